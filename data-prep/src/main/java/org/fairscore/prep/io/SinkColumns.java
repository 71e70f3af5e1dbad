package org.fairscore.prep.io;

import java.util.List;

/** Column layout shared by every sink: id, label, attributes, then the embedding of dimension {@code dim}. */
record SinkColumns(String idCol, String labelCol, List<String> attrCols, int dim) {
    SinkColumns {
        attrCols = List.copyOf(attrCols);
    }

    void check(List<String> attributeValues, float[] embedding) {
        if (attributeValues.size() != attrCols.size()) {
            throw new IllegalArgumentException(
                    "expected " + attrCols.size() + " attribute values " + attrCols + ", got " + attributeValues);
        }
        if (embedding.length != dim) {
            throw new IllegalArgumentException("expected an embedding of dimension " + dim + ", got " + embedding.length);
        }
    }
}
