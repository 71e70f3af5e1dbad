package org.fairscore.core.model;

/**
 * Column names of a prepared corpus (the Parquet data-prep writes and audit reads). Fixed names, so
 * that a user's attribute called {@code group} can never collide: user attributes live in the
 * {@link #ATTRIBUTES} map column under their own names.
 */
public final class CorpusColumns {
    /** string, unique. */
    public static final String SAMPLE_ID = "sample_id";
    /** string: identity or class. */
    public static final String LABEL = "label";
    /** string: the group name, see {@link GroupKey}; the Parquet partition column. */
    public static final String GROUP = "group";
    /**
     * map&lt;string,string&gt;: every attribute column of the input (all but the id, label and embedding; the group
     * attributes among them), by name, a banded one as its band.
     */
    public static final String ATTRIBUTES = "attributes";
    /** array&lt;float&gt;: L2-normalised embedding of dimension d. */
    public static final String EMBEDDING = "embedding";

    private CorpusColumns() {
    }
}
