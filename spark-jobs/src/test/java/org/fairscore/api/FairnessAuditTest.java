package org.fairscore.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.ReportJson;
import org.fairscore.jobs.cli.CliRun;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.report.markdown.MarkdownTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library API against the command line on the same data: {@code FairnessAudit.run} on an in-memory Dataset gives
 * the report {@code fairscore audit} gives on that Dataset written to Parquet (the thin-layer proof), with pair counts
 * checked by hand; a bad row throws naming the source, the row and the column, as the command line names them.
 */
@ExtendWith(LocalSpark.class)
class FairnessAuditTest {
    private static final StructType SCHEMA = new StructType()
            .add("sample_id", DataTypes.StringType)
            .add("label", DataTypes.StringType)
            .add("race", DataTypes.StringType)
            .add("gender", DataTypes.StringType)
            .add("camera", DataTypes.IntegerType)
            .add("embedding", DataTypes.createArrayType(DataTypes.FloatType, true));

    /** identity → (race, gender, samples): A|F has 3 identities of 2 samples, B|M 2 identities of 3. */
    private static final List<Object[]> IDENTITIES = List.of(
            new Object[] {"a1", "A", "F", 2}, new Object[] {"a2", "A", "F", 2}, new Object[] {"a3", "A", "F", 2},
            new Object[] {"b1", "B", "M", 3}, new Object[] {"b2", "B", "M", 3});

    /** Each identity's samples lie near its own direction in the plane: genuine scores high, impostor ones spread. */
    private static List<Row> rows() {
        var rows = new ArrayList<Row>();
        int k = 0;
        for (Object[] id : IDENTITIES) {
            for (int j = 0; j < (int) id[3]; j++) {
                double angle = 0.7 * k + 0.11 * j;
                float[] e = {(float) Math.cos(angle), (float) Math.sin(angle)};
                rows.add(RowFactory.create(id[0] + "-" + j, id[0], id[1], id[2], j % 2, boxed(e)));
            }
            k++;
        }
        return rows;
    }

    /** Boxed: what both createDataFrame paths (a local list, an RDD) accept for an array column. */
    private static Float[] boxed(float[] e) {
        var b = new Float[e.length];
        for (int i = 0; i < e.length; i++) {
            b[i] = e[i];
        }
        return b;
    }

    private static Dataset<Row> dataset(SparkSession spark, List<Row> rows) {
        return spark.createDataFrame(rows, SCHEMA);
    }

    private static FairnessAudit audit(SparkSession spark) {
        return FairnessAudit.on(spark).idColumn("sample_id").labelColumn("label").embeddingColumn("embedding")
                .groupBy("race", "gender").farLevels(0.1, 0.05).bootstrap(50).seed(3);
    }

    private static final List<String> CLI_SETTINGS = List.of("--id-col", "sample_id", "--label-col", "label",
            "--embedding-col", "embedding", "--group", "race,gender", "--far", "0.1,0.05", "--bootstrap", "50",
            "--seed", "3");

