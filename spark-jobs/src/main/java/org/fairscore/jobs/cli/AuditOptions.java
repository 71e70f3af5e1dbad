package org.fairscore.jobs.cli;

import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.audit.ImpostorSampling;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.jobs.audit.AuditConfig;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** What the verification audit computes: shared by audit and demo. */
public final class AuditOptions {
    @Option(names = "--far", split = ",", paramLabel = "ALPHA",
            description = "FAR levels for the global thresholds (default: 1e-1,1e-2,1e-3,1e-4,1e-5,1e-6).")
    List<String> far = new ArrayList<>(AuditSettings.DEFAULT_LEVELS);

    @Option(names = "--accept", defaultValue = "above", paramLabel = "RULE",
            description = "Acceptance rule: 'above' (accept iff score > t; default) or 'at-or-above' "
                    + "(score >= t, as bob.measure and NIST). With --distance: accept iff distance < t, resp. <= t "
                    + "(reported as 'below', 'at-or-below').")
    String accept;

    @Option(names = "--differential-weight", defaultValue = "0.5", paramLabel = "W",
            description = "Weight w of FAR against FRR in FDR, IR and GARBE (default: ${DEFAULT-VALUE}).")
    double weight;

    @Option(names = "--cross-group",
            description = "Also compute the cross-group impostor FAR matrix. Costly: it scores every pair of the "
                    + "corpus, about G-1 times the intra-group work for G equal groups. With --pairs or --scores: the "
                    + "matrix of the listed comparisons whose sides are in different groups (one more pass over them); "
                    + "their genuine ones are counted per group pair.")
    boolean crossGroup;

    @Option(names = "--impostor-sample", paramLabel = "RATE",
            description = "Keep each impostor pair with probability RATE (seeded, independent of partitioning); "
                    + "rates become estimates with binomial intervals. Genuine pairs are always all scored.")
    Double impostorSample;

    @Option(names = "--impostors-per-group", paramLabel = "N",
            description = "Sample impostor pairs at one rate chosen so that the smallest group keeps about N.")
    Long impostorsPerGroup;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = "Seed of impostor sampling and of the identity bootstrap (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--bootstrap", defaultValue = "200", paramLabel = "B",
            description = "Identity-bootstrap replicates for 95%% FAR/FRR intervals that respect how pairs share "
                    + "identities, for intervals on every differential from the same replicates, and for each group's EER "
                    + "interval (eerInterval; the same pass also counts each identity at up to 36 thresholds around its "
                    + "group's EER) (default: ${DEFAULT-VALUE}; 0 turns it off); a group with 0 errors (or only errors) "
                    + "gets the exact binomial bound on its counts, never [0, 0]. All pairs: the impostor pass keeps the "
                    + "per-identity counts, at the cost of one more pass over the genuine pairs (and over the impostor "
                    + "pairs only when a threshold falls outside what it kept, or without its prediction: corpora under "
                    + "about 4e7 impostor pairs, --impostor-sample); --pairs, --scores: one more pass over the comparisons. "
                    + "With --pairs the identities are the corpus labels; with --scores they must be in the file "
                    + "(--score-label-cols, bob-4col, bob-5col): otherwise an explicit --bootstrap N exits 2 and the "
                    + "default falls back to Clopper-Pearson intervals.")
    int bootstrap;

    @Mixin
    QuietOption quiet;

    @Option(names = "--block-size", defaultValue = "" + AuditConfig.DEFAULT_BLOCK_SIZE, paramLabel = "ROWS",
            description = "Rows per scoring block; 0 (the default) chooses min(2^24/d, sqrt(sum of squared group sizes / cores)). "
                    + "Each block is shuffled to its group's other blocks' tiles (larger: less shuffle); a task holds two blocks and at most 2^23 float scores.")
    int blockSize;

    /**
     * Refuses a given --seed when nothing in the run is drawn at random: no identity bootstrap, no impostor sampling
     * and ({@code otherUse} false) none of the command's own seeded steps.
     */
    void requireSeedUse(GivenOptions given, boolean otherUse) {
        given.requireWith(bootstrap > 0 || impostorSample != null || impostorsPerGroup != null || otherUse,
                "when something is drawn at random: the identity bootstrap (--bootstrap > 0), --impostor-sample, "
                        + "--impostors-per-group, --calibrate-on FRACTION or --geometry", List.of("--seed"));
    }

    AuditSettings toSettings() {
        var levels = new ArrayList<FarLevel>();
        for (String f : far) {
            levels.add(FarLevel.parse(f, "--far"));
        }
        if (!(weight >= 0 && weight <= 1)) {
            throw new InvalidInputException("--differential-weight: must be in [0, 1], got " + weight);
        }
        if (blockSize < 0) {
            throw new InvalidInputException("--block-size: must be positive, or 0 for automatic, got " + blockSize);
        }
        return new AuditSettings(levels, AcceptanceRule.parse(accept, "--accept"), weight, crossGroup,
                new ImpostorSampling(impostorSample, impostorsPerGroup, seed), bootstrap, seed);
    }
}
