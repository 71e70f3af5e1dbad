package org.fairscore.jobs.cli;

import picocli.CommandLine.Command;

@Command(name = "fairscore", mixinStandardHelpOptions = true, version = "fairscore 0.1.0",
        description = "Audit the demographic fairness of embedding models on Apache Spark.",
        subcommands = {DemoCommand.class, GenerateCommand.class, PrepCommand.class, AuditCommand.class, GeometryCommand.class,
                AssociateCommand.class,
                GeometryRunsCommand.class, PairsCommand.class, DownstreamCommand.class, PredictionFairnessCommand.class,
                MitigateCommand.class, ApplyCommand.class, ReportCommand.class, BenchCommand.class},
        footer = {"", "Exit codes: 0 success, 1 internal error, 2 bad input or configuration, 3 a fairness gate failed."})
public final class FairscoreCommand {
}
