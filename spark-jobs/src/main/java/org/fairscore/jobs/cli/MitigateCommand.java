package org.fairscore.jobs.cli;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.fairscore.core.mitigation.MitigationReport;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.verification.OperatingPoint;
import org.fairscore.jobs.mitigation.MitigateJob;
import org.fairscore.jobs.mitigation.MitigationConfig;
import org.fairscore.jobs.mitigation.TrainOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "mitigate", mixinStandardHelpOptions = true,
        description = {"Centroid Fairness post-processing: train a Fairness Module on frozen embeddings.",
                "Computes identity centroids and pseudo-scores of --train (distributed), maps every group's pseudo-score "
                        + "distributions onto the --reference group's (quantile transform) and trains g(z) = z + MLP(z) and "
                        + "the centroids with the CF loss of eq. 10: each pseudo-score weighted 1/(N*pseudo-FAR) or "
                        + "1/(N*pseudo-FRR) within its group, summed over all groups (Adam on the driver; a batch draws a "
                        + "group uniformly, then one of its n_a samples, weighted by G*n_a so that it estimates that sum; "
                        + "progress per epoch on stderr). The face-recognition model is a black box: only embeddings, "
                        + "identities and attributes are needed.",
                "Without --evaluate: writes OUT/module.json (the module; format in docs/mitigation.md), then OUT/_SUCCESS. "
                        + "Apply it with 'fairscore apply'.",
                "With --evaluate TEST (identities disjoint from --train: a TEST sharing identity labels with --train "
                        + "exits 2 naming how many and a few, unless --allow-shared-identities): also audits TEST before "
                        + "and after the module (the audit's options apply) and writes OUT/report.json (the after audit, plus 'mitigation' with "
                        + "'before' and 'after' operating points, the training and the pseudo-metrics), report.html (with a "
                        + "before/after section), report.md, run.json, model/module.json, then OUT/_SUCCESS.",
                "The --input options (--id-col, --label-col, --group, --format, --dim, ...) describe both corpora; "
                        + "either may be a directory written by 'fairscore prep'.",
                "Exit codes: 0 success, 1 internal error, 2 bad input or configuration (also a --gate that cannot be checked), "
                        + "3 a --gate failed (the report is written)."})
