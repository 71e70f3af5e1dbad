package org.fairscore.jobs.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

@Command(name = "fairscore", mixinStandardHelpOptions = true, version = "fairscore 0.1.0",
        description = "Audit the demographic fairness of embedding models on Apache Spark.",
        subcommands = {DemoCommand.class, GenerateCommand.class, PrepCommand.class, AuditCommand.class, GeometryCommand.class,
                AssociateCommand.class,
                GeometryRunsCommand.class, PairsCommand.class, DownstreamCommand.class, PredictionFairnessCommand.class,
                MitigateCommand.class, ApplyCommand.class, ReportCommand.class, CompareCommand.class, BenchCommand.class},
        footer = {"", "Exit codes: 0 success, 1 internal error, 2 bad input or configuration, 3 a fairness gate failed."})
public final class FairscoreCommand {
    @Spec
    CommandSpec spec;

    /** Before any command runs, so Spark starts with the levels asked for. */
    @Option(names = "--verbose", scope = ScopeType.INHERIT,
            description = "Also show the warnings of Spark, Hadoop, netlib and ND4J on stderr (by default only their "
                    + "errors).")
    void verbose(boolean on) {
        if (on && !VerboseLogging.showWarnings()) {
            spec.commandLine().getErr().println("fairscore: --verbose: the logging in use is not log4j2, whose "
                    + "levels --verbose sets; set the levels in its own configuration");
        }
    }
}
