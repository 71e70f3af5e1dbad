package org.fairscore.jobs.protocol;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.GroupKey;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * audit --scores: a score file written from a corpus (exact float32 scores, see {@link ExactCorpus}) gives
 * exactly the embedding-based report; failures to acquire are counted as injected; bad rows exit 2 naming
 * file, row and column.
 */
@ExtendWith(LocalSpark.class)
class ScoreFileAuditTest {
    static final String LEVELS = "0.1,0.02,1";


    static JsonNode report(Path out) throws IOException {
        assertTrue(Files.exists(out.resolve("_SUCCESS")));
        return new ObjectMapper().readTree(out.resolve("report.json").toFile());
    }

    /**
     * The all-pairs audit of the corpus (at-or-above, so the midpoint EER is in the report too), with the default
     * identity bootstrap: a score file naming both sides' identities gets the same intervals.
     */
    static JsonNode allPairs(ExactCorpus corpus, Path dir) throws IOException {
        Path out = dir.resolve("all");
        var r = run(List.of("audit", "--input", corpus.writeCsv(dir.resolve("corpus.csv")).toString(), "--label-col",
                "identity", "--group", "race", "--accept", "at-or-above", "--far", LEVELS,
                "--quiet", "--out", out.toString()));
        assertEquals(0, r.code(), r.err());
        return report(out);
    }

    static void assertSameAudit(JsonNode expected, JsonNode actual) {
        assertSameGroups(expected, actual);
        assertEquals(expected.get("operatingPoints"), actual.get("operatingPoints"));
        assertEquals(expected.get("protocol").get("midpointEer"), actual.get("protocol").get("midpointEer"));
    }

    /**
     * The same groups[] apart from "attributes", whose key is the report's own groupBy: the corpus' attribute
     * (race), or for a score file without --group its one attribute "group" (the group columns' values).
     */
    static void assertSameGroups(JsonNode expected, JsonNode actual) {
        assertEquals(withoutAttributes(expected.get("groups")), withoutAttributes(actual.get("groups")));
        for (var report : List.of(expected, actual)) {
            String attribute = report.get("groupBy").get(0).asText();
            for (JsonNode g : report.get("groups")) {
                assertEquals(1, g.get("attributes").size(), g::toString);
                assertEquals(g.get("name"), g.get("attributes").get(attribute), g::toString);
            }
        }
    }

    private static JsonNode withoutAttributes(JsonNode groups) {
        var copy = groups.deepCopy();
        copy.forEach(g -> ((com.fasterxml.jackson.databind.node.ObjectNode) g).remove("attributes"));
        return copy;
    }

    @Test
    void scoreTableWrittenFromTheCorpusGivesTheEmbeddingReport(@TempDir Path dir, SparkSession spark) throws IOException {
        var corpus = new ExactCorpus(12, 5);
        var expected = allPairs(corpus, dir);
        var sb = new StringBuilder("sample_a,sample_b,label_a,label_b,group_a,group_b,score\n");
        for (var p : corpus.intraGroupPairs()) {
            sb.append(p[0].id()).append(',').append(p[1].id()).append(',').append(p[0].identity()).append(',')
                    .append(p[1].identity()).append(',').append(p[0].race()).append(',').append(p[1].race()).append(',')
                    .append(ExactCorpus.score(p[0], p[1])).append('\n');
        }
        // two comparisons across groups: counted, not audited
        sb.append("s0,x,a,b,A,B,0.5\ns1,y,a,c,B,C,0.25\n");
        Path scores = ExactCorpus.write(dir.resolve("scores.csv"), sb.toString());
        Path out = dir.resolve("scores");
        var r = run(List.of("audit", "--scores", scores.toString(), "--accept", "at-or-above", "--far", LEVELS,
                "--quiet", "--out", out.toString()));
        assertEquals(0, r.code(), r.err());
        var actual = report(out);
        assertSameAudit(expected, actual);
        assertEquals(2, actual.get("protocol").get("crossGroupComparisons").asLong());
        assertEquals("score-file", actual.get("protocol").get("protocol").asText());
        assertTrue(actual.get("methods").get("scores").asText().contains("scores.csv"));
    }

