package org.fairscore.jobs.cli;

import picocli.CommandLine.Option;

/**
 * {@code --config FILE}: the option itself. {@link ConfigFile} reads the file before picocli parses,
 * so that its settings count as given (required options, types, defaults) and the command line wins.
 */
public final class ConfigOption {
    @Option(names = ConfigFile.OPTION, paramLabel = "FILE",
            description = "YAML file of options: keys are the long option names without '--' (gates: a list of "
                    + "--gate expressions, where the command takes --gate); the command line overrides the file. See conf/*.yaml.")
    String file;
}
