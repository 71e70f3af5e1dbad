package org.fairscore.core.model;

/** Why data-prep rejects a row. Every rejected row carries exactly one reason (the first that applies). */
public enum RejectReason {
    /**
     * A CSV record that does not line up with its header: another number of cells (an unquoted decimal comma, an
     * extra or missing delimiter, a blank line) or broken quoting. Checked first: its cells cannot be trusted.
     */
    MALFORMED_ROW("malformed CSV row"),
    /** A text cell whose bytes are not valid UTF-8 (a file saved as Latin-1 or Windows-1252, say). */
    INVALID_UTF8("bytes that are not valid UTF-8"),
    MISSING_ID("missing sample id"),
    MALFORMED_NUMBER("malformed number"),
    WRONG_DIMENSION("wrong embedding dimension"),
    NON_FINITE("NaN or infinite value"),
    ZERO_VECTOR("zero vector (cannot be L2-normalised)"),
    MISSING_LABEL("missing label"),
    MISSING_ATTRIBUTE("missing sensitive attribute"),
    /** A value of a banded attribute ({@code --bin}) below the first edge or at or above the last. */
    OUTSIDE_BINS("value outside the bins"),
    DUPLICATE_ID("duplicate sample id"),
    /** A review corpus' text is missing or blank (checked right after MISSING_ID, before the embedding exists). */
    EMPTY_TEXT("empty text");

    private final String description;

    RejectReason(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }
}
