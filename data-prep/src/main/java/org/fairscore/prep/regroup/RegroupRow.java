package org.fairscore.prep.regroup;

import java.util.LinkedHashMap;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.fairscore.core.model.GroupKey;
import org.fairscore.core.model.RejectReason;
import org.fairscore.prep.bins.Bins;
import scala.collection.Map;
import scala.jdk.javaapi.CollectionConverters;

/**
 * One sample's new group, from its stored attributes: the rules of the raw read ({@code RowValidator}) — a binned
 * attribute banded (its band replaces the stored value; missing, non-numeric or outside the edges is a reject), an
 * empty group attribute MISSING_ATTRIBUTE — and the name {@link GroupKey#name} gives. A Spark function of the attributes
 * column alone, so passes that only count groups never read the embeddings.
 */
final class RegroupRow implements UDF1<Map<String, String>, Row> {
    private static final long serialVersionUID = 1L;

    static final String GROUP = "group";
    static final String ATTRIBUTES = "attributes";
    static final String REASON = "reason";
    static final String COLUMN = "column";
    static final String DETAIL = "detail";

    /** What {@link #call} returns: the group and the banded attributes, or a reject's reason, column and detail. */
    static final StructType SCHEMA = new StructType()
            .add(GROUP, DataTypes.StringType, true)
            .add(ATTRIBUTES, DataTypes.createMapType(DataTypes.StringType, DataTypes.StringType, true), true)
            .add(REASON, DataTypes.StringType, true)
            .add(COLUMN, DataTypes.StringType, true)
            .add(DETAIL, DataTypes.StringType, true);

    private final List<String> groupCols;
    private final Bins bins;

    RegroupRow(List<String> groupCols, Bins bins) {
        this.groupCols = List.copyOf(groupCols);
        this.bins = bins;
    }

    @Override
    public Row call(Map<String, String> stored) {
        var attributes = new LinkedHashMap<String, String>();
        if (stored != null) {
            attributes.putAll(CollectionConverters.asJava(stored));
        }
        // group columns first, then the other binned ones: the raw read's order, so a row with two faults is
        // rejected for the same one
        var values = new String[groupCols.size()];
        for (int a = 0; a < values.length; a++) {
            String column = groupCols.get(a);
            if (bins.of(column) != null) {
                var reject = band(attributes, column);
                if (reject != null) {
                    return reject;
                }
            } else if (attributes.get(column) == null || attributes.get(column).isBlank()) {
                return reject(RejectReason.MISSING_ATTRIBUTE, column, null);
            }
            values[a] = attributes.get(column);
        }
        for (var b : bins.all()) {
            if (!groupCols.contains(b.attribute())) {
                var reject = band(attributes, b.attribute());
                if (reject != null) {
                    return reject;
                }
            }
        }
        return RowFactory.create(GroupKey.name(groupCols, List.of(values)), attributes, null, null, null);
    }

    /** Replaces the value of {@code column} by its band; the reject row when it has none, else null. */
    private Row band(LinkedHashMap<String, String> attributes, String column) {
        var banding = bins.of(column).band(attributes.get(column));
        if (!banding.ok()) {
            return reject(banding.reason(), column, banding.detail());
        }
        attributes.put(column, banding.band());
        return null;
    }

    private static Row reject(RejectReason reason, String column, String detail) {
        return RowFactory.create(null, null, reason.name(), column, detail);
    }
}
