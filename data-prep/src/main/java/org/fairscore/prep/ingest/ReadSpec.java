package org.fairscore.prep.ingest;

import java.io.Serializable;
import java.util.List;

/** Which input columns a reader looks for. Serializable: readers ship it to their tasks. */
public record ReadSpec(String idCol, String labelCol, List<String> groupCols, String embeddingCol)
        implements Serializable {
    public ReadSpec {
        groupCols = List.copyOf(groupCols);
    }
}
