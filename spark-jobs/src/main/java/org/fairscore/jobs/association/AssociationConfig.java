package org.fairscore.jobs.association;

import java.util.List;
import org.fairscore.core.gates.Gate;
import org.fairscore.prep.PrepConfig;

/**
 * A typed association request; the command line only parses into it.
 *
 * @param input       a directory written by {@code fairscore prep} (with or without {@code --text-col}), or a raw
 *                    embeddings file described by {@code prep}
 * @param prep        how to read raw input (null for a prepared directory)
 * @param sets        the parsed sets file
 * @param out         output directory, replaced atomically
 * @param commandLine the arguments as run, recorded in {@code OUT/run.json}
 * @param gates       release gates, evaluated into report.json before it is written (empty: none)
 */
public record AssociationConfig(String input, PrepConfig prep, SetsFile.Sets sets, String out, List<String> commandLine,
                                List<Gate> gates) {
    public AssociationConfig {
        commandLine = commandLine == null ? List.of() : List.copyOf(commandLine);
        gates = gates == null ? List.of() : List.copyOf(gates);
    }

    /** No gates. */
    public AssociationConfig(String input, PrepConfig prep, SetsFile.Sets sets, String out, List<String> commandLine) {
        this(input, prep, sets, out, commandLine, List.of());
    }
}
