package org.fairscore.jobs.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.fairscore.core.classification.SeedAucReport;
import org.fairscore.core.report.AuditReport;
import org.fairscore.jobs.downstream.DownstreamConfig;
import org.fairscore.jobs.downstream.DownstreamJob;
import org.fairscore.jobs.downstream.ProbeSplit;
import org.fairscore.report.console.ConsoleText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "downstream", mixinStandardHelpOptions = true,
        description = {"Downstream and leakage audit: classifiers trained on the frozen embeddings, per group.",
                "Trains logistic regression, a linear SVM (one-vs-rest) and a random forest (Spark MLlib) on the "
                        + "training rows of a task (k frequent labels chosen group by group, or --task-label) "
                        + "and reports per-group accuracy, macro precision and macro recall on the test rows, their gaps "
                        + "and the fairness of the predictions; the leakage probe reports how well the sensitive "
                        + "attribute (and, for comparison, the label) is predicted from the embedding (ROC-AUC, mean and "
                        + "std over seeds; 0.5 = not recoverable).",
                "Writes OUT/report.json (the 'downstream' object), OUT/report.html, OUT/report.md, OUT/run.json, OUT/predictions/ "
                        + "(Parquet: sample_id, group, classifier, label, prediction), then OUT/_SUCCESS.",
                "Exit codes: 0 success, 1 internal error, 2 bad input or configuration (also a --gate that cannot be checked), "
                        + "3 a --gate failed (the report is written)."})
