package org.fairscore.jobs.audit;

import java.util.List;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.gates.Gate;
import org.fairscore.prep.PrepConfig;

/**
 * A typed audit request; the command line only parses into it.
 *
 * @param input       a directory written by {@code fairscore prep}, or raw input described by {@code prep}
 * @param prep        how to read raw input, or to regroup a prepared directory; null: the prepared directory as written
 * @param settings    what to compute
 * @param blockSize   rows per scoring block, 0 for automatic (memory per task: see {@link VerificationScoring})
 * @param out         output directory, replaced atomically
 * @param gates       fairness gates, evaluated into report.json before it is written (empty: none)
 * @param commandLine the arguments as run, recorded in {@code OUT/run.json} (never in report.json)
 * @param strictIdentities an identity with samples in more than one group is bad input (exit code 2), not a warning
 * @param templateCol with {@code --template-col}: the column of template ids; the corpus' samples are averaged into
 *                    templates before scoring ({@link org.fairscore.jobs.template.TemplateCorpus}), and {@code prep}
 *                    reads the column. Null: samples are audited
 */
public record AuditConfig(String input, PrepConfig prep, AuditSettings settings, int blockSize, String out,
                          List<Gate> gates, List<String> commandLine, boolean strictIdentities, String templateCol) {
    /** 0: chosen from the corpus ({@code ScoringOptions.autoBlockSize}). */
    public static final int DEFAULT_BLOCK_SIZE = 0;

    public AuditConfig {
        if (blockSize < 0) {
            throw new IllegalArgumentException("block size must be positive, or 0 for automatic: " + blockSize);
        }
        gates = gates == null ? List.of() : List.copyOf(gates);
        commandLine = commandLine == null ? List.of() : List.copyOf(commandLine);
        if (templateCol != null && prep != null) {
            prep = prep.withTemplateCol(templateCol); // raw input: prep must read the template ids
        }
    }

    /** Samples, not templates. */
    public AuditConfig(String input, PrepConfig prep, AuditSettings settings, int blockSize, String out,
                       List<Gate> gates, List<String> commandLine) {
        this(input, prep, settings, blockSize, out, gates, commandLine, false, null);
    }

    /** Samples, or templates of {@code templateCol}; identities across groups are a warning. */
    public AuditConfig(String input, PrepConfig prep, AuditSettings settings, int blockSize, String out,
                       List<Gate> gates, List<String> commandLine, String templateCol) {
        this(input, prep, settings, blockSize, out, gates, commandLine, false, templateCol);
    }

    /** This request, refusing identities across groups or not. */
    public AuditConfig withStrictIdentities(boolean strict) {
        return new AuditConfig(input, prep, settings, blockSize, out, gates, commandLine, strict, templateCol);
    }

    /** No gates, no recorded command line. */
    public AuditConfig(String input, PrepConfig prep, AuditSettings settings, int blockSize, String out) {
        this(input, prep, settings, blockSize, out, List.of(), List.of(), false, null);
    }
}
