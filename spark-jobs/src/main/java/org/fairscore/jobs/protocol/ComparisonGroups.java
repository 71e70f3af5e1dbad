package org.fairscore.jobs.protocol;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.concat;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.when;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.fairscore.core.model.GroupKey;

/**
 * Groups of comparisons. A comparison's group is the group of both its sides; sides in different groups
 * make a cross-group comparison (group null: not in any group's figures, as the all-pairs audit's scope is
 * intra-group pairs; with --cross-group its impostors feed the cross-group matrix by group_a and group_b). Without any group information every comparison is in the one group {@value #ALL}.
 * With a subject-metadata file, each side's group is its subject's, joined by Spark (never collected).
 */
final class ComparisonGroups {
    static final String ALL = "all";

    private ComparisonGroups() {
    }

    /** Parsed rows ({@link ScoreRowParser#PARSED}) → the {@link Comparisons} layout (call after the error check). */
    static Dataset<Row> toComparisons(Dataset<Row> parsed) {
        Column group = when(col("group_a").equalTo(col("group_b")), col("group_a")).otherwise(lit(null).cast(DataTypes.StringType));
        return parsed.select(group.as(Comparisons.GROUP), col(Comparisons.GENUINE), col(Comparisons.SCORE),
                col(Comparisons.SAMPLE_A), col(Comparisons.SAMPLE_B), col(Comparisons.LABEL_A), col(Comparisons.LABEL_B),
                col(Comparisons.GROUP_A), col(Comparisons.GROUP_B));
    }

    /**
     * Fills group_a and group_b from the subject metadata, joining label_a and label_b (the subjects) to its
     * subject column. A subject the metadata lacks is a row error naming {@code labelColumns}; a metadata row
     * without subject or attribute, or a subject listed twice, fails the run naming the metadata row.
     */
    static Dataset<Row> attach(SparkSession spark, Dataset<Row> parsed, String metadata, String subjectCol,
                               List<String> groupBy, List<String> labelColumns) {
        var wanted = new ArrayList<TableReader.Wanted>();
        wanted.add(new TableReader.Wanted(subjectCol, true));
        groupBy.forEach(a -> wanted.add(new TableReader.Wanted(a, true)));
        var raw = TableReader.read(spark, metadata, wanted);
        var attrs = List.copyOf(groupBy);
        var schema = new StructType().add(RowErrors.FILE, DataTypes.StringType, false)
                .add(RowErrors.ROW, DataTypes.LongType, false).add(RowErrors.COLUMN, DataTypes.StringType, true)
                .add(RowErrors.ERROR, DataTypes.StringType, true).add("subject", DataTypes.StringType, true)
                .add("subject_group", DataTypes.StringType, true);
        var meta = spark.createDataFrame(raw.javaRDD().map(r -> {
            if (TableReader.rejectReason(r) != null) {
                return RowFactory.create(r.getString(0), r.getLong(1), TableReader.rejectColumn(r),
                        TableReader.rejectReason(r), null, null);
            }
            String subject = r.isNullAt(2) ? null : r.getString(2);
            if (subject == null || subject.isBlank()) {
                return RowFactory.create(r.getString(0), r.getLong(1), subjectCol, "missing subject", null, null);
            }
            var values = new ArrayList<String>();
            for (int i = 0; i < attrs.size(); i++) {
                String v = r.isNullAt(3 + i) ? null : r.getString(3 + i);
                if (v == null || v.isBlank()) {
                    return RowFactory.create(r.getString(0), r.getLong(1), attrs.get(i), "missing group attribute", subject, null);
                }
                values.add(v);
            }
            return RowFactory.create(r.getString(0), r.getLong(1), null, null, subject, GroupKey.name(attrs, values));
        }), schema).persist();
        RowErrors.check(meta, metadata);
        // a subject listed twice would give its comparisons two groups: name its first row and the count
        var dup = meta.groupBy("subject").agg(count(lit(1)).as("n"), min(RowErrors.ROW).as(RowErrors.ROW))
                .filter(col("n").gt(1))
                .select(lit(TableReader.display(metadata)).as(RowErrors.FILE), col(RowErrors.ROW),
                        lit(subjectCol).as(RowErrors.COLUMN), concat(lit("subject '"), col("subject"), lit("' is listed "),
                                col("n").cast(DataTypes.StringType), lit(" times")).as(RowErrors.ERROR));
        RowErrors.check(dup, metadata);
        var a = meta.select(col("subject").as("subject_a"), col("subject_group").as("meta_a"));
        var b = meta.select(col("subject").as("subject_b"), col("subject_group").as("meta_b"));
        var joined = parsed.join(a, parsed.col(Comparisons.LABEL_A).equalTo(a.col("subject_a")), "left")
                .join(b, parsed.col(Comparisons.LABEL_B).equalTo(b.col("subject_b")), "left");
        String file = TableReader.display(metadata);
        Column okRow = col(RowErrors.ERROR).isNull();
        Column missA = okRow.and(col("meta_a").isNull());
        Column missB = okRow.and(col("meta_b").isNull());
        Column column = when(missA, lit(labelColumns.get(0))).when(missB, lit(labelColumns.get(1))).otherwise(col(RowErrors.COLUMN));
        Column error = when(missA, concat(lit("subject '"), col(Comparisons.LABEL_A),
                        lit("' is not in " + file)))
                .when(missB, concat(lit("subject '"), col(Comparisons.LABEL_B),
                        lit("' is not in " + file)))
                .otherwise(col(RowErrors.ERROR));
        var out = new ArrayList<Column>();
        for (String f : ScoreRowParser.PARSED.fieldNames()) {
            switch (f) {
                case RowErrors.COLUMN -> out.add(column.as(f));
                case RowErrors.ERROR -> out.add(error.as(f));
                case "group_a" -> out.add(col("meta_a").as(f));
                case "group_b" -> out.add(col("meta_b").as(f));
                default -> out.add(col(f));
            }
        }
        return joined.select(out.toArray(new Column[0]));
    }
}