    @Test
    void bobFiveColumnFileWithSubjectMetadataGivesTheEmbeddingReport(@TempDir Path dir, SparkSession spark)
            throws IOException {
        var corpus = new ExactCorpus(10, 9);
        var expected = allPairs(corpus, dir);
        var sb = new StringBuilder();
        for (var p : corpus.intraGroupPairs()) {
            // claimed_id model_label real_id test_label score
            sb.append(p[0].identity()).append(' ').append(p[0].id()).append(' ').append(p[1].identity()).append(' ')
                    .append(p[1].id()).append(' ').append(ExactCorpus.score(p[0], p[1])).append('\n');
        }
        Path scores = ExactCorpus.write(dir.resolve("scores-5col.txt"), sb.toString());
        var meta = new StringBuilder("subject,race\n");
        corpus.samples.stream().map(s -> s.identity() + "," + s.race()).distinct().forEach(l -> meta.append(l).append('\n'));
        Path metadata = ExactCorpus.write(dir.resolve("subjects.csv"), meta.toString());
        Path out = dir.resolve("bob");
        var r = run(List.of("audit", "--scores", scores.toString(), "--score-format", "bob-5col", "--subject-metadata",
                metadata.toString(), "--group", "race", "--accept", "at-or-above", "--far", LEVELS, "--quiet",
                "--out", out.toString()));
        assertEquals(0, r.code(), r.err());
        assertSameAudit(expected, report(out));
    }

    /**
     * Subject metadata with two attributes whose values held the old separators: (A|gender=B, C) and
     * (A, B|gender=C) were one group "race=A|gender=B|gender=C", which made the p–r comparison intra-group.
     */
    @Test
    void intersectionalMetadataGroupsStayApartAndCarryTheirValues(@TempDir Path dir, SparkSession spark) throws IOException {
        String text = String.join("\n", "p p t1 0.9", "p q t3 0.1", "q q t4 0.8", "r r t6 0.7", "r s t7 0.2", "s s t9 0.6",
                "p r t10 0.4") + "\n";
        Path scores = ExactCorpus.write(dir.resolve("s4.txt"), text);
        Path metadata = ExactCorpus.write(dir.resolve("m.csv"),
                "subject,race,gender\np,A|gender=B,C\nq,A|gender=B,C\nr,A,B|gender=C\ns,A,B|gender=C\n");
        Path out = dir.resolve("out");
        var r = run(List.of("audit", "--scores", scores.toString(), "--score-format", "bob-4col", "--subject-metadata",
                metadata.toString(), "--group", "race,gender", "--far", "0.5", "--quiet", "--out", out.toString()));
        assertEquals(0, r.code(), r.err());
        var report = report(out);
        assertEquals(1, report.get("protocol").get("crossGroupComparisons").asLong());
        var attrs = List.of("race", "gender");
        var groups = report.get("groups");
        assertEquals(2, groups.size(), groups::toString);
        for (JsonNode g : groups) {
            var values = List.of(g.get("attributes").get("race").asText(), g.get("attributes").get("gender").asText());
            assertEquals(GroupKey.name(attrs, values), g.get("name").asText());
            assertTrue(values.equals(List.of("A|gender=B", "C")) || values.equals(List.of("A", "B|gender=C")), values::toString);
            assertEquals(1, g.get("impostorPairs").asLong());
        }
    }

