package org.fairscore.jobs.downstream;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.GroupKey;
import org.fairscore.jobs.cli.CliRun;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.report.markdown.MarkdownTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code fairscore prediction-fairness} on a hand-counted predictions file, and its bad input. */
@ExtendWith(LocalSpark.class)
class PredictionFairnessCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /*
     *   A: TP 3, FN 1, TN 4, FP 2  (10 rows)  TPR 3/4, TNR 4/6, P(ŷ=1) 5/10
     *   B: TP 1, FN 1, TN 2, FP 0  ( 4 rows)  TPR 1/2, TNR 1,   P(ŷ=1) 1/4
     *   C:             TN 3, FP 1  ( 4 rows)  no positives,     P(ŷ=1) 1/4
     */
    private static Path predictions(Path dir) throws Exception {
        var lines = new ArrayList<String>(List.of("id,y,y_hat,s"));
        int[][] cells = {{'A', 1, 1, 3}, {'A', 1, 0, 1}, {'A', 0, 0, 4}, {'A', 0, 1, 2}, {'B', 1, 1, 1}, {'B', 1, 0, 1},
                {'B', 0, 0, 2}, {'C', 0, 0, 3}, {'C', 0, 1, 1}};
        int id = 0;
        for (int[] c : cells) {
            for (int k = 0; k < c[3]; k++) {
                lines.add("r" + id++ + "," + c[1] + "," + c[2] + "," + (char) c[0]);
            }
        }
        Path file = dir.resolve("preds.csv");
        Files.write(file, lines);
        return file;
    }

    private static double value(JsonNode f, String field) {
        return f.get(field).get("value").asDouble();
    }

    @Test
    void handCountedPredictionsWithAGroupWithoutPositives(@TempDir Path dir, SparkSession spark) throws Exception {
        Path out = dir.resolve("out");
        var r = run("prediction-fairness", "--input", predictions(dir).toString(), "--group", "s", "--out", out.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(Files.exists(out.resolve("_SUCCESS")));
        var f = JSON.readTree(out.resolve("report.json").toFile()).get("downstream").get("predictionFairness");
        assertEquals(18, f.get("rows").asLong());
        assertEquals(13.0 / 18, value(f, "accuracy"), 1e-15);
        assertEquals(((3.0 / 4 + 4.0 / 6) / 2 + (1.0 / 2 + 1) / 2 + 3.0 / 4) / 3, value(f, "balancedAccuracy"), 1e-15);
        assertEquals(0.5 - 0.25, value(f, "demographicParityDifference"), 1e-15);
        assertEquals(3.0 / 4 - 1.0 / 2, value(f, "equalOpportunityDifference"), 1e-15);
        assertEquals((1.0 / 3 + 1.0 / 12 + 1.0 / 4 + 1.0 / 4) / 4, value(f, "equalizedOddsMean"), 1e-15);
        assertEquals(1.0 / 3, value(f, "equalizedOddsMax"), 1e-15);
        assertEquals("1", f.get("positiveClass").asText());
        assertEquals("C", f.get("groupsWithoutPositives").get(0).asText());
        assertEquals(7.0 / 10, f.get("perGroupAccuracy").get("A").asDouble(), 1e-15);
        assertTrue(Files.readString(out.resolve("report.html")).contains("<section id=\"downstream\""));
        // report.md: the same numbers by hand, to four significant digits
        var fairness = MarkdownTables.parse(Files.readString(out.resolve("report.md"))).stream()
                .filter(t -> t.headerText().get(0).equals("prediction fairness")).toList();
        assertEquals(1, fairness.size());
        assertEquals("0.7222", fairness.get(0).row("accuracy").get(1)); // 13/18
        assertEquals("0.2500", fairness.get(0).row("demographic parity difference").get(1));
        assertEquals("0.2500", fairness.get(0).row("equal opportunity difference (positive class 1)").get(1));
        assertEquals("0.3333", fairness.get(0).row("equalized odds (max)").get(1));
    }

    @Test
    void pointerGatesOnPerGroupAccuracyByHand(@TempDir Path dir, SparkSession spark) throws Exception {
        // accuracy: A (3 + 4) / 10 = 0.7, B (1 + 2) / 4 = 0.75, C 3 / 4 = 0.75
        Path out = dir.resolve("out");
        String all = "/downstream/predictionFairness/perGroupAccuracy/*";
        var r = run("prediction-fairness", "--input", predictions(dir).toString(), "--group", "s", "--out", out.toString(),
                "--gate", all + " >= 0.7 for every group", "--gate", all + " > 0.7 for every group",
                "--gate", all + " == 0.75 for group B", "--gate", "/downstream/predictionFairness/rows == 18");
        assertEquals(ExitCodes.GATE_FAILED, r.code(), r.err());
        assertTrue(Files.exists(out.resolve("_SUCCESS")));
        var gates = JSON.readTree(out.resolve("report.json").toFile()).get("gates");
        assertEquals(4, gates.size());
        assertTrue(gates.get(0).get("passed").asBoolean());
        assertEquals(0.7, gates.get(0).get("value").asDouble(), 1e-15); // the worst of 0.7, 0.75, 0.75
        assertFalse(gates.get(1).get("passed").asBoolean());
        assertTrue(gates.get(1).get("reason").asText().startsWith("group 'A' value 0.7000 is not > 0.7000"),
                gates.get(1).toString());
        assertTrue(gates.get(2).get("passed").asBoolean());
        assertTrue(gates.get(3).get("passed").asBoolean());
        assertTrue(Files.readString(out.resolve("report.html")).contains("<section id=\"gates-section\""));
        var gateTable = MarkdownTables.parse(Files.readString(out.resolve("report.md"))).stream()
                .filter(t -> t.headerText().equals(List.of("gate", "value", "outcome", "reason"))).findFirst().orElseThrow();
        assertEquals(List.of("pass", "FAIL", "pass", "pass"), gateTable.column(2));
        assertEquals("0.7000", gateTable.column(1).get(0));
    }

    @Test
    void missingColumnOrValueExits2(@TempDir Path dir, SparkSession spark) throws Exception {
        Path file = predictions(dir);
        var r = run("prediction-fairness", "--input", file.toString(), "--group", "race", "--out", dir.resolve("o").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("no column 'race'") && r.err().contains("preds.csv"), r.err());
        var lines = Files.readAllLines(file);
        lines.set(3, lines.get(3).replace(",1,1,", ",1,,"));
        Files.write(file, lines);
        var blank = run("prediction-fairness", "--input", file.toString(), "--group", "s", "--out", dir.resolve("o").toString());
        assertEquals(ExitCodes.BAD_INPUT, blank.code(), blank.err());
        assertTrue(blank.err().contains("column 'y_hat': 1 row(s) without a value"), blank.err());
        assertFalse(Files.exists(dir.resolve("o").resolve("_SUCCESS")));
    }

    /** (A|gender=B, C) and (A, B|gender=C) were one group "race=A|gender=B|gender=C"; now they are two. */
    @Test
    void formerlyCollidingIntersectionsAreTwoGroups(@TempDir Path dir, SparkSession spark) throws Exception {
        Path file = dir.resolve("preds.csv");
        Files.write(file, List.of("y,y_hat,race,gender", "1,1,A|gender=B,C", "1,1,A|gender=B,C", "1,0,A,B|gender=C"));
        Path out = dir.resolve("out");
        var r = run("prediction-fairness", "--input", file.toString(), "--group", "race,gender", "--out", out.toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        var acc = JSON.readTree(out.resolve("report.json").toFile()).get("downstream").get("predictionFairness")
                .get("perGroupAccuracy");
        assertEquals(2, acc.size(), acc::toString);
        assertEquals(1.0, acc.get(GroupKey.name(List.of("race", "gender"), List.of("A|gender=B", "C"))).asDouble());
        assertEquals(0.0, acc.get(GroupKey.name(List.of("race", "gender"), List.of("A", "B|gender=C"))).asDouble());
    }
}
