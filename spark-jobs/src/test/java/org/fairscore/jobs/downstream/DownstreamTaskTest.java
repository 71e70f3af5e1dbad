package org.fairscore.jobs.downstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.fairscore.jobs.cli.CliRun;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.jobs.downstream.IdentityCorpus.Identity;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The default task on a face-like corpus: classes taken group by group, a group without an eligible label named, and
 * identity classes nested in the groups making the prediction-fairness differences undefined with the reason.
 */
@ExtendWith(LocalSpark.class)
class DownstreamTaskTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void classesAreTakenPerGroupAndNestedClassesUndefineTheDifferences(@TempDir Path dir, SparkSession spark)
            throws Exception {
        // A: a0..a4 of 30 samples, B: b0..b4 of 12, C: c0..c2 of 3 (below --min-samples 10). The 4 most frequent
        // labels would be a0..a3 (ties by name), leaving B and C without rows; round-robin A, B, C, A, B takes
        // a0, b0, (C: nothing eligible), a1, b1.
        var ids = new ArrayList<Identity>();
        for (int i = 0; i < 5; i++) {
            ids.add(new Identity("a" + i, "A", 30));
            ids.add(new Identity("b" + i, "B", 12));
        }
        for (int i = 0; i < 3; i++) {
            ids.add(new Identity("c" + i, "C", 3));
        }
        Path input = IdentityCorpus.write(dir.resolve("faces.csv"), ids, 0.3, false, 3);
        Path out = dir.resolve("out");
        var r = CliRun.run("downstream", "--input", input.toString(), "--id-col", "sample_id", "--label-col", "identity",
                "--group", "race", "--out", out.toString(), "--classifiers", "logistic", "--max-iter", "10",
                "--no-leakage", "--top-k", "4", "--min-samples", "10", "--quiet");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        var report = JSON.readTree(out.resolve("report.json").toFile());
        var task = report.get("downstream").get("task");
        assertEquals(List.of("a0", "a1", "b0", "b1"), JSON.convertValue(task.get("classes"), List.class));
        assertEquals(Map.of("A", List.of("a0", "a1"), "B", List.of("b0", "b1"), "C", List.of()),
                JSON.convertValue(task.get("classesByGroup"), Map.class));
        assertEquals("no label has at least 10 samples in group C", task.get("groupsWithoutRows").get("C").asText());
        assertTrue(task.get("classesNestedInGroups").asBoolean());
        // each of A and B has 60 resp. 24 task rows: together the train and test rows
        assertEquals(2 * 30 + 2 * 12, task.get("trainRows").asLong() + task.get("testRows").asLong());

        var warnings = JSON.convertValue(report.get("warnings"), List.class).toString();
        assertTrue(warnings.contains("group C has no rows of the task's classes (no label has at least 10 samples "
                + "in group C)"), warnings);
        assertTrue(warnings.contains("nested in the groups"), warnings);
        assertTrue(r.err().contains("warning: group C has no rows of the task's classes"), r.err());

        var logistic = report.get("downstream").get("classifiers").get("logistic");
        var perGroup = logistic.get("perGroup");
        double a = perGroup.get("A").get("accuracy").asDouble();
        double b = perGroup.get("B").get("accuracy").asDouble();
        assertEquals(Math.abs(a - b), logistic.get("gaps").get("accuracy").get("maxMinusMin").asDouble(), 1e-12);
        assertTrue(perGroup.get("C").get("accuracy").isNull());
        var fairness = logistic.get("predictionFairness");
        assertTrue(fairness.get("classesNestedInGroups").asBoolean());
        for (String f : List.of("demographicParityDifference", "equalOpportunityDifference", "equalizedOddsMean",
                "equalizedOddsMax")) {
            assertTrue(fairness.get(f).get("value").isNull(), f);
            assertTrue(fairness.get(f).get("undefinedReason").asText()
                    .startsWith("the task's classes are nested in the groups: each of the 4 classes"), f);
        }
        assertTrue(fairness.get("accuracy").get("value").isNumber());
        assertNull(report.get("downstream").get("leakage"));
    }
}
