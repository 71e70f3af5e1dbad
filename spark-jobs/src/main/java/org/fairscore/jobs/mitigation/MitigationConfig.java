package org.fairscore.jobs.mitigation;

import java.util.List;
import org.fairscore.core.gates.Gate;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.PrepConfig;

/**
 * A typed mitigate request; the command line only parses into it.
 *
 * @param train            training corpus: a prepared directory, or raw input read with {@code trainPrep}
 * @param trainPrep        how to read raw training input (null for a prepared directory)
 * @param evaluate         evaluation corpus (identities disjoint from the training ones, see below), null: train only
 * @param evaluatePrep     how to read raw evaluation input (null for a prepared directory or no evaluation)
 * @param allowSharedIdentities evaluate even when the evaluation corpus shares identity labels with the training
 *                         corpus (then warn); without it such an evaluation is refused ({@link SharedIdentities})
 * @param reference        the reference group r of the quantile transform
 * @param training         epochs, batch, learning rate, seed
 * @param maxTrainSamples  training samples allowed on the driver
 * @param maxPseudoScores  Σ_a n_a·K_a allowed (8 bytes each while training)
 * @param settings         the audit's settings, for the before/after audits and the pseudo-metrics' FAR levels
 * @param blockSize        the audit's block size (0: automatic)
 * @param out              with evaluate: the report directory (the module in {@code OUT/model/}); else the module directory
 * @param commandLine      the arguments as run, for run.json
 * @param gates            release gates on the evaluation's report.json (empty: none; needs {@code evaluate})
 */
public record MitigationConfig(String train, PrepConfig trainPrep, String evaluate, PrepConfig evaluatePrep,
                               boolean allowSharedIdentities, String reference, TrainOptions training, long maxTrainSamples, long maxPseudoScores,
                               AuditSettings settings, int blockSize, String out, List<String> commandLine,
                               List<Gate> gates) {
    public static final long DEFAULT_MAX_TRAIN_SAMPLES = 200_000;
    public static final long DEFAULT_MAX_PSEUDO_SCORES = 50_000_000;

    public MitigationConfig {
        if (reference == null || reference.isBlank()) {
            throw new InvalidInputException("--reference: name the reference group (the group whose pseudo-score "
                    + "distributions the others are mapped onto)");
        }
        if (maxTrainSamples < 1 || maxPseudoScores < 1) {
            throw new InvalidInputException("--max-train-samples and --max-pseudo-scores must be at least 1");
        }
        commandLine = commandLine == null ? List.of() : List.copyOf(commandLine);
        gates = gates == null ? List.of() : List.copyOf(gates);
        if (!gates.isEmpty() && evaluate == null) {
            throw new InvalidInputException("--gate: without --evaluate mitigate writes no report.json to gate on; "
                    + "add --evaluate or drop the gates");
        }
    }

    /** No gates. */
    public MitigationConfig(String train, PrepConfig trainPrep, String evaluate, PrepConfig evaluatePrep,
                            boolean allowSharedIdentities, String reference, TrainOptions training, long maxTrainSamples,
                            long maxPseudoScores, AuditSettings settings, int blockSize, String out,
                            List<String> commandLine) {
        this(train, trainPrep, evaluate, evaluatePrep, allowSharedIdentities, reference, training, maxTrainSamples,
                maxPseudoScores, settings, blockSize, out, commandLine, List.of());
    }
}
