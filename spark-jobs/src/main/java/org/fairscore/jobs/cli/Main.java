package org.fairscore.jobs.cli;

import java.io.PrintWriter;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.jobs.scoring.TerminalWriter;
import picocli.CommandLine;

/** Entry point of bin/fairscore and of spark-submit. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        var out = new PrintWriter(System.out, true);
        var err = TerminalWriter.forStderr(System.err);
        int code = run(args, out, err);
        out.flush();
        err.flush();
        SparkSession.getActiveSession().foreach(s -> {
            s.stop();
            return null;
        });
        if (code == 0 && "cluster".equals(System.getProperty("spark.submit.deployMode"))) {
            // In YARN cluster mode the driver runs inside the ApplicationMaster, which loads the Spark configuration
            // into system properties; its shutdown hook marks an application that calls System.exit — even with 0 —
            // FAILED (EXIT_EARLY) and YARN retries it. A successful run returns from main instead, and the AM reports
            // SUCCEEDED (docs/cluster.md). Exit codes 2 and 3 still exit: YARN then reports FAILED, as it should.
            return;
        }
        if (recordingClassArchive()) {
            // bin/fairscore's first run after a build writes the class-data archive as the JVM exits, on top of the
            // heap the run grew: the 200k x 128 audit peaked at 2.61 and 2.96 GB that way, against 2.05 to 2.28 GB
            // without. A full collection first hands the heap's free part back, so the archive's writing stays under
            // the run's own peak.
            System.gc();
        }
        System.exit(code);
    }

    /** Whether the JVM writes a class-data archive at exit (bin/fairscore's recording run). */
    private static boolean recordingClassArchive() {
        return java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .anyMatch(a -> a.startsWith("-XX:ArchiveClassesAtExit"));
    }

    /** Runs a command line and returns its exit code; tests call this with their own writers. */
    public static int run(String[] args, PrintWriter out, PrintWriter err) {
        var cli = new CommandLine(new FairscoreCommand())
                .setOut(out)
                .setErr(err)
                .setExecutionExceptionHandler(new ExitCodes());
        ConfigFile.Expanded expanded;
        try {
            expanded = ConfigFile.expand(cli, args);
        } catch (InvalidInputException e) {
            err.println("fairscore: error: " + e.getMessage());
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
        var usual = cli.getParameterExceptionHandler();
        cli.setParameterExceptionHandler((e, a) -> {
            String fromFile = expanded.describe(e);
            if (fromFile == null) {
                return usual.handleParseException(e, a);
            }
            e.getCommandLine().getErr().println("fairscore: error: " + fromFile);
            e.getCommandLine().getErr().flush();
            return ExitCodes.BAD_INPUT;
        });
        return cli.execute(expanded.args());
    }
}
