package org.fairscore.prep.bins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.CorpusManifest.GroupStats;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.testing.AttributeCorpus;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** prep --bin on raw input: the band is the stored and grouped value; a value in no band is a row error. */
@ExtendWith(LocalSpark.class)
class BinnedPrepTest {
    private static final Bins AGE = Bins.parse(List.of("age=0,18,30,60"));

    private final SparkSession spark;

    BinnedPrepTest(SparkSession spark) {
        this.spark = spark;
    }

    @Test
    void groupsAreTheBandsCountedByHand(@TempDir Path dir) {
        var csv = AttributeCorpus.write(dir, "corpus.csv");

        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(csv), List.of("age")).withBins(AGE));

        // 17, 0 | 18, 25, 29.99 | 30, 45, 59.5: an edge value opens the band above it
        assertEquals(List.of(new GroupStats("[0,18)", 2, 2, 0, 1), new GroupStats("[18,30)", 3, 3, 0, 3),
                new GroupStats("[30,60)", 3, 2, 1, 2)), c.manifest().groups());
        assertEquals(Map.of("age", List.of("0", "18", "30", "60")), c.manifest().bins());
        var ages = new TreeMap<String, String>();
        for (Row r : c.samples().collectAsList()) {
            ages.put(r.getAs(CorpusColumns.SAMPLE_ID), r.getAs(CorpusColumns.GROUP) + " "
                    + r.getJavaMap(r.fieldIndex(CorpusColumns.ATTRIBUTES)).get("age"));
        }
        assertEquals("[18,30) [18,30)", ages.get("s2"));
        assertEquals("[30,60) [30,60)", ages.get("s4"));
        assertEquals("[0,18) [0,18)", ages.get("s7"));
    }

    @Test
    void aBinnedAttributeThatIsNotGroupedIsStoredBanded(@TempDir Path dir) {
        var csv = AttributeCorpus.write(dir, "corpus.csv");

        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(csv), List.of("race", "gender")).withBins(AGE));

        var s6 = c.samples().filter("sample_id = 's6'").collectAsList().get(0);
        assertEquals(Map.of("race", "B", "gender", "F", "age", "[30,60)"),
                s6.getJavaMap(s6.fieldIndex(CorpusColumns.ATTRIBUTES)));
        assertEquals("race=B|gender=F", s6.getAs(CorpusColumns.GROUP));
    }

    @Test
    void valuesInNoBandAreRowErrorsNamingFileRowAndColumn(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("ages.csv");
        Files.writeString(csv, AttributeCorpus.HEADER + "\n" + String.join("\n",
                "s1,p1,A,F,60,1,0",
                "s2,p1,A,F,-1,1,0.1",
                "s3,p2,A,M,abc,0,1",
                "s4,p2,A,M,,0.1,1",
                "s5,p3,B,F,18,1,1",
                "s6,p3,B,F,59.99,1,0.9",
                "s7,p4,B,M,0,-1,0",
                "s8,p5,B,M,29,0,-1") + "\n");
        var cfg = PrepConfig.of(List.of(csv.toString()), List.of("race")).withBins(AGE);

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark, cfg));

        var m = e.getMessage();
        assertTrue(m.startsWith("4 of 8 rows are invalid:"), m);
        assertTrue(m.contains(csv + ", data row 1, column 'age': value outside the bins '60' is at or above the last edge 60"), m);
        assertTrue(m.contains(csv + ", data row 2, column 'age': value outside the bins '-1' is below the first edge 0"), m);
        assertTrue(m.contains(csv + ", data row 3, column 'age': malformed number 'abc' (age is binned)"), m);
        assertTrue(m.contains(csv + ", data row 4, column 'age': missing sensitive attribute"), m);
        assertTrue(m.contains("MALFORMED_NUMBER=1 MISSING_ATTRIBUTE=1 OUTSIDE_BINS=2"), m);

        var allowed = PrepJob.prepare(spark, cfg.withMaxRejectFraction(0.5));
        assertEquals(Map.of("OUTSIDE_BINS", 2L, "MALFORMED_NUMBER", 1L, "MISSING_ATTRIBUTE", 1L),
                allowed.manifest().rejectsByReason());
        assertEquals(4, allowed.manifest().samples());
        var reasons = new TreeMap<Long, String>();
        allowed.rejects().collectAsList().forEach(r -> reasons.put(r.getAs("data_row"), r.getAs("reason") + " "
                + r.getAs("column")));
        assertEquals(Map.of(1L, "OUTSIDE_BINS age", 2L, "OUTSIDE_BINS age", 3L, "MALFORMED_NUMBER age",
                4L, "MISSING_ATTRIBUTE age"), reasons);
    }

    @Test
    void aBinOfAColumnThatIsNoAttributeIsBadInput(@TempDir Path dir) {
        var csv = AttributeCorpus.write(dir, "corpus.csv");

        for (var spec : List.of("height=0,1", "label=0,1", "sample_id=0,1")) {
            var cfg = PrepConfig.of(List.of(csv), List.of("race")).withBins(Bins.parse(List.of(spec)));
            var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark, cfg), spec);
            assertTrue(e.getMessage().startsWith("--bin (config key 'bins') " + spec + ": no attribute column '"
                    + spec.substring(0, spec.indexOf('=')) + "'; the attribute columns are [race, gender, age]"),
                    e.getMessage());
        }
    }
}
