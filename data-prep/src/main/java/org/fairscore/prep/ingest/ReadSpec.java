package org.fairscore.prep.ingest;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.fairscore.prep.bins.Bins;

/**
 * Which input columns a reader looks for. Serializable: readers ship it to their tasks.
 *
 * @param templateCol the column of template ids ({@code --template-col}), read after the group columns into a raw
 *                    row's attribute values and required in every row like them; null when samples are not grouped
 *                    into templates
 * @param storedCols  every attribute column of the input in its order, the group columns among them
 *                    ({@link StoredColumns}): all are read and stored, only the group columns grouped by; empty when
 *                    only the group (and template) columns are read
 * @param bins        attributes turned into bands before they are stored or grouped
 */
public record ReadSpec(String idCol, String labelCol, List<String> groupCols, String embeddingCol, String templateCol,
                       List<String> storedCols, Bins bins)
        implements Serializable {
    public ReadSpec {
        groupCols = List.copyOf(groupCols);
        storedCols = storedCols == null ? List.of() : List.copyOf(storedCols);
        bins = bins == null ? Bins.none() : bins;
    }

    /** Only the group columns, no template column, no bins. */
    public ReadSpec(String idCol, String labelCol, List<String> groupCols, String embeddingCol) {
        this(idCol, labelCol, groupCols, embeddingCol, null, null, null);
    }

    /** The group columns and a template column (null: none), no bins. */
    public ReadSpec(String idCol, String labelCol, List<String> groupCols, String embeddingCol, String templateCol) {
        this(idCol, labelCol, groupCols, embeddingCol, templateCol, null, null);
    }

    /**
     * Every attribute column read, in the order of a raw row's attribute values: the group columns, then the template
     * column when there is one, then the other stored ones.
     */
    public List<String> attributeCols() {
        var all = new ArrayList<>(groupCols);
        if (templateCol != null && !all.contains(templateCol)) {
            all.add(templateCol);
        }
        storedCols.stream().filter(c -> !all.contains(c)).forEach(all::add);
        return List.copyOf(all);
    }

    /** Whether every row must have a value in {@code column}: a group column, or the template column. */
    public boolean required(String column) {
        return groupCols.contains(column) || column.equals(templateCol);
    }

    /** The stored attributes as the manifest lists them: in the input's order (so whatever the group columns). */
    public List<String> storedOrder() {
        var all = new ArrayList<>(storedCols);
        attributeCols().stream().filter(c -> !storedCols.contains(c)).forEach(all::add);
        return all;
    }

    /** This spec also reading {@code stored}, every attribute column of the input in its order. */
    public ReadSpec storing(List<String> stored) {
        return new ReadSpec(idCol, labelCol, groupCols, embeddingCol, templateCol, stored, bins);
    }

    public ReadSpec withBins(Bins b) {
        return new ReadSpec(idCol, labelCol, groupCols, embeddingCol, templateCol, storedCols, b);
    }
}
