package org.fairscore.jobs.cli;

import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.partition.StrictIdentities;
import picocli.CommandLine.Option;

/**
 * {@code --strict-identities} (config key {@code strict-identities}), for the commands whose pairs are a group's own
 * pairs (prep, audit, pairs): an identity with samples in more than one group fails the run instead of being a warning.
 */
public final class IdentityOptions {
    static final String DESCRIPTION = "Exit with code 2, naming how many identities and the first 20 labels (sorted), "
            + "when an identity (label) has samples in more than one group. Without it such identities are a warning "
            + "in report.json (their cross-group genuine pairs are counted per pair of groups, never scored: a group's "
            + "genuine pairs are pairs of its own samples with equal labels). Use it when the attribute cannot change "
            + "within an identity (race); leave it off for one that can (an age band over years).";

    @Option(names = "--strict-identities", description = DESCRIPTION)
    boolean strict;

    /** {@code corpus} with its identities across groups counted; refused (exit code 2) under --strict-identities. */
    PreparedCorpus checked(PreparedCorpus corpus, String source) {
        var counted = corpus.withIdentitiesCounted();
        if (strict) {
            StrictIdentities.check(counted.manifest(), source);
        }
        return counted;
    }
}
