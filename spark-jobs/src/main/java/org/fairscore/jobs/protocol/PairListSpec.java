package org.fairscore.jobs.protocol;

import java.io.Serializable;
import java.util.List;
import org.fairscore.core.model.InvalidInputException;

/**
 * How to read a pair list (the CLI only parses into this).
 *
 * @param path       CSV or Parquet, one pair of sample ids per row
 * @param sampleCols the two sample id columns
 * @param genuineCol optional declared genuine flag column, checked against the corpus labels when present
 */
public record PairListSpec(String path, List<String> sampleCols, String genuineCol) implements Serializable {
    public PairListSpec {
        sampleCols = List.copyOf(sampleCols);
        if (sampleCols.size() != 2) {
            throw new InvalidInputException("--pair-cols takes two column names (side a, side b), got " + sampleCols);
        }
    }
}