    @Test
    void failuresToAcquireAreCountedPerGroupAsInjected(@TempDir Path dir, SparkSession spark) throws IOException {
        // bob-4col, groups from metadata: g1 = {p, q}, g2 = {r, s}
        String text = String.join("\n",
                "p p t1 0.9", "p p t2 nan", "p q t3 0.1", "q q t4 0.8", "q p t5 NaN",   // g1: 1 of 3 genuine, 1 of 2 impostor fail
                "r r t6 0.7", "r s t7 0.2", "s r t8 0.3", "s s t9 0.6",               // g2: none
                "p r t10 0.4") + "\n";                                                // across groups
        Path scores = ExactCorpus.write(dir.resolve("s4.txt"), text);
        Path metadata = ExactCorpus.write(dir.resolve("m.csv"), "subject,grp\np,g1\nq,g1\nr,g2\ns,g2\n");
        Path out = dir.resolve("out");
        var r = run(List.of("audit", "--scores", scores.toString(), "--score-format", "bob-4col", "--subject-metadata",
                metadata.toString(), "--group", "grp", "--accept", "at-or-above", "--far", "0.5", "--fta-in-rates",
                "--quiet", "--out", out.toString()));
        assertEquals(0, r.code(), r.err());
        var p = report(out).get("protocol");
        var g1 = p.get("failuresToAcquire").get("g1");
        assertEquals(3, g1.get("genuineComparisons").asLong());
        assertEquals(1, g1.get("genuineFailures").asLong());
        assertEquals(2, g1.get("impostorComparisons").asLong());
        assertEquals(1, g1.get("impostorFailures").asLong());
        assertEquals(2.0 / 5, g1.get("fta").asDouble(), 1e-15);
        assertEquals(0, p.get("failuresToAcquire").get("g2").get("genuineFailures").asLong());
        assertEquals(1, p.get("crossGroupComparisons").asLong());
        // pooled impostors {0.1, 0.2, 0.3}: α = 0.5, m = 1 → t = 0.3. g1: FMR 0/1, FNMR 0/2 (0.9, 0.8 ≥ 0.3)
        // → FAR = 0, FRR = FTA = 2/5
        var adj = p.get("ftaAdjusted").get("0.5").get("g1");
        assertEquals(0.0, adj.get("far").asDouble());
        assertEquals(0.4, adj.get("frr").asDouble(), 1e-15);
        var groups = report(out).get("groups");
        assertEquals(2, groups.get(0).get("genuinePairs").asLong()); // g1: only scored comparisons are pairs
    }

    @Test
    void parquetTableAndDistancesAreReadAsTheCsvIs(@TempDir Path dir, SparkSession spark) throws IOException {
        // the same comparisons as a CSV table of similarities and a Parquet table of distances (−similarity)
        var rows = new ArrayList<org.apache.spark.sql.Row>();
        var csv = new StringBuilder("label_a,label_b,group_a,group_b,score\n");
        float[][] data = {{0.9f, 1}, {0.8f, 1}, {0.1f, 0}, {0.3f, 0}, {0.35f, 0}, {0.75f, 1}};
        for (int i = 0; i < data.length; i++) {
            String la = "p" + i;
            String lb = data[i][1] == 1 ? la : "q" + i;
            String g = i % 2 == 0 ? "X" : "Y";
            csv.append(la).append(',').append(lb).append(',').append(g).append(',').append(g).append(',')
                    .append(data[i][0]).append('\n');
            rows.add(org.apache.spark.sql.RowFactory.create(la, lb, g, g, -data[i][0]));
        }
        var schema = new org.apache.spark.sql.types.StructType()
                .add("label_a", "string").add("label_b", "string").add("group_a", "string").add("group_b", "string")
                .add("dist", "float");
        Path parquet = dir.resolve("dist.parquet");
        spark.createDataFrame(rows, schema).coalesce(1).write().parquet(parquet.toString());
        Path csvFile = ExactCorpus.write(dir.resolve("sim.csv"), csv.toString());
        var r1 = run(List.of("audit", "--scores", csvFile.toString(), "--far", "0.5", "--quiet", "--out",
                dir.resolve("a").toString()));
        assertEquals(0, r1.code(), r1.err());
        var r2 = run(List.of("audit", "--scores", parquet.toString(), "--score-col", "dist", "--distance", "--far", "0.5",
                "--quiet", "--out", dir.resolve("b").toString()));
        assertEquals(0, r2.code(), r2.err());
        var a = report(dir.resolve("a"));
        var b = report(dir.resolve("b"));
        // the same counts and rates; thresholds and means on the distance scale, the rule 'below'
        BobMeasureScoreFileTest.assertMirrored(a, b);
        assertEquals("below", b.get("accept").asText());
        // group X holds rows 0, 2, 4: genuine {0.9}, impostor {0.1, 0.35}
        assertEquals(0.9f, (float) a.get("groups").get(0).get("genuineMean").asDouble());
        assertEquals(-0.9f, (float) b.get("groups").get(0).get("genuineMean").asDouble());
        // α = 0.5 of the pooled impostors {0.1, 0.3, 0.35} (distances −0.1, −0.3, −0.35): one may be accepted,
        // so similarities above t = 0.3, distances below t = −0.3
        assertEquals(0.3f, (float) a.get("operatingPoints").get(0).get("threshold").asDouble());
        assertEquals(-0.3f, (float) b.get("operatingPoints").get(0).get("threshold").asDouble());
    }

