package org.fairscore.prep.ingest;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.fairscore.prep.bins.Bins;

/**
 * Which input columns a reader looks for. Serializable: readers ship it to their tasks.
 *
 * @param storedCols every attribute column of the input in its order, the group columns among them
 *                   ({@link StoredColumns}): all are read and stored, only the group columns grouped by; empty when
 *                   only the group columns are read
 * @param bins       attributes turned into bands before they are stored or grouped
 */
public record ReadSpec(String idCol, String labelCol, List<String> groupCols, String embeddingCol,
                       List<String> storedCols, Bins bins)
        implements Serializable {
    public ReadSpec {
        groupCols = List.copyOf(groupCols);
        storedCols = storedCols == null ? List.of() : List.copyOf(storedCols);
        bins = bins == null ? Bins.none() : bins;
    }

    /** Only the group columns, no bins. */
    public ReadSpec(String idCol, String labelCol, List<String> groupCols, String embeddingCol) {
        this(idCol, labelCol, groupCols, embeddingCol, null, null);
    }

    /** Every attribute column read: the group columns, then the other stored ones. A raw row's attrs are in this order. */
    public List<String> attributeCols() {
        var all = new ArrayList<>(groupCols);
        storedCols.stream().filter(c -> !groupCols.contains(c)).forEach(all::add);
        return all;
    }

    /** The stored attributes as the manifest lists them: in the input's order (so whatever the group columns). */
    public List<String> storedOrder() {
        var all = new ArrayList<>(storedCols);
        groupCols.stream().filter(c -> !storedCols.contains(c)).forEach(all::add);
        return all;
    }

    /** This spec also reading {@code stored}, every attribute column of the input in its order. */
    public ReadSpec storing(List<String> stored) {
        return new ReadSpec(idCol, labelCol, groupCols, embeddingCol, stored, bins);
    }

    public ReadSpec withBins(Bins b) {
        return new ReadSpec(idCol, labelCol, groupCols, embeddingCol, storedCols, b);
    }
}
