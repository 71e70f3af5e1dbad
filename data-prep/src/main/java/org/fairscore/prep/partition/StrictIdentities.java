package org.fairscore.prep.partition;

import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.InvalidInputException;

/**
 * {@code --strict-identities}: a corpus in which some identity has samples in more than one group is bad input
 * (exit code 2) instead of a warning. For an attribute that cannot change (race, a birth country) such an identity is
 * a labelling error, and its cross-group genuine pairs are in no group's pairs.
 */
public final class StrictIdentities {
    private StrictIdentities() {
    }

    /**
     * Refuses {@code manifest} when it counts identities across groups.
     *
     * @param source what was read (the --input), for the message
     * @throws IllegalStateException when the manifest has not counted them (a caller's mistake)
     */
    public static void check(CorpusManifest manifest, String source) {
        var across = manifest.identitiesAcrossGroups();
        if (across == null) {
            throw new IllegalStateException("identities across groups were not counted for " + source);
        }
        if (across.any()) {
            throw new InvalidInputException(source + ": " + across.describe(manifest.groupBy())
                    + ". --strict-identities refuses such a corpus: correct the labels or the attribute values, or "
                    + "run without --strict-identities to audit with a warning");
        }
    }
}
