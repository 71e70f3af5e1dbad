package org.fairscore.jobs.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.fairscore.core.association.AssociationReport;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.jobs.association.AssociationConfig;
import org.fairscore.jobs.association.AssociationJob;
import org.fairscore.jobs.association.SetsFile;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.bins.Bins;
import org.fairscore.prep.io.OutputGuard;
import org.fairscore.report.console.ConsoleText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "associate", mixinStandardHelpOptions = true,
        description = {"Association tests (WEAT for words, FEAT for faces) and gender directions on embeddings.",
                "--config names the sets file (YAML), not an options file: tests[] with name, targetX, targetY, "
                        + "attributeA, attributeB (and optionally alternative greater|less|two-sided, permutations, "
                        + "seed, ddof 0|1, items auto|words|samples); directions[] with name, pairs [[she, he], ...], "
                        + "terms. For a review corpus prepared with --text-col the names are words of its Word2Vec "
                        + "model; otherwise sample ids, else labels (their mean embedding). Unknown names are errors; "
                        + "set words that prep --stop-words removed are named as such (keep them with prep --keep-words).",
                "Per test: statistic, effect size (stated ddof), permutation p-value (exact when all partitions fit in "
                        + "the permutations, else seeded Monte Carlo) and WEFAT per item.",
                "Writes OUT/report.json (its 'association' object), OUT/report.html, OUT/report.md, OUT/run.json, then "
                        + "OUT/_SUCCESS.",
                "Exit codes: 0 success, 1 internal error, 2 bad input or configuration (also a --gate that cannot be checked), "
                        + "3 a --gate failed (the report is written)."})
public final class AssociateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--embeddings", required = true, paramLabel = "DIR_OR_FILE",
            description = "A directory written by 'fairscore prep' (a review corpus: with its text model), or an "
                    + "embeddings file (Parquet, CSV, .npy, Arrow; then --group is required, as for prep).")
    String embeddings;

    @Option(names = "--config", required = true, paramLabel = "SETS.yaml", description = "The sets file.")
    String sets;

    @Mixin
    OutputOption output;

    @Option(names = "--id-col", defaultValue = PrepConfig.DEFAULT_ID_COL, paramLabel = "COL",
            description = "Raw input: sample id column (default: ${DEFAULT-VALUE}).")
    String idCol;

    @Option(names = "--label-col", defaultValue = PrepConfig.DEFAULT_LABEL_COL, paramLabel = "COL",
            description = "Raw input: label column (default: ${DEFAULT-VALUE}).")
    String labelCol;

    @Option(names = "--group", split = ",", paramLabel = "ATTR", description = "Raw input: sensitive attribute column(s); on a prepared corpus, any attribute(s) it "
                    + "stores, to regroup it (default: the prep's groups).")
    List<String> groupCols = new ArrayList<>();

    @Option(names = "--bin", paramLabel = "ATTR=E0,E1,...",
            description = "Repeatable: bands the numeric attribute ATTR into [E0,E1), [E1,E2), ... (as prep --bin; on a "
                    + "prepared corpus, an attribute it stores unbanded).")
    List<String> bins = new ArrayList<>();

    @Option(names = "--embedding-col", defaultValue = PrepConfig.DEFAULT_EMBEDDING_COL, paramLabel = "COL",
            description = "Raw input: embedding column (default: ${DEFAULT-VALUE}).")
    String embeddingCol;

    @Option(names = "--format", paramLabel = "FMT", description = "Raw input: parquet, csv, npy or arrow.")
    String format;

    @Option(names = "--metadata", paramLabel = "CSV", description = "Raw .npy input: its metadata CSV.")
    String metadata;

    @Mixin
    SparkOptions spark;

    @Mixin
    GateOptions gates;

    @Override
    public Integer call() {
        String out = output.out;
        var parsedGates = gates.parse(GatedReport.ASSOCIATE);
        OutputGuard.checkDirectory(spark.hadoopConfiguration(), out, Arrays.asList(embeddings, metadata, sets));
        var parsed = SetsFile.read(sets);
        var session = spark.session();
        boolean prepared = PrepJob.isPrepared(session, embeddings);
        if (!prepared && groupCols.isEmpty()) {
            throw new InvalidInputException("--group: " + embeddings + " is not a prepared corpus; name the sensitive "
                    + "attribute column(s) to read it, or run 'fairscore prep' first");
        }
        // a prepared corpus is regrouped when --group or --bin is given (--bin alone: by the prep's groups)
        var parsedBins = Bins.parse(bins);
        var groups = prepared && groupCols.isEmpty() && !parsedBins.isEmpty()
                ? PrepJob.load(session, embeddings).manifest().groupBy() : groupCols;
        var prep = prepared && groups.isEmpty() ? null : new PrepConfig(List.of(embeddings), metadata, format, idCol,
                labelCol, groups, embeddingCol, null, 0.0, parsedBins);
        var report = AssociationJob.run(session, new AssociationConfig(embeddings, prep, parsed, out,
                CommandLineRecord.of(spec), parsedGates));
        var stdout = spec.commandLine().getOut();
        stdout.print(table(report.association()));
        report.warnings().forEach(w -> stdout.println("warning: " + w));
        stdout.println("report: " + out + "/report.html, " + out + "/report.json, " + out + "/report.md");
        stdout.flush();
        return GateOptions.outcome(report, stdout, spec.commandLine().getErr());
    }

    /** One line per test and per direction. */
    static String table(AssociationReport a) {
        var sb = new StringBuilder(String.format(Locale.ROOT, "%-24s %8s %10s %10s %10s %-10s %s%n", "test", "sizes",
                "statistic", "effect", "p-value", "alt.", "partitions"));
        for (var t : a.tests()) {
            var s = t.sizes();
            sb.append(String.format(Locale.ROOT, "%-24s %8s %10.4f %10s %10.4g %-10s %d%s%n", ConsoleText.plain(t.name()),
                    s.x() + "/" + s.y() + "/" + s.a() + "/" + s.b(), t.statistic(),
                    t.effectSize() == null ? "undef" : String.format(Locale.ROOT, "%.4f", t.effectSize()), t.pValue(),
                    t.alternative(), t.permutations(), t.exact() ? " (exact)" : ""));
        }
        for (var d : a.directions()) {
            sb.append(String.format(Locale.ROOT, "direction %s: |g| %.4f, pair angle %.1f deg, polarity mean %.4f, "
                            + "BOLD weighted average %s%n", d.name(), d.directionNorm(), d.pairAngle().mean(),
                    d.polaritySummary().mean(), d.boldWeightedAverage() == null ? "undef"
                            : String.format(Locale.ROOT, "%.4f", d.boldWeightedAverage())));
        }
        return sb.toString();
    }
}
