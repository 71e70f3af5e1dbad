package org.fairscore.jobs.geometry;

import java.util.List;
import org.fairscore.core.gates.Gate;
import org.fairscore.core.geometry.GeometrySettings;
import org.fairscore.prep.PrepConfig;

/**
 * A typed geometry request; the command line only parses into it.
 *
 * @param input       a directory written by {@code fairscore prep}, or raw input described by {@code prep}
 * @param prep        how to read raw input (null for a prepared directory)
 * @param settings    what to compute
 * @param blockSize   rows per block of the all-pairs pass
 * @param out         output directory, replaced atomically
 * @param commandLine the arguments as run, recorded in {@code OUT/run.json}
 * @param gates       release gates, evaluated into report.json before it is written (empty: none)
 */
public record GeometryConfig(String input, PrepConfig prep, GeometrySettings settings, int blockSize, String out,
                             List<String> commandLine, List<Gate> gates) {
    public GeometryConfig {
        if (blockSize < 1) {
            throw new IllegalArgumentException("block size must be positive: " + blockSize);
        }
        commandLine = commandLine == null ? List.of() : List.copyOf(commandLine);
        gates = gates == null ? List.of() : List.copyOf(gates);
    }

    /** No gates. */
    public GeometryConfig(String input, PrepConfig prep, GeometrySettings settings, int blockSize, String out,
                          List<String> commandLine) {
        this(input, prep, settings, blockSize, out, commandLine, List.of());
    }
}
