package org.fairscore.prep.ingest;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.fairscore.core.model.InvalidInputException;

/**
 * Where the configured columns sit in one CSV file's header. The embedding is either one column
 * (space-separated numbers) named like the configured embedding column, or columns {@code e0..e{d-1}};
 * in metadata mode (the CSV beside a .npy) there is none.
 *
 * <p>Header names are matched after stripping surrounding whitespace ({@code "id, label"} names {@code label}),
 * and a name that occurs twice after stripping is bad input naming it: a reader picking one of the two would
 * read the wrong column without a word.
 *
 * @param names          the header's names, stripped, by position (for messages)
 * @param embeddingIndex index of the single embedding column, or -1
 * @param componentIndex indices of e0, e1, … when split, else empty
 */
record CsvLayout(String[] names, int idIndex, int labelIndex, int[] attrIndex, int embeddingIndex,
        int[] componentIndex) implements Serializable {

    int width() {
        return names.length;
    }

    boolean split() {
        return componentIndex.length > 0;
    }

    /** The header name of cell {@code i}, or "cell N" (1-based) past the header's last column. */
    String columnOf(int i) {
        return i < names.length ? names[i] : "cell " + (i + 1);
    }

    static CsvLayout of(String file, String[] header, ReadSpec spec, boolean withEmbedding) {
        var names = new ArrayList<String>();
        for (var h : header) {
            names.add(h.strip());
        }
        CsvRecords.rejectDuplicates(file, header);
        int id = require(file, names, spec.idCol(), spec);
        int label = require(file, names, spec.labelCol(), spec);
        var attributeCols = spec.attributeCols();
        int[] attrs = new int[attributeCols.size()];
        for (int i = 0; i < attrs.length; i++) {
            attrs[i] = require(file, names, attributeCols.get(i), spec);
        }
        int single = -1;
        int[] components = new int[0];
        if (withEmbedding) {
            single = names.indexOf(spec.embeddingCol());
            if (single < 0) {
                components = componentColumns(names);
                if (components.length == 0) {
                    throw new InvalidInputException(file + ": the header has neither a column '" + spec.embeddingCol()
                            + "' (space-separated numbers) nor columns e0, e1, …"
                            + MissingColumn.hint(spec.embeddingCol(), spec, names));
                }
            }
        }
        return new CsvLayout(names.toArray(new String[0]), id, label, attrs, single, components);
    }

    private static int[] componentColumns(List<String> names) {
        var idx = new ArrayList<Integer>();
        for (int i = 0; names.indexOf("e" + i) >= 0; i++) {
            idx.add(names.indexOf("e" + i));
        }
        return idx.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int require(String file, List<String> names, String column, ReadSpec spec) {
        int i = names.indexOf(column);
        if (i < 0) {
            throw MissingColumn.of(file, column, spec, names);
        }
        return i;
    }

    @Override
    public String toString() {
        return "CsvLayout[id=" + idIndex + ", label=" + labelIndex + ", attrs=" + Arrays.toString(attrIndex)
                + ", embedding=" + embeddingIndex + ", components=" + componentIndex.length + "]";
    }
}