    @Test
    void reportEqualsTheCommandLinesOnTheSameData(@TempDir Path dir, SparkSession spark) throws IOException {
        var df = dataset(spark, rows());
        Path parquet = dir.resolve("corpus.parquet");
        df.coalesce(1).write().parquet(parquet.toString());
        Path cliOut = dir.resolve("cli");
        var args = new ArrayList<>(List.of("audit", "--input", parquet.toString(), "--out", cliOut.toString()));
        args.addAll(CLI_SETTINGS);
        var cli = CliRun.run(args);
        assertEquals(0, cli.code(), cli.err());

        Path apiOut = dir.resolve("api");
        var written = audit(spark).runAndWrite(df, apiOut.toString());
        assertTrue(Files.exists(apiOut.resolve("_SUCCESS")));
        assertTrue(Files.exists(apiOut.resolve("report.html")));
        assertTrue(Files.exists(apiOut.resolve("report.md")));
        String apiJson = Files.readString(apiOut.resolve("report.json"));
        assertEquals(ReportJson.write(written), apiJson, "the returned model is what report.json holds");
        assertEquals(apiJson, ReportJson.write(audit(spark).run(df)), "run without writing: the same report");

        var mapper = new ObjectMapper();
        JsonNode fromApi = mapper.readTree(apiJson);
        JsonNode fromCli = mapper.readTree(cliOut.resolve("report.json").toFile());
        // the one difference: what was read — a Parquet file there, the Dataset here
        JsonNode apiFiles = ((ObjectNode) fromApi.get("input")).remove("inputs");
        JsonNode cliFiles = ((ObjectNode) fromCli.get("input")).remove("inputs");
        assertEquals(fromCli, fromApi);
        assertEquals(1, apiFiles.size());
        assertEquals("dataset", apiFiles.get(0).get("path").asText());
        assertEquals("dataset", apiFiles.get(0).get("format").asText());
        assertEquals(12, apiFiles.get(0).get("rows").asLong());
        assertEquals(12, cliFiles.get(0).get("rows").asLong());

        // by hand: A|F 6 samples of 3 identities × 2: genuine 3·C(2,2) = 3, impostor C(6,2) − 3 = 12;
        // B|M 6 samples of 2 identities × 3: genuine 2·C(3,2) = 6, impostor 15 − 6 = 9
        Map<String, long[]> expected = Map.of("race=A|gender=F", new long[] {6, 3, 3, 12},
                "race=B|gender=M", new long[] {6, 2, 6, 9});
        var seen = new HashMap<String, long[]>();
        for (JsonNode g : fromApi.get("groups")) {
            seen.put(g.get("name").asText(), new long[] {g.get("samples").asLong(), g.get("identities").asLong(),
                    g.get("genuinePairs").asLong(), g.get("impostorPairs").asLong()});
        }
        assertEquals(expected.keySet(), seen.keySet());
        expected.forEach((name, counts) -> assertEquals(List.of(counts[0], counts[1], counts[2], counts[3]),
                List.of(seen.get(name)[0], seen.get(name)[1], seen.get(name)[2], seen.get(name)[3]), name));
        // report.md: intersectional names keep every table's column count (parse checks each row), and the groups
        // table reads back the same names and hand counts
        var tables = MarkdownTables.parse(Files.readString(apiOut.resolve("report.md")));
        var groups = tables.stream().filter(t -> t.headerText().subList(0, 2).equals(List.of("group", "samples")))
                .findFirst().orElseThrow();
        expected.forEach((name, counts) -> assertEquals(List.of(name, "" + counts[0], "" + counts[1], "" + counts[2],
                "" + counts[3]), groups.row(name).subList(0, 5)));
        assertTrue(tables.size() >= 4, "groups, operating points, rates, differentials: " + tables.size());
    }

    @Test
    void badRowsThrowNamingSourceRowAndColumnAsTheCommandLineDoes(@TempDir Path dir, SparkSession spark) {
        var rows = rows();
        for (int i : new int[] {4, 10}) { // data rows 5 and 11
            var bad = rows.get(i);
            rows.set(i, RowFactory.create(bad.get(0), bad.get(1), bad.get(2), bad.get(3), bad.get(4), null));
        }
        // 16 slices of 12 rows: some partitions are empty, and row 11 lies after several, so a row's position is
        // its partition's offset plus its place in it
        var df = spark.createDataFrame(JavaSparkContext.fromSparkContext(spark.sparkContext()).parallelize(rows, 16),
                SCHEMA);
        assertEquals(16, df.rdd().getNumPartitions());

        var e = assertThrows(InvalidInputException.class, () -> audit(spark).source("faces").run(df));
        assertTrue(e.getMessage().contains("faces, data row 5, column 'embedding'"), e.getMessage());
        assertTrue(e.getMessage().contains("faces, data row 11, column 'embedding'"), e.getMessage());

        Path parquet = dir.resolve("bad.parquet");
        df.coalesce(1).write().parquet(parquet.toString()); // coalesce keeps the partitions' order
        var args = new ArrayList<>(List.of("audit", "--input", parquet.toString(), "--out",
                dir.resolve("out").toString()));
        args.addAll(CLI_SETTINGS);
        var cli = CliRun.run(args);
        assertEquals(2, cli.code(), cli.err());
        assertTrue(cli.err().contains(", data row 5, column 'embedding'"), cli.err());
        assertTrue(cli.err().contains(", data row 11, column 'embedding'"), cli.err());
    }

