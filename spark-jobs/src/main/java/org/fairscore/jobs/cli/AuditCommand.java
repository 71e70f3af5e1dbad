package org.fairscore.jobs.cli;

import java.util.concurrent.Callable;
import org.fairscore.jobs.audit.AuditConfig;
import org.fairscore.jobs.audit.AuditJob;
import org.fairscore.prep.PrepJob;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "audit", mixinStandardHelpOptions = true,
        description = {"Audit per-group verification error rates of an embedding corpus.",
                "Scores every unordered intra-group pair (cosine similarity), sets one global threshold per FAR "
                        + "level from all groups' impostor pairs, and reports per-group FAR/FRR with counts, the "
                        + "differentials (BFAR, BFRR, max/min, max-min, FDR, IR, GARBE), EER, score statistics "
                        + "and histograms. Thresholds and counts are exact.",
                "Writes OUT/report.json, OUT/report.md (and OUT/rejects/), then OUT/_SUCCESS.",
                "Exit codes: 0 success, 1 internal error, 2 bad input or configuration."})
public final class AuditCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    InputOptions input;

    @Mixin
    AuditOptions audit;

    @Mixin
    SparkOptions spark;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Output directory (replaced atomically).")
    String out;

    @Override
    public Integer call() {
        var settings = audit.toSettings();
        var session = spark.session();
        String first = input.inputs.get(0);
        boolean prepared = input.inputs.size() == 1 && PrepJob.isPrepared(session, first);
        var cfg = new AuditConfig(first, prepared ? null : input.toPrepConfig(), settings, audit.blockSize, out);
        var progress = audit.quiet ? new java.io.PrintWriter(java.io.Writer.nullWriter()) : spec.commandLine().getErr();
        var report = AuditJob.run(session, cfg, progress);
        var stdout = spec.commandLine().getOut();
        stdout.print(ConsoleTable.render(report));
        stdout.println("report: " + out + "/report.json, " + out + "/report.md");
        stdout.flush();
        return ExitCodes.OK;
    }
}
