package org.fairscore.jobs.cli;

import java.util.concurrent.Callable;
import org.fairscore.jobs.mitigation.ApplyJob;
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
    CorpusOptions corpus;

    @Option(names = "--model", required = true, paramLabel = "MODEL",
            description = "The module: a directory written by 'fairscore mitigate' (MODEL/module.json), or the "
                    + "report directory of 'mitigate --evaluate' (its model/module.json).")
    String model;

    @Mixin
    OutputOption output;

    @Override
    public Integer call() {
        String first = corpus.input.first(); // before the output check: exit 2 without --input
        String out = output.out;
        corpus.checkOutputDirectory(out, model);
        var session = corpus.spark.session();
        ApplyJob.run(session, model, first, corpus.preparation(session), out, spec.commandLine().getErr());
        spec.commandLine().getOut().println("corpus: " + out);
        spec.commandLine().getOut().flush();
        return ExitCodes.OK;
    }
}
