package org.fairscore.prep.regroup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.bins.Bins;
import org.fairscore.prep.testing.AttributeCorpus;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * A prepared corpus regrouped by its stored attributes gives what a raw read grouped the same way gives: the same
 * groups, statistics, names and per-sample attributes; and the raw read's rules for unknown attributes, missing
 * values and bins.
 */
@ExtendWith(LocalSpark.class)
class RegroupingTest {
    private static final Bins AGE = Bins.parse(List.of("age=0,18,30,60"));

    private final SparkSession spark;

    RegroupingTest(SparkSession spark) {
        this.spark = spark;
    }

    private String prep(String csv, Path dir, List<String> groups, Bins bins) {
        var out = dir.resolve("prepped-" + String.join("-", groups) + (bins.isEmpty() ? "" : "-binned")).toString();
        PrepJob.write(PrepJob.prepare(spark, PrepConfig.of(List.of(csv), groups).withBins(bins)), out);
        return out;
    }

    /** sample id → group and attributes. */
    private static Map<String, String> bySample(PreparedCorpus c) {
        var out = new TreeMap<String, String>();
        for (Row r : c.samples().collectAsList()) {
            out.put(r.getAs(CorpusColumns.SAMPLE_ID), r.getAs(CorpusColumns.GROUP) + " "
                    + new TreeMap<>(r.getJavaMap(r.fieldIndex(CorpusColumns.ATTRIBUTES))));
        }
        return out;
    }

    @Test
    void regroupingGivesWhatTheRawReadGives(@TempDir Path dir) {
        var csv = AttributeCorpus.write(dir, "corpus.csv");
        var prepped = prep(csv, dir, List.of("race", "gender"), Bins.none());

        for (var groups : List.of(List.of("race"), List.of("gender"), List.of("gender", "race"))) {
            var regrouped = PrepJob.prepare(spark, PrepConfig.of(List.of(prepped), groups));
            var raw = PrepJob.prepare(spark, PrepConfig.of(List.of(csv), groups));
            assertEquals(raw.manifest(), regrouped.manifest(), groups.toString());
            assertEquals(bySample(raw), bySample(regrouped), groups.toString());
            assertNull(regrouped.rejects());
        }
        var regroupedByGender = PrepJob.prepare(spark, PrepConfig.of(List.of(prepped), List.of("gender")));
        var byGender = regroupedByGender.manifest();
        assertEquals(List.of(new GroupStats("F", 4, 2, 2, 4), new GroupStats("M", 4, 3, 1, 5)), byGender.groups());
        // prep --input PREPPED --group gender writes it so
        var rewritten = dir.resolve("rewritten").toString();
        PrepJob.write(regroupedByGender, rewritten);
        var reloaded = PrepJob.load(spark, rewritten);
        assertEquals(byGender, reloaded.manifest());
        assertEquals(bySample(regroupedByGender), bySample(reloaded));
        assertEquals(List.of("gender"), byGender.groupBy());
        assertEquals(List.of("race", "gender", "age"), byGender.attributes());
        var intersectional = PrepJob.prepare(spark, PrepConfig.of(List.of(prepped), List.of("gender", "race")));
        assertEquals(List.of("gender=F|race=A", "gender=F|race=B", "gender=M|race=A", "gender=M|race=B"),
                intersectional.manifest().groups().stream().map(GroupStats::name).toList());
    }

    @Test
    void thePrepsOwnGroupsLeaveTheCorpusAsLoaded(@TempDir Path dir) {
        var prepped = prep(AttributeCorpus.write(dir, "corpus.csv"), dir, List.of("race"), Bins.none());
        var loaded = PrepJob.load(spark, prepped);

        assertSame(loaded, Regrouping.apply(loaded, prepped, List.of("race"), Bins.none(), 0));
        assertEquals(List.of(new GroupStats("A", 4, 2, 2, 4), new GroupStats("B", 4, 3, 1, 5)),
                loaded.manifest().groups());
    }

    @Test
    void anAttributeThePrepDidNotStoreIsBadInputListingTheStoredOnes(@TempDir Path dir) {
        var prepped = prep(AttributeCorpus.write(dir, "corpus.csv"), dir, List.of("race"), Bins.none());

        var e = assertThrows(InvalidInputException.class,
                () -> PrepJob.prepare(spark, PrepConfig.of(List.of(prepped), List.of("race", "site"))));

        assertTrue(e.getMessage().startsWith("--group race,site: the prepared corpus " + prepped
                + " has no attribute 'site'; it stores [race, gender, age]"), e.getMessage());
    }

