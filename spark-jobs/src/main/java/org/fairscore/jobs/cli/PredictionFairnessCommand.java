package org.fairscore.jobs.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.fairscore.core.verification.Differential;
import org.fairscore.jobs.downstream.PredictionFairnessJob;
import org.fairscore.prep.io.OutputGuard;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "prediction-fairness", mixinStandardHelpOptions = true,
        description = {"Fairness of a classifier's predictions, from a file of (y, y_hat, group) rows.",
                "Reports accuracy, balanced accuracy averaged over groups, demographic parity difference, equal "
                        + "opportunity difference (TPR of the positive class) and equalized odds (FSCL's mean over classes "
                        + "and group pairs of the per-class accuracy difference, and its max), with per-group accuracies.",
                "Writes OUT/report.json (downstream.predictionFairness), OUT/report.html, OUT/report.md, OUT/run.json, then "
                        + "OUT/_SUCCESS.",
                "Exit codes: 0 success, 1 internal error, 2 bad input or configuration (also a --gate that cannot be checked), "
                        + "3 a --gate failed (the report is written)."})
public final class PredictionFairnessCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    SparkOptions spark;

    @Mixin
    ConfigOption config;

    @Option(names = "--input", required = true, paramLabel = "PATH", description = "Predictions: CSV with header, or Parquet.")
    String input;

    @Option(names = "--format", paramLabel = "FMT", description = "csv or parquet (default: from the extension).")
    String format;

    @Option(names = "--label-col", defaultValue = "y", paramLabel = "COL", description = "True class column (default: ${DEFAULT-VALUE}).")
    String labelCol;

    @Option(names = "--prediction-col", defaultValue = "y_hat", paramLabel = "COL",
            description = "Predicted class column (default: ${DEFAULT-VALUE}).")
    String predictionCol;

    @Option(names = "--group", required = true, split = ",", paramLabel = "ATTR",
            description = "Sensitive attribute column(s); several form intersectional groups such as race=A|gender=F.")
    List<String> groupCols = new ArrayList<>();

    @Option(names = "--positive-class", paramLabel = "C",
            description = "Positive class of equal opportunity (default: 1 or true for 0/1 and false/true classes).")
    String positiveClass;

    @Mixin
    OutputOption output;

    @Mixin
    GateOptions gates;

    @Override
    public Integer call() {
        String out = output.out;
        var parsedGates = gates.parse(GatedReport.PREDICTION_FAIRNESS);
        OutputGuard.checkDirectory(spark.hadoopConfiguration(), out, Arrays.asList(input, config.file));
        var report = PredictionFairnessJob.run(spark.session(), new PredictionFairnessJob.Config(input, format, labelCol,
                predictionCol, groupCols, positiveClass, out, CommandLineRecord.of(spec), parsedGates));
        var f = report.downstream().predictionFairness();
        var stdout = spec.commandLine().getOut();
        stdout.printf(Locale.ROOT, "%d predictions: accuracy %s, balanced accuracy %s, demographic parity difference %s, "
                        + "equal opportunity difference %s, equalized odds %s (mean) %s (max)%n", f.rows(), v(f.accuracy()),
                v(f.balancedAccuracy()), v(f.demographicParityDifference()), v(f.equalOpportunityDifference()),
                v(f.equalizedOddsMean()), v(f.equalizedOddsMax()));
        stdout.println("report: " + out + "/report.html, " + out + "/report.json, " + out + "/report.md");
        stdout.flush();
        return GateOptions.outcome(report, stdout, spec.commandLine().getErr());
    }

    private static String v(Differential d) {
        return d.value() == null ? "undefined" : String.format(Locale.ROOT, "%.4f", d.value());
    }
}
