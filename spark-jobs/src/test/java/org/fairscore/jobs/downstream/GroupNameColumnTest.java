package org.fairscore.jobs.downstream;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.fairscore.core.model.GroupKey;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The SQL expression names every row exactly as {@link GroupKey#name} does, hostile values included. */
@ExtendWith(LocalSpark.class)
class GroupNameColumnTest {
    private static final List<String> HOSTILE = List.of("A", "A|gender=B", "B|gender=C", "|", "=", "\\", "\\|", "a\\",
            "", "$1", "日本語 🙂", "<script>alert(1)</script>", "[x](javascript:alert(1))");

    @Test
    void sqlNamesEqualGroupKeyNames(SparkSession spark) {
        var attrs = List.of("race", "gen=der|x");
        var schema = new StructType().add(attrs.get(0), DataTypes.StringType).add(attrs.get(1), DataTypes.StringType);
        var rows = new ArrayList<Row>();
        var expected = new ArrayList<String>();
        for (String a : HOSTILE) {
            for (String b : HOSTILE) {
                rows.add(RowFactory.create(a, b));
                expected.add(GroupKey.name(attrs, List.of(a, b)));
            }
        }
        var names = spark.createDataFrame(rows, schema).select(GroupNameColumn.of(attrs)).collectAsList().stream()
                .map(r -> r.getString(0)).toList();
        assertEquals(expected, names);
    }

    @Test
    void oneAttributeIsTheRawValue(SparkSession spark) {
        var schema = new StructType().add("race", DataTypes.StringType);
        var rows = HOSTILE.stream().map(v -> RowFactory.create(v)).toList();
        var names = spark.createDataFrame(rows, schema).select(GroupNameColumn.of(List.of("race"))).collectAsList()
                .stream().map(r -> r.getString(0)).toList();
        assertEquals(HOSTILE, names);
    }
}
