package org.fairscore.jobs.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.audit.ImpostorSampling;
import org.fairscore.core.bootstrap.IdentityBootstrap;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.jobs.audit.AuditConfig;
import org.fairscore.jobs.audit.AuditJob;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "demo", mixinStandardHelpOptions = true,
        description = {"Generate a synthetic corpus, prep it and audit it by race with the cross-group matrix.",
                "Writes OUT/corpus.csv, OUT/prepared/ and OUT/report/ (report.json, report.html, report.md)."})
public final class DemoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    SparkOptions spark;

    @Mixin
    ConfigOption config;

    @Option(names = "--out", defaultValue = "out/demo", paramLabel = "DIR", description = "Output directory (default: ${DEFAULT-VALUE}).")
    Path out;

    @Option(names = "--samples", defaultValue = "16000", paramLabel = "N", description = "Samples (default: ${DEFAULT-VALUE}).")
    int samples;

    @Option(names = "--dim", defaultValue = "128", paramLabel = "D", description = "Embedding dimension (default: ${DEFAULT-VALUE}).")
    int dim;

    @Override
    public Integer call() {
        var stdout = spec.commandLine().getOut();
        var err = spec.commandLine().getErr();
        long started = System.nanoTime();
        Path csv = out.resolve("corpus.csv");
        long n = CorpusGenerator.write(SyntheticCorpus.defaults(samples, dim, 7), "csv", csv);
        err.printf("demo: generated %d samples (d = %d) -> %s%n", n, dim, csv);
        err.flush();
        var session = spark.session();
        var prepConfig = new PrepConfig(List.of(csv.toString()), null, "csv", CorpusGenerator.ID_COL,
                CorpusGenerator.LABEL_COL, List.of("race"), PrepConfig.DEFAULT_EMBEDDING_COL, dim, 0.0);
        String prepared = out.resolve("prepared").toString();
        PrepJob.write(PrepJob.prepare(session, prepConfig), prepared);
        err.println("demo: prepared -> " + prepared);
        err.flush();
        var levels = AuditSettings.DEFAULT_LEVELS.stream().map(l -> FarLevel.parse(l, "far")).toList();
        var settings = new AuditSettings(levels, AcceptanceRule.ABOVE, 0.5, true, ImpostorSampling.none(),
                IdentityBootstrap.DEFAULT_REPLICATES, 7);
        String reportDir = out.resolve("report").toString();
        var commandLine = new java.util.ArrayList<String>(List.of("fairscore"));
        commandLine.addAll(spec.commandLine().getParseResult().originalArgs());
        var report = AuditJob.run(session, new AuditConfig(prepared, null, settings, AuditConfig.DEFAULT_BLOCK_SIZE,
                reportDir, List.of(), commandLine), err);
        stdout.print(ConsoleTable.render(report));
        stdout.printf("report: %s/report.html, %s/report.json, %s/report.md (%.1f s)%n", reportDir, reportDir, reportDir,
                (System.nanoTime() - started) / 1e9);
        stdout.flush();
        return ExitCodes.OK;
    }
}
