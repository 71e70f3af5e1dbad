package org.fairscore.prep.ingest;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Which columns prep stores as attributes: every column of the input other than the id, the label and the embedding
 * (for a CSV without an embedding column, its components {@code e0..e{d-1}}), so a prepared corpus can later be
 * grouped by any of them. With several files, the columns every file has, in the first file's order: a column only
 * some files have is not stored (it is no row's error that another file lacks it).
 */
public final class StoredColumns {
    private static final Pattern COMPONENT = Pattern.compile("e(0|[1-9][0-9]*)");

    private StoredColumns() {
    }

    /**
     * @param headers each file's column names (stripped, as the readers match them), in reading order, without the
     *                embedding components of a CSV ({@link #withoutComponents})
     */
    public static List<String> of(List<List<String>> headers, ReadSpec spec) {
        if (headers.isEmpty()) {
            return List.of();
        }
        var common = new LinkedHashSet<>(headers.get(0));
        for (var h : headers.subList(1, headers.size())) {
            common.retainAll(h);
        }
        var out = new ArrayList<String>();
        for (var c : common) {
            if (!c.equals(spec.idCol()) && !c.equals(spec.labelCol()) && !c.equals(spec.embeddingCol())) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * A CSV header without its embedding components {@code e0, e1, …} when it has no embedding column (they are then
     * the embedding, see {@link CsvLayout}); with an embedding column, such a column is an attribute like any other.
     */
    public static List<String> withoutComponents(List<String> header, ReadSpec spec) {
        if (header.contains(spec.embeddingCol())) {
            return header;
        }
        return header.stream().filter(c -> !COMPONENT.matcher(c).matches()).toList();
    }
}
