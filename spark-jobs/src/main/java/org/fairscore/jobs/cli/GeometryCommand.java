package org.fairscore.jobs.cli;

import java.util.Locale;
import java.util.concurrent.Callable;
import org.fairscore.core.geometry.GeometryReport;
import org.fairscore.core.geometry.GeometryValue;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.jobs.geometry.GeometryConfig;
import org.fairscore.jobs.geometry.GeometryJob;
import org.fairscore.report.console.ConsoleText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "geometry", mixinStandardHelpOptions = true,
        description = {"Embedding-geometry fairness metrics per group (finDML, FaceNet audit), before any threshold.",
                "recall@1 and recall@k (exact, the whole corpus as gallery), NMI of a global k-means, alignment, "
                        + "U_KL and RBF uniformity; silhouette, Calinski-Harabasz and Davies-Bouldin with groups as "
                        + "clusters (with intersectional groups also with each single attribute's values as clusters); "
                        + "distributions of pair distances, centroid distances and H0 death times (MST) "
                        + "with Welch and KS tests between groups (KS's D exact from the sorted values when both groups have "
                        + "at most 5000, else from the histograms), corrected by Bonferroni, Dunn-Sidak, Holm and "
                        + "Benjamini-Hochberg, and the gaps.",
                "Cost: every unordered pair of the corpus is scored once (O(N^2 d)).",
                "Writes OUT/report.json (its 'geometry' object), OUT/report.html, OUT/report.md, OUT/run.json, then OUT/_SUCCESS.",
                "Exit codes: 0 success, 1 internal error, 2 bad input or configuration (also a --gate that cannot be checked), "
                        + "3 a --gate failed (the report is written)."})
public final class GeometryCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    CorpusOptions corpus;

    @Mixin
    GeometryOptions geometry;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = "Seed of the silhouette and MST samples and of k-means (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--block-size", defaultValue = "4096", paramLabel = "ROWS",
            description = "Rows per block of the all-pairs pass; a task holds two blocks, 1024 x ROWS float scores "
                    + "and two neighbour tables (default: ${DEFAULT-VALUE}).")
    int blockSize;

    @Mixin
    QuietOption quiet;

    @Mixin
    OutputOption output;

    @Mixin
    GateOptions gates;

    @Override
    public Integer call() {
        geometry.refuseWithoutEffect(GivenOptions.of(spec));
        var settings = geometry.toSettings(seed);
        var parsedGates = gates.parse(GatedReport.GEOMETRY);
        if (blockSize < 1) {
            throw new InvalidInputException("--block-size: must be positive, got " + blockSize);
        }
        String out = output.out;
        corpus.checkOutputDirectory(out);
        var session = corpus.spark.session();
        String first = corpus.input.first();
        var cfg = new GeometryConfig(first, corpus.preparation(session), settings, blockSize, out, corpus.commandLine(),
                parsedGates);
        var log = quiet.progress(spec.commandLine().getErr());
        var report = GeometryJob.run(session, cfg, log);
        var stdout = spec.commandLine().getOut();
        stdout.print(table(report.geometry()));
        stdout.println("report: " + out + "/report.html, " + out + "/report.json, " + out + "/report.md");
        stdout.flush();
        return GateOptions.outcome(report, stdout, spec.commandLine().getErr());
    }

    /** A per-group console table of the headline metrics. */
    static String table(GeometryReport g) {
        var sb = new StringBuilder(String.format(Locale.ROOT, "%-20s %9s %9s %9s %9s %9s %9s %9s%n", "group", "samples",
                "recall@1", "nmi", "align+", "align-", "U_KL", "silh."));
        g.perGroup().forEach((name, m) -> sb.append(String.format(Locale.ROOT, "%-20s %9d %9s %9s %9s %9s %9s %9s%n",
                ConsoleText.plain(name), m.samples(), f(m.recallAt1()), f(m.nmi()), f(m.alignmentPositive()), f(m.alignmentNegative()),
                f(m.uniformityKL()), f(m.silhouette()))));
        var c = g.clustering();
        sb.append(String.format(Locale.ROOT, "silhouette %s, Calinski-Harabasz %s, Davies-Bouldin %s%n",
                f(c.silhouette()), f(c.calinskiHarabasz()), f(c.daviesBouldin())));
        return sb.toString();
    }

    private static String f(GeometryValue v) {
        return v == null ? "-" : v.defined() ? String.format(Locale.ROOT, "%.4g", v.value()) : "undef";
    }
}
