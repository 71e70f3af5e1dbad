package org.fairscore.prep.ingest;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * Which input columns a reader looks for. Serializable: readers ship it to their tasks.
 *
 * @param templateCol the column of template ids ({@code --template-col}), read after the group columns into a raw
 *                    row's attribute values; null when samples are not grouped into templates
 */
public record ReadSpec(String idCol, String labelCol, List<String> groupCols, String embeddingCol, String templateCol)
        implements Serializable {
    public ReadSpec {
        groupCols = List.copyOf(groupCols);
    }

    /** No template column. */
    public ReadSpec(String idCol, String labelCol, List<String> groupCols, String embeddingCol) {
        this(idCol, labelCol, groupCols, embeddingCol, null);
    }

    /**
     * The columns read into {@link RawColumns#ATTRS}, in order: the group columns, then the template column when
     * there is one (so a missing template id is rejected like a missing attribute, naming its column).
     */
    public List<String> attributeCols() {
        if (templateCol == null) {
            return groupCols;
        }
        var all = new ArrayList<>(groupCols);
        all.add(templateCol);
        return List.copyOf(all);
    }
}
