package org.fairscore.prep;

import java.util.List;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.bins.Bins;

/**
 * What to prepare and how. Built by the command line; defaults are applied by the compact constructor,
 * so {@code null} means "default" for every optional field.
 *
 * @param inputs             files or directories (any Hadoop file system)
 * @param metadata           for a single .npy: its metadata CSV (else {@code <stem>.meta.csv} beside it)
 * @param format             parquet, csv, npy, arrow (ipc, feather); null: from the file extensions
 * @param idCol              sample id column (default {@code sample_id})
 * @param labelCol           label column (default {@code label})
 * @param groupCols          sensitive attributes; several form intersectional groups
 * @param embeddingCol       embedding column (default {@code embedding}); CSV may use e0..e{d-1} instead
 * @param dim                expected dimension; null: the most common one
 * @param maxRejectFraction  in [0, 1]; 0 (default): any invalid row fails the run
 * @param templateCol        column of template ids ({@code --template-col}), kept in each sample's attributes map
 *                           under its own name; null (default): no templates
 * @param bins               numeric attributes turned into bands ({@code --bin}); null: none
 */
public record PrepConfig(
        List<String> inputs,
        String metadata,
        String format,
        String idCol,
        String labelCol,
        List<String> groupCols,
        String embeddingCol,
        Integer dim,
        double maxRejectFraction,
        String templateCol,
        Bins bins) {

    public static final String DEFAULT_ID_COL = "sample_id";
    public static final String DEFAULT_LABEL_COL = "label";
    public static final String DEFAULT_EMBEDDING_COL = "embedding";

    public PrepConfig {
        if (inputs == null || inputs.isEmpty()) {
            throw new InvalidInputException("inputs: give at least one file or directory");
        }
        inputs = List.copyOf(inputs);
        idCol = idCol == null ? DEFAULT_ID_COL : idCol;
        labelCol = labelCol == null ? DEFAULT_LABEL_COL : labelCol;
        embeddingCol = embeddingCol == null ? DEFAULT_EMBEDDING_COL : embeddingCol;
        if (groupCols == null || groupCols.isEmpty()) {
            throw new InvalidInputException("group-by: name at least one sensitive-attribute column");
        }
        groupCols = List.copyOf(groupCols);
        if (groupCols.stream().distinct().count() != groupCols.size()) {
            throw new InvalidInputException("group-by: a column is named twice: " + groupCols);
        }
        if (dim != null && dim < 1) {
            throw new InvalidInputException("dim: must be at least 1, got " + dim);
        }
        if (!(maxRejectFraction >= 0 && maxRejectFraction <= 1)) {
            throw new InvalidInputException("max-reject-fraction: must be in [0, 1], got " + maxRejectFraction);
        }
        if (templateCol != null && groupCols.contains(templateCol)) {
            throw new InvalidInputException("template-col: '" + templateCol + "' is also a group column; a template "
                    + "id names a set of samples of one subject, not a demographic attribute");
        }
        bins = bins == null ? Bins.none() : bins;
    }

    /** No template column, no bins. */
    public PrepConfig(List<String> inputs, String metadata, String format, String idCol, String labelCol,
                      List<String> groupCols, String embeddingCol, Integer dim, double maxRejectFraction) {
        this(inputs, metadata, format, idCol, labelCol, groupCols, embeddingCol, dim, maxRejectFraction, null, null);
    }

    /** No template column. */
    public PrepConfig(List<String> inputs, String metadata, String format, String idCol, String labelCol,
                      List<String> groupCols, String embeddingCol, Integer dim, double maxRejectFraction, Bins bins) {
        this(inputs, metadata, format, idCol, labelCol, groupCols, embeddingCol, dim, maxRejectFraction, null, bins);
    }

    /** The common case: defaults for everything but inputs and group columns. */
    public static PrepConfig of(List<String> inputs, List<String> groupCols) {
        return new PrepConfig(inputs, null, null, null, null, groupCols, null, null, 0.0);
    }

    public PrepConfig withMetadata(String m) {
        return new PrepConfig(inputs, m, format, idCol, labelCol, groupCols, embeddingCol, dim, maxRejectFraction, templateCol, bins);
    }

    public PrepConfig withFormat(String f) {
        return new PrepConfig(inputs, metadata, f, idCol, labelCol, groupCols, embeddingCol, dim, maxRejectFraction, templateCol, bins);
    }

    public PrepConfig withColumns(String id, String label, String embedding) {
        return new PrepConfig(inputs, metadata, format, id, label, groupCols, embedding, dim, maxRejectFraction, templateCol, bins);
    }

    public PrepConfig withDim(Integer d) {
        return new PrepConfig(inputs, metadata, format, idCol, labelCol, groupCols, embeddingCol, d, maxRejectFraction, templateCol, bins);
    }

    public PrepConfig withTemplateCol(String t) {
        return new PrepConfig(inputs, metadata, format, idCol, labelCol, groupCols, embeddingCol, dim, maxRejectFraction, t, bins);
    }

    public PrepConfig withBins(Bins b) {
        return new PrepConfig(inputs, metadata, format, idCol, labelCol, groupCols, embeddingCol, dim, maxRejectFraction, templateCol, b);
    }

    public PrepConfig withMaxRejectFraction(double f) {
        return new PrepConfig(inputs, metadata, format, idCol, labelCol, groupCols, embeddingCol, dim, f, templateCol, bins);
    }
}
