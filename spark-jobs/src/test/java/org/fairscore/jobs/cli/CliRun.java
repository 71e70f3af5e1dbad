package org.fairscore.jobs.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.fairscore.jobs.report.ReportSchemaAssert;

/** One run of the command line in-process, as the tests see it: exit code, standard output, standard error. */
public record CliRun(int code, String out, String err) {

    /** Runs {@code fairscore args…} through {@link Main#run} with captured output. */
    public static CliRun run(String... args) {
        var out = new StringWriter();
        var err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        ReportSchemaAssert.assertOutputValid(code, args); // every report a test writes matches docs/report.schema.json
        return new CliRun(code, out.toString(), err.toString());
    }

    /** {@link #run(String...)} with the arguments as a list. */
    public static CliRun run(List<String> args) {
        return run(args.toArray(String[]::new));
    }
}