public final class DownstreamCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    CorpusOptions corpus;

    @Mixin
    OutputOption output;

    @Option(names = "--split-col", paramLabel = "COL",
            description = "Column with 'train' or 'test' per sample (default: a seeded split by sample id, see --test-fraction).")
    String splitCol;

    @Option(names = "--split-by", defaultValue = "label", paramLabel = "label|sample",
            description = "How the leakage probe splits its attribute target without --split-col: 'label' (default) "
                    + "sends whole identities to train or test (test iff a seeded hash of the label < --test-fraction), "
                    + "so the probe cannot score by recognising identities seen in training; 'sample' splits by sample "
                    + "id, for attributes that vary per image. The classifiers and the label probe always split by "
                    + "sample. Refused with --split-col or --no-leakage.")
    String splitBy;

    @Option(names = "--task-label", paramLabel = "COL",
            description = "Column holding the downstream class (default: --top-k labels chosen group by group, see "
                    + "--top-k).")
    String taskLabel;

    @Option(names = "--columns-from", paramLabel = "FILE",
            description = "CSV (with header) or Parquet file holding the sample id and the --split-col / --task-label "
                    + "columns (default: the raw input, which must then be CSV or Parquet; required for a prepared corpus).")
    String columnsFrom;

    @Option(names = "--top-k", defaultValue = "" + DownstreamConfig.DEFAULT_TOP_K, paramLabel = "K",
            description = "Classes of the default task: K labels taken round-robin over the groups (groups in name "
                    + "order), each group taking its most frequent label (samples in the group, ties by name) with at "
                    + "least --min-samples samples in the group that is not yet taken (default: ${DEFAULT-VALUE}).")
    int topK;

    @Option(names = "--min-samples", defaultValue = "" + DownstreamConfig.DEFAULT_MIN_SAMPLES, paramLabel = "N",
            description = "A label needs at least N samples in a group to be taken for it in the default task "
                    + "(default: ${DEFAULT-VALUE}).")
    int minSamples;

    @Option(names = "--test-fraction", defaultValue = "0.2", paramLabel = "F",
            description = "Test share of the seeded splits: of the samples, and of the identities in the leakage "
                    + "probe's split by label (default: ${DEFAULT-VALUE}).")
    double testFraction;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = "Seed of the split, the oversampling, the forest and the first probe run (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--seeds", defaultValue = "3", paramLabel = "N",
            description = "Leakage-probe runs, seeds S, S+1, ... (default: ${DEFAULT-VALUE}).")
    int seeds;

    @Option(names = "--trees", defaultValue = "" + DownstreamConfig.DEFAULT_TREES, paramLabel = "N",
            description = "Random-forest trees, probe and classifier (default: ${DEFAULT-VALUE}).")
    int trees;

    @Option(names = "--depth", defaultValue = "" + DownstreamConfig.DEFAULT_DEPTH, paramLabel = "N",
            description = "Random-forest maximum depth (default: ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--max-iter", defaultValue = "100", paramLabel = "N",
            description = "Iterations of logistic regression and the linear SVM (default: ${DEFAULT-VALUE}).")
    int maxIter;

    @Option(names = "--classifiers", split = ",", paramLabel = "NAME",
            description = "Which classifiers: logistic, linearSvm, randomForest; 'none' for the leakage probe only "
                    + "(default: all three).")
    List<String> classifiers = new ArrayList<>(DownstreamConfig.CLASSIFIERS);

    @Option(names = "--no-leakage", description = "Skip the attribute-leakage probe.")
    boolean noLeakage;

    @Option(names = "--rebalance", description = "Oversample every group's training rows to the largest group's count (finDML).")
    boolean rebalance;

    @Option(names = "--positive-class", paramLabel = "C",
            description = "Positive class of equal opportunity (default: 1 or true for 0/1 and false/true tasks).")
    String positiveClass;

    @Option(names = "--baseline-cols", split = ",", paramLabel = "COL",
            description = "Numeric columns (read from the input or --columns-from) the leakage probe also runs on instead "
                    + "of the embedding: a baseline of raw tabular features.")
    List<String> baselineCols = new ArrayList<>();

    @Mixin
    QuietOption quiet;

    @Mixin
    GateOptions gates;

    @Override
    public Integer call() {
        String out = output.out;
        var parsedGates = gates.parse(GatedReport.DOWNSTREAM);
        corpus.checkOutputDirectory(out, columnsFrom);
        var session = corpus.spark.session();
        String first = corpus.input.first();
        var chosen = classifiers.equals(List.of("none")) ? List.<String>of() : classifiers;
        refuseOptionsWithoutEffect(chosen);
        var cfg = new DownstreamConfig(first, corpus.preparation(session), columnsFrom, splitCol, taskLabel,
                topK, minSamples, testFraction, seed, seeds, trees, depth, maxIter, chosen, !noLeakage, rebalance,
                positiveClass, baselineCols, ProbeSplit.parse(splitBy), out, corpus.commandLine(), parsedGates);
        var progress = quiet.progress(spec.commandLine().getErr());
        var report = DownstreamJob.run(session, cfg, progress);
        var stdout = spec.commandLine().getOut();
        var stderr = spec.commandLine().getErr();
        report.warnings().forEach(w -> stderr.println("warning: " + w));
        stderr.flush();
        summary(report, stdout);
        stdout.println("report: " + out + "/report.html, " + out + "/report.json, " + out + "/report.md");
        stdout.flush();
        return GateOptions.outcome(report, stdout, stderr);
    }

    /**
     * Options that would change nothing in this run (exit code 2, see {@link GivenOptions}): the leakage probe fits a
     * random forest and logistic regression per seed; the classifiers fit what --classifiers names.
     */
    private void refuseOptionsWithoutEffect(List<String> chosen) {
        var given = GivenOptions.of(spec);
        boolean probe = !noLeakage;
        given.requireWith(probe, "with the leakage probe (without --no-leakage)", List.of("--seeds", "--baseline-cols",
                ProbeSplit.OPTION));
        given.requireWith(splitCol == null, "without --split-col (the split column splits every target)",
                List.of(ProbeSplit.OPTION));
        given.requireWith(probe || chosen.contains("randomForest"), "to a random forest: the leakage probe or "
                + "--classifiers randomForest", List.of("--trees", "--depth"));
        given.requireWith(probe || chosen.contains("logistic") || chosen.contains("linearSvm"), "to logistic "
                + "regression or the linear SVM: the leakage probe or --classifiers logistic/linearSvm",
                List.of("--max-iter"));
        given.requireWith(!chosen.isEmpty(), "to the classifiers (--classifiers other than none)",
                List.of("--rebalance", "--positive-class"));
        given.requireWith(splitCol == null, "to the seeded split, without --split-col", List.of("--test-fraction"));
        given.requireWith(taskLabel == null, "to the default task, without --task-label", List.of("--top-k",
                "--min-samples"));
        given.requireWith(splitCol != null || taskLabel != null || !baselineCols.isEmpty(), "when a column is read "
                + "from it: --split-col, --task-label or --baseline-cols", List.of("--columns-from"));
    }

    private static void summary(AuditReport report, PrintWriter out) {
        var d = report.downstream();
        if (d.classifiers() != null) {
            d.classifiers().forEach((name, c) -> {
                out.printf(Locale.ROOT, "%s: accuracy by group", name);
                c.perGroup().forEach((g, r) -> out.printf(Locale.ROOT, "  %s %s", ConsoleText.plain(g),
                        r.accuracy() == null ? "undefined" : String.format(Locale.ROOT, "%.4f", r.accuracy())));
                var gap = c.gaps().get("accuracy");
                out.printf(Locale.ROOT, "  (max-min %s)%n",
                        gap.maxMinusMin() == null ? "undefined" : String.format(Locale.ROOT, "%.4f", gap.maxMinusMin()));
            });
        }
        if (d.leakage() != null) {
            out.printf(Locale.ROOT, "leakage of %s (%s): attribute AUC %s, label AUC %s%n", d.leakage().attribute(),
                    d.leakage().attributeAuc().probe(), auc(d.leakage().attributeAuc()), auc(d.leakage().labelAuc()));
        }
    }

    private static String auc(SeedAucReport a) {
        if (a.mean() == null) {
            return "undefined (" + a.undefinedReason() + ")";
        }
        return String.format(Locale.ROOT, "%.4f", a.mean()) + (a.std() == null ? "" : String.format(Locale.ROOT, " ± %.4f", a.std()));
    }
}
