package org.fairscore.prep.imbalance;

import java.math.BigDecimal;
import java.util.List;
import org.fairscore.core.model.InvalidInputException;

/**
 * The finDML imbalance protocol's parameters.
 *
 * @param classes     how many labels lose training samples (default 50)
 * @param fraction    the fraction of each chosen label's training samples it loses, in [0, 1] (default 0.9);
 *                    exact decimal, so ⌊fraction · n⌋ is computed without floating-point error
 * @param seeds       one draw per seed
 * @param splitCol    column with train/test per sample: only train rows are dropped (null: every row is a
 *                    training row)
 * @param columnsFrom CSV or Parquet file holding the id and split columns (null: the raw input)
 */
public record ImbalanceConfig(int classes, BigDecimal fraction, List<Long> seeds, String splitCol, String columnsFrom) {
    /** Decimal places a fraction may have (more than any corpus can resolve, within Spark's 38-digit decimals). */
    public static final int MAX_DECIMALS = 18;

    public static final int DEFAULT_CLASSES = 50;
    public static final String DEFAULT_FRACTION = "0.9";

    public ImbalanceConfig {
        if (classes < 1) {
            throw new InvalidInputException("imbalance-classes: must be at least 1, got " + classes);
        }
        if (fraction == null || fraction.signum() < 0 || fraction.compareTo(BigDecimal.ONE) > 0) {
            throw new InvalidInputException("imbalance-fraction: must be in [0, 1], got " + fraction);
        }
        if (fraction.scale() > MAX_DECIMALS) { // as written: 0e-999999999 is zero, but printing it takes 10^9 digits
            // the draw computes floor(fraction * n) as a Spark decimal, which holds at most 38 digits
            throw new InvalidInputException("imbalance-fraction: at most " + MAX_DECIMALS + " decimal places, got "
                    + fraction);
        }
        if (seeds == null || seeds.isEmpty()) {
            throw new InvalidInputException("imbalance-seeds: give at least one seed");
        }
        if (seeds.stream().distinct().count() != seeds.size()) {
            throw new InvalidInputException("imbalance-seeds: a seed is named twice: " + seeds);
        }
        seeds = List.copyOf(seeds);
    }
}