public final class MitigateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    CorpusOptions corpus;

    @Mixin
    AuditOptions audit;

    @Option(names = "--train", required = true, paramLabel = "PATH", description = "Training corpus (raw or prepared).")
    String train;

    @Option(names = "--evaluate", paramLabel = "PATH",
            description = "Evaluation corpus with other identities (no label shared with --train, unless "
                    + "--allow-shared-identities): audited before and after the module.")
    String evaluate;

    @Option(names = "--allow-shared-identities",
            description = "With --evaluate: evaluate even if TEST shares identity labels with --train (the report and "
                    + "stderr then warn, naming how many and a few). Without it such an evaluation exits 2.")
    boolean allowSharedIdentities;

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = "Module folder, or with --evaluate the report folder. " + OutHelp.DIR)
    String out;

    @Option(names = "--reference", required = true, paramLabel = "GROUP",
            description = "Reference group r: every group's pseudo-score distributions are mapped onto r's.")
    String reference;

    @Option(names = "--epochs", defaultValue = "" + TrainOptions.DEFAULT_EPOCHS, paramLabel = "N",
            description = "Training epochs; an epoch is ceil(n / batch) batches (default: ${DEFAULT-VALUE}).")
    int epochs;

    @Option(names = "--batch", defaultValue = "" + TrainOptions.DEFAULT_BATCH, paramLabel = "N",
            description = "Images per batch (default: ${DEFAULT-VALUE}).")
    int batch;

    @Option(names = "--learning-rate", defaultValue = "" + TrainOptions.DEFAULT_LEARNING_RATE, paramLabel = "LR",
            description = "Adam's learning rate (default: ${DEFAULT-VALUE}).")
    double learningRate;

    @Option(names = "--train-seed", defaultValue = "1", paramLabel = "S",
            description = "Seed of the module's initialisation and of the batches (default: ${DEFAULT-VALUE}).")
    long trainSeed;

    @Option(names = "--max-train-samples", defaultValue = "" + MitigationConfig.DEFAULT_MAX_TRAIN_SAMPLES, paramLabel = "N",
            description = "Training samples allowed on the driver, 4*n*d bytes (default: ${DEFAULT-VALUE}).")
    long maxTrainSamples;

    @Option(names = "--max-pseudo-scores", defaultValue = "" + MitigationConfig.DEFAULT_MAX_PSEUDO_SCORES, paramLabel = "N",
            description = "Pseudo-scores (samples x identities, summed over groups) allowed in training, 8 bytes each "
                    + "(default: ${DEFAULT-VALUE}).")
    long maxPseudoScores;

    @Mixin
    GateOptions gates;

    @Override
    public Integer call() {
        var input = corpus.input;
        if (!input.inputs.isEmpty()) {
            throw new InvalidInputException("--input: mitigate reads --train (and --evaluate); drop --input");
        }
        var settings = audit.toSettings();
        var parsedGates = gates.parse(GatedReport.MITIGATE);
        parsedGates.forEach(g -> g.requireLevelIn(settings.levels())); // before any work: exit 2 at once
        var given = GivenOptions.of(spec);
        // without --evaluate nothing is audited: only --far (the pseudo-metrics' levels) acts on the training
        given.requireWith(evaluate != null, "with --evaluate (the before/after audit)", List.of("--accept",
                "--differential-weight", "--cross-group", "--impostor-sample", "--impostors-per-group", "--seed",
                "--bootstrap", "--block-size", "--allow-shared-identities"));
        audit.requireSeedUse(given, false);
        var training = new TrainOptions(epochs, batch, learningRate, trainSeed);
        corpus.checkOutputDirectory(out, train, evaluate);
        var session = corpus.spark.session();
        var cfg = new MitigationConfig(train, corpus.preparation(session, train),
                evaluate, evaluate == null ? null : corpus.preparation(session, evaluate), allowSharedIdentities,
                reference, training, maxTrainSamples, maxPseudoScores, settings, audit.blockSize, out, corpus.commandLine(),
                parsedGates);
        var progress = audit.quiet.progress(spec.commandLine().getErr());
        var result = MitigateJob.run(session, cfg, progress);
        if (result.sharedIdentities() != null && result.sharedIdentities().any()) {
            // a warning, not progress: printed even with --quiet
            var err = spec.commandLine().getErr();
            err.println("warning: " + MitigateJob.sharedWarning(cfg, result.sharedIdentities()));
            err.flush();
        }
        var stdout = spec.commandLine().getOut();
        var t = result.training();
        stdout.printf(Locale.ROOT, "trained: %d samples, %d epochs, %d steps, loss %.6g -> %.6g (%.1f s)%n", t.samples(),
                t.epochs(), t.steps(), t.initialLoss(), t.finalLoss(), result.trainingSeconds());
        if (result.report() == null) {
            stdout.println("module: " + out + "/module.json");
        } else {
            stdout.print(table(result.report().mitigation()));
            stdout.println("report: " + out + "/report.html, " + out + "/report.json, " + out + "/report.md; module: " + out
                    + "/model/module.json");
        }
        stdout.flush();
        return result.report() == null ? ExitCodes.OK
                : GateOptions.outcome(result.report(), stdout, spec.commandLine().getErr());
    }

    /** Before → after per FAR level: global FRR (ROC), BFAR, BFRR. */
    static String table(MitigationReport m) {
        var sb = new StringBuilder(String.format(Locale.ROOT, "%-8s %21s %21s %21s%n", "FAR", "global FRR", "BFAR", "BFRR"));
        for (int i = 0; i < m.before().operatingPoints().size(); i++) {
            OperatingPoint b = m.before().operatingPoints().get(i);
            OperatingPoint a = m.after().operatingPoints().get(i);
            sb.append(String.format(Locale.ROOT, "%-8s %21s %21s %21s%n", b.farTarget(), pair(b.globalFrr(), a.globalFrr()),
                    pair(b.bfar(), a.bfar()), pair(b.bfrr(), a.bfrr())));
        }
        return sb.toString();
    }

    private static String pair(Double before, Double after) {
        return fmt(before) + " -> " + fmt(after);
    }

    private static String fmt(Double v) {
        return v == null ? "undefined" : String.format(Locale.ROOT, "%.4g", v);
    }
}
