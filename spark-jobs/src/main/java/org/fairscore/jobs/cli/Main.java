package org.fairscore.jobs.cli;

import java.io.PrintWriter;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine;

/** Entry point of bin/fairscore and of spark-submit. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        int code = run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true));
        SparkSession.getActiveSession().foreach(s -> {
            s.stop();
            return null;
        });
        System.exit(code);
    }

    /** Runs a command line and returns its exit code; tests call this with their own writers. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        var cli = new CommandLine(new FairscoreCommand())
                .setOut(out)
                .setErr(err)
                .setExecutionExceptionHandler(new ExitCodes());
        return cli.execute(args);
    }
}
