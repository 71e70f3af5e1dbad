package org.fairscore.prep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.ManifestJson;
import org.fairscore.prep.io.SampleSinks;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Prep stores every column but the id, label and embedding in the samples' attributes map, values exactly as
 * written, and lists them in the manifest, whatever the format.
 */
@ExtendWith(LocalSpark.class)
class StoredAttributesTest {
    private static final List<String> COLUMNS = List.of("race", "gender", "age", "note");
    /** id → race, gender, age, note: a space, a comma, the group-name escapes and non-ASCII kept as written. */
    private static final Map<String, List<String>> ROWS = new LinkedHashMap<>();

    static {
        ROWS.put("s1", List.of("A", "F", "17", "two words"));
        ROWS.put("s2", List.of("A", "M", "18", "a, b"));
        ROWS.put("s3", List.of("B", "F", "30.5", "x|y=z"));
        ROWS.put("s4", List.of("B", "M", "59", "Café"));
    }

    private final SparkSession spark;

    StoredAttributesTest(SparkSession spark) {
        this.spark = spark;
    }

    private static String write(String format, Path dir) {
        var path = dir.resolve("corpus." + format).toString();
        try (var sink = SampleSinks.open(format, path, "sample_id", "label", COLUMNS, 3)) {
            int i = 0;
            for (var e : ROWS.entrySet()) {
                sink.write(e.getKey(), "id" + (i % 2), e.getValue(), new float[] {1, i, 2});
                i++;
            }
        }
        return path;
    }

    /** sample id → attributes map, from the prepared samples. */
    private static Map<String, Map<String, String>> attributes(PreparedCorpus c) {
        var out = new TreeMap<String, Map<String, String>>();
        for (Row r : c.samples().collectAsList()) {
            out.put(r.getAs(CorpusColumns.SAMPLE_ID), new HashMap<>(r.getJavaMap(r.fieldIndex(CorpusColumns.ATTRIBUTES))));
        }
        return out;
    }

    private static Map<String, Map<String, String>> expected() {
        var out = new TreeMap<String, Map<String, String>>();
        ROWS.forEach((id, values) -> {
            var m = new HashMap<String, String>();
            for (int a = 0; a < COLUMNS.size(); a++) {
                m.put(COLUMNS.get(a), values.get(a));
            }
            out.put(id, m);
        });
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"csv", "parquet", "arrow", "npy"})
    void everyOtherColumnIsStoredAsWritten(String format, @TempDir Path dir) throws Exception {
        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(write(format, dir)), List.of("gender")));

        // in the file's order, whichever are grouped
        assertEquals(List.of("race", "gender", "age", "note"), c.manifest().attributes());
        assertEquals(List.of("gender"), c.manifest().groupBy());
        assertEquals(Map.of(), c.manifest().bins());
        assertEquals(expected(), attributes(c));

        var out = dir.resolve("prepped").toString();
        PrepJob.write(c, out);
        var loaded = PrepJob.load(spark, out);
        assertEquals(c.manifest().attributes(), loaded.manifest().attributes());
        assertEquals(expected(), attributes(loaded));
        assertTrue(Files.readString(Path.of(out, CorpusLayout.MANIFEST)).contains("\"attributes\""));
    }

    @Test
    void withSeveralFilesTheColumnsEveryFileHasAreStored(@TempDir Path dir) throws Exception {
        var one = dir.resolve("one.csv");
        var two = dir.resolve("two.csv");
        Files.writeString(one, "sample_id,label,race,site,camera,e0,e1\ns1,x,A,north,c1,1,0\ns2,x,A,south,c2,0,1\n");
        Files.writeString(two, "camera,race,sample_id,label,e0,e1,lens\nc3,B,s3,y,1,1,l1\nc4,B,s4,y,1,2,l2\n");

        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(one.toString(), two.toString()), List.of("race")));

        // site and lens are in one file only; the components e0, e1 are the embedding
        assertEquals(List.of("race", "camera"), c.manifest().attributes());
        assertEquals(Map.of("race", "B", "camera", "c4"), attributes(c).get("s4"));
    }

    @Test
    void aCsvWithAnEmbeddingColumnStoresColumnsNamedLikeComponents(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("c.csv");
        Files.writeString(csv, "sample_id,label,race,embedding,e7\ns1,x,A,1 0,\" seven \"\ns2,x,B,0 1,\n");

        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(csv.toString()), List.of("race")));

        assertEquals(List.of("race", "e7"), c.manifest().attributes());
        assertEquals(" seven ", attributes(c).get("s1").get("e7")); // not trimmed
        // an empty cell of a stored column is stored empty; only a group column must have a value
        assertEquals("", attributes(c).get("s2").get("e7"));
    }

    @Test
    void parquetValuesOfOtherTypesAreStoredAsSparkCastsThemToText(@TempDir Path dir) {
        var schema = new StructType()
                .add("sample_id", DataTypes.StringType).add("label", DataTypes.StringType)
                .add("race", DataTypes.StringType).add("age", DataTypes.IntegerType)
                .add("height", DataTypes.DoubleType).add("glasses", DataTypes.BooleanType)
                .add("embedding", DataTypes.createArrayType(DataTypes.FloatType));
        var rows = List.of(RowFactory.create("s1", "x", "A", 42, 1.5, true, new float[] {1, 0}),
                RowFactory.create("s2", "x", "A", null, 2.0, false, new float[] {0, 1}));
        var path = dir.resolve("typed.parquet").toString();
        spark.createDataFrame(rows, schema).coalesce(1).write().parquet(path);

        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(path), List.of("race")));

        assertEquals(List.of("race", "age", "height", "glasses"), c.manifest().attributes());
        assertEquals(Map.of("race", "A", "age", "42", "height", "1.5", "glasses", "true"), attributes(c).get("s1"));
        var s2 = attributes(c).get("s2");
        assertTrue(s2.containsKey("age") && s2.get("age") == null, s2.toString());
        assertEquals("2.0", s2.get("height"));
    }

    @Test
    void aManifestOfAnEarlierVersionStoresItsGroupColumns() {
        var json = "{\"schemaVersion\":1,\"dimension\":3,\"inputs\":[],\"idColumn\":\"sample_id\","
                + "\"labelColumn\":\"label\",\"groupBy\":[\"race\"],\"samples\":4,\"rejected\":0,"
                + "\"rejectsByReason\":{},\"groups\":[]}";

        var m = ManifestJson.read(json, "old/manifest.json");

        assertEquals(List.of("race"), m.attributes());
        assertEquals(Map.of(), m.bins());
    }
}