    @Test
    void rejectedRowsGoToRejectsWhenAllowed(@TempDir Path dir, SparkSession spark) throws IOException {
        var rows = rows();
        var bad = rows.get(0);
        rows.set(0, RowFactory.create(bad.get(0), bad.get(1), bad.get(2), bad.get(3), bad.get(4), null));
        Path out = dir.resolve("out");
        var report = audit(spark).maxRejectFraction(0.1).runAndWrite(dataset(spark, rows), out.toString());
        // a1 loses one of its 2 samples: A|F keeps 5 samples, a1's genuine pair is gone (3 - 1 = 2 genuine),
        // impostor pairs C(5,2) - 2 = 8
        var af = report.groups().stream().filter(g -> g.name().equals("race=A|gender=F")).findFirst().orElseThrow();
        assertEquals(List.of(5L, 2L, 8L), List.of(af.samples(), af.genuinePairs(), af.impostorPairs()));
        assertEquals(1, report.input().rejected());
        assertTrue(Files.isDirectory(out.resolve("rejects")));
    }

    @Test
    void missingColumnAndBadSettingsNameWhatToFix(SparkSession spark) {
        var df = dataset(spark, rows());
        var missing = assertThrows(InvalidInputException.class,
                () -> audit(spark).embeddingColumn("vector").run(df));
        assertTrue(missing.getMessage().startsWith("dataset: no column 'vector'"), missing.getMessage());
        var noGroups = assertThrows(InvalidInputException.class, () -> FairnessAudit.on(spark).run(df));
        assertTrue(noGroups.getMessage().startsWith("groupBy:"), noGroups.getMessage());
        var level = assertThrows(InvalidInputException.class, () -> audit(spark).farLevels(2.0).run(df));
        assertTrue(level.getMessage().startsWith("farLevels:"), level.getMessage());
        var replicates = assertThrows(InvalidInputException.class, () -> audit(spark).bootstrap(1).run(df));
        assertTrue(replicates.getMessage().startsWith("bootstrap:"), replicates.getMessage());
        assertThrows(InvalidInputException.class, () -> audit(spark).labelColumn(null));
        var noOut = assertThrows(InvalidInputException.class, () -> audit(spark).runAndWrite(df, " "));
        assertTrue(noOut.getMessage().startsWith("runAndWrite:"), noOut.getMessage());
    }

    @Test
    void aKryoSessionIsRefusedAsTheCommandLineRefusesIt() {
        var kryo = new SparkConf(false).set("spark.serializer", "org.apache.spark.serializer.KryoSerializer");
        var e = assertThrows(InvalidInputException.class, () -> FairnessAudit.refuseKryo(kryo));
        assertTrue(e.getMessage().startsWith("spark.serializer=org.apache.spark.serializer.KryoSerializer"),
                e.getMessage());
        FairnessAudit.refuseKryo(new SparkConf(false)); // the default: accepted
        var cli = CliRun.run("audit", "--input", "unused.parquet", "--group", "race", "--out", "unused",
                "--conf", "spark.serializer=org.apache.spark.serializer.KryoSerializer");
        assertEquals(2, cli.code(), cli.err());
        assertTrue(cli.err().contains("Kryo"), cli.err());
    }
}