    @Test
    void aSampleWithoutTheAttributeIsARowErrorAsInTheRawRead(@TempDir Path dir) {
        var csv = AttributeCorpus.write(dir, "corpus.csv", 3, "s3,p2,A,,25,0,1");
        var prepped = prep(csv, dir, List.of("race"), Bins.none());
        var byGender = PrepConfig.of(List.of(prepped), List.of("gender"));

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark, byGender));
        var raw = assertThrows(InvalidInputException.class,
                () -> PrepJob.prepare(spark, PrepConfig.of(List.of(csv), List.of("gender"))));

        assertTrue(e.getMessage().startsWith("1 of 8 samples cannot be grouped by [gender]:\n  " + prepped
                + "/corpus, sample 's3', column 'gender': missing sensitive attribute\n"), e.getMessage());
        assertTrue(e.getMessage().contains("MISSING_ATTRIBUTE=1"), e.getMessage());
        assertTrue(raw.getMessage().contains(csv + ", data row 3, column 'gender': missing sensitive attribute"),
                raw.getMessage());

        // allowed, it is written to rejects and counted, and the groups are the raw read's
        var regrouped = PrepJob.prepare(spark, byGender.withMaxRejectFraction(0.2));
        var rawAllowed = PrepJob.prepare(spark, PrepConfig.of(List.of(csv), List.of("gender")).withMaxRejectFraction(0.2));
        assertEquals(rawAllowed.manifest().groups(), regrouped.manifest().groups());
        // F: p1 ×2, p3 ×2; M without s3: p2, p4, p5 → genuine 0, impostor 3
        assertEquals(List.of(new GroupStats("F", 4, 2, 2, 4), new GroupStats("M", 3, 3, 0, 3)),
                regrouped.manifest().groups());
        assertEquals(7, regrouped.manifest().samples());
        assertEquals(1, regrouped.manifest().rejected());
        assertEquals(Map.of("MISSING_ATTRIBUTE", 1L), regrouped.manifest().rejectsByReason());
        var rejects = regrouped.rejects().collectAsList();
        assertEquals(1, rejects.size());
        assertEquals(prepped + "/corpus", rejects.get(0).getAs("file"));
        assertNull(rejects.get(0).getAs("data_row"));
        assertEquals("gender", rejects.get(0).getAs("column"));
        assertEquals("MISSING_ATTRIBUTE", rejects.get(0).getAs("reason"));
        assertEquals("s3", rejects.get(0).getAs("sample_id"));
        assertEquals(7, regrouped.samples().count());
    }

    @Test
    void binsOnAPreparedCorpusBandItsStoredValues(@TempDir Path dir) {
        var csv = AttributeCorpus.write(dir, "corpus.csv");
        var prepped = prep(csv, dir, List.of("race"), Bins.none());

        var byAge = PrepJob.prepare(spark, PrepConfig.of(List.of(prepped), List.of("age")).withBins(AGE));
        var raw = PrepJob.prepare(spark, PrepConfig.of(List.of(csv), List.of("age")).withBins(AGE));

        assertEquals(List.of(new GroupStats("[0,18)", 2, 2, 0, 1), new GroupStats("[18,30)", 3, 3, 0, 3),
                new GroupStats("[30,60)", 3, 2, 1, 2)), byAge.manifest().groups());
        assertEquals(raw.manifest(), byAge.manifest());
        assertEquals(bySample(raw), bySample(byAge));
        assertEquals(Map.of("age", List.of("0", "18", "30", "60")), byAge.manifest().bins());
        // banded but grouped by race: the band is the stored value
        var byRace = PrepJob.prepare(spark, PrepConfig.of(List.of(prepped), List.of("race")).withBins(AGE));
        assertTrue(bySample(byRace).get("s2").equals("A {age=[18,30), gender=F, race=A}"), bySample(byRace).get("s2"));
    }

    @Test
    void binsOnAPreparedCorpusFollowTheRowRules(@TempDir Path dir) {
        var csv = AttributeCorpus.write(dir, "corpus.csv", 8, "s8,p5,B,M,60,0,-1");
        var prepped = prep(csv, dir, List.of("race"), Bins.none());

        var e = assertThrows(InvalidInputException.class,
                () -> PrepJob.prepare(spark, PrepConfig.of(List.of(prepped), List.of("age")).withBins(AGE)));

        assertTrue(e.getMessage().contains(prepped + "/corpus, sample 's8', column 'age': value outside the bins "
                + "'60' is at or above the last edge 60"), e.getMessage());
    }

    @Test
    void anAttributeThePrepBandedCannotBeBandedAgain(@TempDir Path dir) {
        var prepped = prep(AttributeCorpus.write(dir, "corpus.csv"), dir, List.of("race"), AGE);
        var again = Bins.parse(List.of("age=0,50"));

        var e = assertThrows(InvalidInputException.class,
                () -> PrepJob.prepare(spark, PrepConfig.of(List.of(prepped), List.of("age")).withBins(again)));
        // its bands are its values: grouping by them needs no --bin
        var byBand = PrepJob.prepare(spark, PrepConfig.of(List.of(prepped), List.of("age")));

        assertTrue(e.getMessage().contains("stores 'age' as the bands of its prep's --bin age=0,18,30,60"),
                e.getMessage());
        assertEquals(List.of("[0,18)", "[18,30)", "[30,60)"),
                byBand.manifest().groups().stream().map(GroupStats::name).toList());
        assertEquals(Map.of("age", List.of("0", "18", "30", "60")), byBand.manifest().bins());
    }
}
