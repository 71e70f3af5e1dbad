package org.fairscore.prep.bins;

import org.fairscore.core.model.RejectReason;

/**
 * What banding one value gave: its band, or why it has none (a row error with its detail).
 *
 * @param band   the band's name, null when rejected
 * @param reason MISSING_ATTRIBUTE, MALFORMED_NUMBER or OUTSIDE_BINS; null when banded
 * @param detail what was found, for the reject message; null when banded or missing
 */
public record Banding(String band, RejectReason reason, String detail) {
    static Banding of(String band) {
        return new Banding(band, null, null);
    }

    static Banding rejected(RejectReason reason, String detail) {
        return new Banding(null, reason, detail);
    }

    public boolean ok() {
        return reason == null;
    }
}
