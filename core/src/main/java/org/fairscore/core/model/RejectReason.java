package org.fairscore.core.model;

/** Why data-prep rejects a row. Every rejected row carries exactly one reason (the first that applies). */
public enum RejectReason {
    MISSING_ID("missing sample id"),
    MALFORMED_NUMBER("malformed number"),
    WRONG_DIMENSION("wrong embedding dimension"),
    NON_FINITE("NaN or infinite value"),
    ZERO_VECTOR("zero vector (cannot be L2-normalised)"),
    MISSING_LABEL("missing label"),
    MISSING_ATTRIBUTE("missing sensitive attribute"),
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
