package org.fairscore.jobs.association;

import java.util.List;
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
 */
public record AssociationConfig(String input, PrepConfig prep, SetsFile.Sets sets, String out, List<String> commandLine) {
    public AssociationConfig {
        commandLine = commandLine == null ? List.of() : List.copyOf(commandLine);
    }
}
