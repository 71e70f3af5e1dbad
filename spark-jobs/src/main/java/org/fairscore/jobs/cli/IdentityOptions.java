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
            + "when an identity (label) has samples in more than one group; before any pair is scored or anything is "
            + "written. Without it, prep records such identities in manifest.json and audit reports them in report.json "
            + "(a warning, and their cross-group genuine pairs per pair of groups: never scored, since a group's "
            + "genuine pairs are pairs of its own samples with equal labels). Use it when the attribute cannot change "
            + "within an identity (race); leave it off for one that can (an age band over years).";

    @Option(names = "--strict-identities", description = DESCRIPTION)
    boolean strict;

    /**
     * {@code corpus}, refused (exit code 2) under --strict-identities when an identity has samples in more than one
     * group; counted only then (the audit counts them for its report itself).
     */
    PreparedCorpus checked(PreparedCorpus corpus, String source) {
        if (!strict) {
            return corpus;
        }
        var counted = corpus.withIdentitiesCounted();
        StrictIdentities.check(counted.manifest(), source);
        return counted;
    }
}
