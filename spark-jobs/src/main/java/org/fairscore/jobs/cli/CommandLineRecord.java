package org.fairscore.jobs.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/** The command line a run records in OUT/run.json: {@code fairscore} and the arguments the command parsed. */
final class CommandLineRecord {
    private CommandLineRecord() {
    }

    static List<String> of(CommandSpec command) {
        var line = new ArrayList<String>(List.of("fairscore"));
        line.addAll(command.commandLine().getParseResult().originalArgs());
        return line;
    }
}