    @Test
    void badRowsExitTwoNamingFileRowAndColumn(@TempDir Path dir, SparkSession spark) {
        Path bad = ExactCorpus.write(dir.resolve("bad.csv"),
                "label_a,label_b,group_a,group_b,score\na,a,G,G,0.9\na,b,G,G,0.1\nb,b,G,G,zero\nb,c,G,,0.2\n");
        Path out = dir.resolve("out");
        var r = run(List.of("audit", "--scores", bad.toString(), "--quiet", "--out", out.toString()));
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("bad.csv, data row 3, column 'score': malformed score 'zero'"), r.err());
        assertTrue(r.err().contains("bad.csv, data row 4, column 'group_b': missing group"), r.err());
        assertFalse(Files.exists(out.resolve("_SUCCESS")));
        assertEquals("", r.out());

        Path flags = ExactCorpus.write(dir.resolve("flags.csv"), "label_a,label_b,genuine,score\na,a,1,0.9\na,b,1,0.1\n");
        var r2 = run(List.of("audit", "--scores", flags.toString(), "--quiet", "--out", out.toString()));
        assertEquals(2, r2.code(), r2.err());
        assertTrue(r2.err().contains("flags.csv, data row 2, column 'genuine': declared genuine but the labels"), r2.err());

        Path s5 = ExactCorpus.write(dir.resolve("s5.txt"), "p a p b 0.9\np a zz c 0.1\n");
        Path meta = ExactCorpus.write(dir.resolve("m.csv"), "subject,race\np,X\n");
        var r3 = run(List.of("audit", "--scores", s5.toString(), "--score-format", "bob-5col", "--subject-metadata",
                meta.toString(), "--group", "race", "--quiet", "--out", out.toString()));
        assertEquals(2, r3.code(), r3.err());
        assertTrue(r3.err().contains("s5.txt, data row 2, column 'real_id (field 3)': subject 'zz' is not in m.csv"),
                r3.err());

        Path s2 = ExactCorpus.write(dir.resolve("s2.txt"), "1 0.9\n-1 0.1\n0 0.3\n1\n-1 1e39\n-1 37.5\n");
        var r4 = run(List.of("audit", "--scores", s2.toString(), "--score-format", "bob-2col", "--quiet", "--out",
                out.toString()));
        assertEquals(2, r4.code(), r4.err());
        assertTrue(r4.err().contains("s2.txt, data row 3, column 'label (field 1)'"), r4.err());
        assertTrue(r4.err().contains("s2.txt, data row 4, column '(line)': line 4 has 1 white-space separated field; "
                + "bob-2col lines have 2"), r4.err());
        assertTrue(r4.err().contains("s2.txt, data row 5, column 'score (field 2)': score '1e39' is out of the float32 "
                + "range"), r4.err());
        assertFalse(r4.err().contains("data row 6"), r4.err()); // 37.5 is a score like any finite float32
        assertFalse(Files.exists(out.resolve("_SUCCESS")));
    }
}
