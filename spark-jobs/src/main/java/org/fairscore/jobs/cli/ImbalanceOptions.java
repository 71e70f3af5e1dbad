package org.fairscore.jobs.cli;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.imbalance.ImbalanceConfig;
import org.fairscore.prep.imbalance.ImbalanceProtocol;
import picocli.CommandLine.Option;

/** {@code prep --imbalance}: the options of finDML's imbalance protocol ({@link ImbalanceProtocol}), parsed into its config. */
public final class ImbalanceOptions {
    @Option(names = "--imbalance",
            description = "Write seeded imbalanced variants instead: OUT/seed-<s>/ per seed, each a prepared corpus in "
                    + "which --imbalance-classes labels lose --imbalance-fraction of their training samples (finDML).")
    boolean enabled;

    @Option(names = "--imbalance-classes", defaultValue = "" + ImbalanceConfig.DEFAULT_CLASSES, paramLabel = "N",
            description = "How many labels lose training samples (default: ${DEFAULT-VALUE}).")
    int classes;

    @Option(names = "--imbalance-fraction", defaultValue = ImbalanceConfig.DEFAULT_FRACTION, paramLabel = "F",
            description = "Fraction of each chosen label's training samples it loses, floor(F * n) rows (default: ${DEFAULT-VALUE}).")
    String fraction;

    @Option(names = "--imbalance-seeds", split = ",", paramLabel = "S",
            description = "One draw per seed (default: 1).")
    List<Long> seeds = new ArrayList<>(List.of(1L));

    @Option(names = "--imbalance-split-col", paramLabel = "COL",
            description = "Column with train/test per sample: only train rows are dropped (default: every row is a "
                    + "training row).")
    String splitCol;

    @Option(names = "--columns-from", paramLabel = "FILE",
            description = "CSV or Parquet file with the sample id and the split column (default: the raw input).")
    String columnsFrom;

    /** The protocol's parameters (exit 2 on a fraction that is not a number or out of range). */
    ImbalanceConfig toConfig() {
        BigDecimal f;
        try {
            f = new BigDecimal(fraction.trim());
        } catch (NumberFormatException e) {
            throw new InvalidInputException("imbalance-fraction: not a number: '" + fraction + "'");
        }
        return new ImbalanceConfig(classes, f, seeds, splitCol, columnsFrom);
    }
}
