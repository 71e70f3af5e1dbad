package org.fairscore.jobs.cli;

import java.util.concurrent.Callable;
import org.fairscore.prep.PrepJob;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "prep", mixinStandardHelpOptions = true,
        description = {"Validate, L2-normalise and partition a corpus by group.",
                "Writes OUT/corpus/ (Parquet partitioned by group), OUT/manifest.json, OUT/rejects/ (with "
                        + "--max-reject-fraction), then OUT/_SUCCESS. Any invalid row fails with exit code 2 and a "
                        + "message naming file, data row and column.",
                "With --imbalance: finDML's imbalance protocol, one prepared corpus per seed in OUT/seed-<s>/ in which "
                        + "--imbalance-classes labels lose --imbalance-fraction of their training samples."})
public final class PrepCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    InputOptions input;

    @Mixin
    SparkOptions spark;

    @Mixin
    ConfigOption config;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "Output directory (replaced atomically).")
    String out;

    @Mixin
    ImbalanceOptions imbalance;

    @Override
    public Integer call() {
        var session = spark.session();
        if (imbalance.enabled) {
            return imbalance.run(session, input, out, spec.commandLine().getOut());
        }
        var corpus = PrepJob.prepare(session, input.toPrepConfig());
        PrepJob.write(corpus, out);
        var m = corpus.manifest();
        var stdout = spec.commandLine().getOut();
        stdout.printf("prep: %d samples (d = %d) in %d groups, %d rejected -> %s%n", m.samples(), m.dimension(),
                m.groups().size(), m.rejected(), out);
        stdout.flush();
        return ExitCodes.OK;
    }
}
