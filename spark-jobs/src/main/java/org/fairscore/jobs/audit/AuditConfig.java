package org.fairscore.jobs.audit;

import org.fairscore.core.audit.AuditSettings;
import org.fairscore.prep.PrepConfig;

/**
 * A typed audit request; the command line only parses into it.
 *
 * @param input     a directory written by {@code fairscore prep}, or raw input described by {@code prep}
 * @param prep      how to read raw input (ignored for a prepared directory)
 * @param settings  what to compute
 * @param blockSize rows per block: a tile is blockSize² scores (default 2048: a 16 MiB score tile)
 * @param out       output directory, replaced atomically
 */
public record AuditConfig(String input, PrepConfig prep, AuditSettings settings, int blockSize, String out) {
    public static final int DEFAULT_BLOCK_SIZE = 8192;

    public AuditConfig {
        if (blockSize < 1) {
            throw new IllegalArgumentException("block size must be positive: " + blockSize);
        }
    }
}
