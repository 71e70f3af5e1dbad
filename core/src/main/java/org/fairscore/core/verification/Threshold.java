package org.fairscore.core.verification;

/**
 * The global threshold of one FAR level.
 *
 * @param level               the FAR level α
 * @param impostorPairs       n, the impostor pairs of all groups together
 * @param allowedFalseAccepts m = ⌊α·n⌋
 * @param value               t_α as a float32 score value; null when there are no impostor pairs
 * @param aboveMaximum        at-or-above only: even the top tie group exceeds m, so t_α lies just above
 *                            the largest impostor score and nothing is accepted
 * @param undefinedReason     why there is no threshold, or null
 */
public record Threshold(FarLevel level, long impostorPairs, long allowedFalseAccepts, Float value,
                        boolean aboveMaximum, String undefinedReason) {

    public boolean isDefined() {
        return value != null;
    }
}
