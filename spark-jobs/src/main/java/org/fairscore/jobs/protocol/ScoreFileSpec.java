package org.fairscore.jobs.protocol;

import java.io.Serializable;
import java.util.List;
import org.fairscore.core.model.InvalidInputException;

/**
 * How to read a score file (the CLI only parses into this).
 *
 * @param path        the score file (CSV, Parquet file or directory, or bob text)
 * @param format      its layout
 * @param scoreCol    table: score column
 * @param genuineCol  table: declared genuine flag column (true/false, 1/0, genuine/impostor); optional when
 *                    the label columns are present, checked against them when both are
 * @param labelCols   table: the identity labels of the two sides (optional)
 * @param groupCols   table: the groups of the two sides (optional: else from subject metadata, else "all")
 * @param sampleCols  table: the sample ids of the two sides (optional; only to count samples)
 * @param metadata    subject-metadata file (CSV or Parquet) giving each subject's group, or null
 * @param subjectCol  its subject (identity) column
 * @param groupBy     its attribute column(s) forming the groups
 * @param distance    scores are distances (lower = more similar): audited negated, reported on the distance scale
 * @param ftaInRates  also report FAR and FRR with failures to acquire folded in (bob.measure's convention)
 */
public record ScoreFileSpec(String path, ScoreFormat format, String scoreCol, String genuineCol, List<String> labelCols,
                            List<String> groupCols, List<String> sampleCols, String metadata, String subjectCol,
                            List<String> groupBy, boolean distance, boolean ftaInRates) implements Serializable {
    public ScoreFileSpec {
        labelCols = List.copyOf(labelCols);
        groupCols = List.copyOf(groupCols);
        sampleCols = List.copyOf(sampleCols);
        groupBy = List.copyOf(groupBy);
        for (var pair : List.of(labelCols, groupCols, sampleCols)) {
            if (pair.size() != 2) {
                throw new InvalidInputException("--score-label-cols, --score-group-cols and --pair-cols take two column "
                        + "names (side a, side b), got " + pair);
            }
        }
        if (metadata != null && format == ScoreFormat.BOB_2COL) {
            throw new InvalidInputException("--subject-metadata: bob-2col rows do not name subjects; without them "
                    + "all comparisons form the single group 'all'");
        }
        if (metadata != null && groupBy.isEmpty()) {
            throw new InvalidInputException("--subject-metadata needs --group (the attribute column(s) forming the groups)");
        }
    }
}
