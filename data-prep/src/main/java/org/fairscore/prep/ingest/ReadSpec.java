package org.fairscore.prep.ingest;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.fairscore.prep.bins.Bins;

/**
 * Which input columns a reader looks for. Serializable: readers ship it to their tasks.
 *
 * @param storedCols attribute columns read and stored besides the group columns (every other column of the input,
 *                   see {@link StoredColumns}); they are not grouped by, and may be empty in a row
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

    /** Every attribute column read: the group columns, then the stored ones. A raw row's attrs are in this order. */
    public List<String> attributeCols() {
        var all = new ArrayList<>(groupCols);
        all.addAll(storedCols);
        return all;
    }

    /** This spec also reading {@code stored} (the group columns among them are skipped). */
    public ReadSpec storing(List<String> stored) {
        var extra = stored.stream().filter(c -> !groupCols.contains(c)).toList();
        return new ReadSpec(idCol, labelCol, groupCols, embeddingCol, extra, bins);
    }

    public ReadSpec withBins(Bins b) {
        return new ReadSpec(idCol, labelCol, groupCols, embeddingCol, storedCols, b);
    }
}
