package org.fairscore.jobs.cli;

import java.util.concurrent.Callable;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.jobs.mitigation.ApplyJob;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.io.OutputGuard;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "apply", mixinStandardHelpOptions = true,
        description = {"Map a corpus' embeddings through a Fairness Module trained by 'fairscore mitigate'.",
                "Reads --input (raw, or a directory written by 'fairscore prep'), applies g(z) = z + MLP(z) to every "
                        + "L2-normalised embedding in Spark tasks (the module's weights are broadcast), renormalises, and "
                        + "writes a prepared corpus: OUT/corpus/ (Parquet by group), OUT/manifest.json, then OUT/_SUCCESS. "
                        + "Audit it like any corpus: fairscore audit --input OUT --out REPORT.",
                "Exit codes: 0 success, 1 internal error, 2 bad input or configuration."})
public final class ApplyCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    InputOptions input;

    @Mixin
    SparkOptions spark;

    @Mixin
    ConfigOption config;

    @Option(names = "--model", required = true, paramLabel = "MODEL",
            description = "The module: a directory written by 'fairscore mitigate' (MODEL/module.json), or the "
                    + "report directory of 'mitigate --evaluate' (its model/module.json).")
    String model;

    @Option(names = "--out", required = true, paramLabel = "DIR", description = OutHelp.DIR)
    String out;

    @Override
    public Integer call() {
        if (input.inputs.isEmpty()) {
            throw new InvalidInputException("--input is required");
        }
        OutputGuard.checkDirectory(spark.hadoopConfiguration(), out, input.paths(config.file, model));
        var session = spark.session();
        String first = input.inputs.get(0);
        boolean prepared = input.inputs.size() == 1 && PrepJob.isPrepared(session, first);
        ApplyJob.run(session, model, first, prepared ? null : input.toPrepConfig(), out, spec.commandLine().getErr());
        spec.commandLine().getOut().println("corpus: " + out);
        spec.commandLine().getOut().flush();
        return ExitCodes.OK;
    }
}
