package org.fairscore.jobs.protocol;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.fairscore.jobs.protocol.ScoreFileAuditTest.report;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.bootstrap.DifferentialIntervals;
import org.fairscore.core.bootstrap.IdentityBootstrap;
import org.fairscore.core.bootstrap.IdentityErrorCounts;
import org.fairscore.core.verification.Differentials;
import org.fairscore.core.verification.ErrorCounts;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.core.verification.GroupErrors;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * --cross-group and the identity bootstrap with pair lists and score files: a list (or score table) of every pair
 * of a corpus gives exactly the all-pairs audit's cross-group matrix and bootstrap intervals; a hand-made score table
 * with per-side groups, ties, failures to acquire and genuine comparisons across groups gives the matrix, counts and
 * intervals of a brute force written here; a score file without identities refuses an explicit --bootstrap.
 */
@ExtendWith(LocalSpark.class)
class ProtocolCrossGroupTest {
    private static final List<String> ALL_PAIRS_OPTIONS = List.of("--far", "0.1,0.01", "--cross-group", "--bootstrap",
            "40", "--seed", "5", "--quiet");

    /** Every unordered pair i &lt; j of the corpus, intra- and cross-group. */
    private static List<ExactCorpus.Sample[]> allPairs(ExactCorpus corpus) {
        var out = new ArrayList<ExactCorpus.Sample[]>();
        var s = corpus.samples;
        for (int i = 0; i < s.size(); i++) {
            for (int j = i + 1; j < s.size(); j++) {
                out.add(new ExactCorpus.Sample[] {s.get(i), s.get(j)});
            }
        }
        return out;
    }

    private static JsonNode allPairsAudit(ExactCorpus corpus, Path dir) throws IOException {
        Path out = dir.resolve("all");
        var args = new ArrayList<>(List.of("audit", "--input", corpus.writeCsv(dir.resolve("corpus.csv")).toString(),
                "--label-col", "identity", "--group", "race", "--out", out.toString()));
        args.addAll(ALL_PAIRS_OPTIONS);
        var r = run(args);
        assertEquals(0, r.code(), r.err());
        return report(out);
    }

    /** The protocol report has the all-pairs report's groups, operating points (matrix, bootstrap) and pair counts. */
    private static void assertSameMatrixAndIntervals(JsonNode expected, JsonNode actual, long crossPairs) {
        assertEquals(expected.get("operatingPoints"), actual.get("operatingPoints"));
        assertEquals(expected.get("crossGroupImpostorPairs"), actual.get("crossGroupImpostorPairs"));
        assertEquals(crossPairs, actual.get("protocol").get("crossGroupComparisons").asLong());
        assertEquals(0, actual.get("protocol").get("crossGroupGenuine").size()); // identities do not span races here
        // not vacuous: the matrix and the bootstrap intervals are there
        var op = actual.get("operatingPoints").get(0);
        assertEquals(3, op.get("crossGroupFar").size());
        for (String g : List.of("A", "B", "C")) {
            assertTrue(op.get("perGroup").get(g).has("farBootstrap"), op::toString);
            assertTrue(op.get("perGroup").get(g).has("frrBootstrap"), op::toString);
        }
        assertTrue(actual.get("methods").get("intervals").asText().contains("Identity bootstrap"));
        assertTrue(actual.get("methods").get("crossGroup").asText().contains("cross-group FAR"));
    }

    @Test
    void pairListOfEveryPairGivesTheAllPairsMatrixAndBootstrap(@TempDir Path dir, SparkSession spark) throws IOException {
        var corpus = new ExactCorpus(8, 3);
        var expected = allPairsAudit(corpus, dir);
        var sb = new StringBuilder("sample_a,sample_b\n");
        long cross = 0;
        var pairs = allPairs(corpus);
        for (int i = 0; i < pairs.size(); i++) {
            var p = pairs.get(i);
            var first = i % 2 == 0 ? p[0] : p[1]; // sides swapped on every other row: order does not matter
            var second = i % 2 == 0 ? p[1] : p[0];
            sb.append(first.id()).append(',').append(second.id()).append('\n');
            cross += p[0].race().equals(p[1].race()) ? 0 : 1;
        }
        Path list = ExactCorpus.write(dir.resolve("pairs.csv"), sb.toString());
        Path out = dir.resolve("pairs");
        var args = new ArrayList<>(List.of("audit", "--input", dir.resolve("corpus.csv").toString(), "--label-col",
                "identity", "--group", "race", "--pairs", list.toString(), "--out", out.toString()));
        args.addAll(ALL_PAIRS_OPTIONS);
        var r = run(args);
        assertEquals(0, r.code(), r.err());
        var actual = report(out);
        assertEquals(expected.get("groups"), actual.get("groups"));
        assertSameMatrixAndIntervals(expected, actual, cross);
        assertTrue(actual.get("methods").get("identityBootstrap").asText().contains("each of its two identities"));
    }

    @Test
    void scoreTableOfEveryPairGivesTheAllPairsMatrixAndBootstrap(@TempDir Path dir, SparkSession spark) throws IOException {
        var corpus = new ExactCorpus(7, 11);
        var expected = allPairsAudit(corpus, dir);
        var sb = new StringBuilder("label_a,label_b,group_a,group_b,sample_a,sample_b,score\n");
        long cross = 0;
        for (var p : allPairs(corpus)) {
            sb.append(p[0].identity()).append(',').append(p[1].identity()).append(',').append(p[0].race()).append(',')
                    .append(p[1].race()).append(',').append(p[0].id()).append(',').append(p[1].id()).append(',')
                    .append(ExactCorpus.score(p[0], p[1])).append('\n');
            cross += p[0].race().equals(p[1].race()) ? 0 : 1;
        }
        Path scores = ExactCorpus.write(dir.resolve("scores.csv"), sb.toString());
        Path out = dir.resolve("scores");
        var args = new ArrayList<>(List.of("audit", "--scores", scores.toString(), "--out", out.toString()));
        args.addAll(ALL_PAIRS_OPTIONS);
        var r = run(args);
        assertEquals(0, r.code(), r.err());
        var actual = report(out);
        ScoreFileAuditTest.assertSameGroups(expected, actual);
        assertSameMatrixAndIntervals(expected, actual, cross);
    }

    /** One comparison of the hand-made score table; score null = failure to acquire (NaN). */
    private record Cmp(String la, String lb, String ga, String gb, Float score) {
        boolean genuine() {
            return la.equals(lb);
        }
    }

    /**
     * Groups X, Y (audited) and D (only across groups); identities x0..x4 in X, y0..y4 in Y, d0, d1 in D, and x0, x1
     * also appearing on the Y side of some genuine comparisons across X and Y. Scores are multiples of 1/8: many ties.
     */
    private static List<Cmp> handMade() {
        var rng = new SplittableRandom(17);
        var out = new ArrayList<Cmp>();
        for (String g : List.of("X", "Y")) {
            String p = g.toLowerCase();
            for (int i = 0; i < 5; i++) {
                for (int j = i; j < 5; j++) {
                    int n = i == j ? 2 : 1 + rng.nextInt(2); // repeated comparisons of one pair of identities
                    for (int k = 0; k < n; k++) {
                        float s = i == j ? -1 + rng.nextInt(8) : -4 + rng.nextInt(7); // overlapping: both rates move
                        out.add(new Cmp(p + i, p + j, g, g, rng.nextInt(15) == 0 ? null : s / 8));
                    }
                }
            }
        }
        for (int i = 0; i < 40; i++) { // X–Y impostors, either side first
            boolean xFirst = rng.nextBoolean();
            String x = "x" + rng.nextInt(5);
            String y = "y" + rng.nextInt(5);
            Float s = rng.nextInt(10) == 0 ? null : (-3 + rng.nextInt(7)) / 8f;
            out.add(xFirst ? new Cmp(x, y, "X", "Y", s) : new Cmp(y, x, "Y", "X", s));
        }
        for (int i = 0; i < 6; i++) { // X–Y genuine: x0, x1 seen in Y on one side
            String x = "x" + (i % 2);
            out.add(new Cmp(x, x, "X", "Y", (2 + i % 3) / 8f));
        }
        for (int i = 0; i < 5; i++) { // X–D impostors: D has no comparison within itself
            out.add(new Cmp("d" + (i % 2), "x" + i, "D", "X", (i - 2) / 8f));
        }
        return out;
    }

    /** The threshold of the default rule 'above': the k-th smallest pooled impostor score, k = n − ⌊α·n⌋. */
    private static float above(List<Float> impostors, int oneOver) {
        float[] s = new float[impostors.size()];
        for (int i = 0; i < s.length; i++) {
            s[i] = impostors.get(i);
        }
        Arrays.sort(s);
        int k = s.length - s.length / oneOver; // α = 1/oneOver: ⌊α·n⌋ = n / oneOver exactly
        return s[k - 1];
    }

    @Test
    void handMadeScoreTableGivesTheBruteForceMatrixCountsAndIntervals(@TempDir Path dir, SparkSession spark)
            throws IOException {
        var rows = handMade();
        var sb = new StringBuilder("label_a,label_b,group_a,group_b,score\n");
        for (var c : rows) {
            sb.append(c.la()).append(',').append(c.lb()).append(',').append(c.ga()).append(',').append(c.gb()).append(',')
                    .append(c.score() == null ? "NaN" : c.score().toString()).append('\n');
        }
        Path scores = ExactCorpus.write(dir.resolve("hand.csv"), sb.toString());
        Path out = dir.resolve("out");
        var r = run(List.of("audit", "--scores", scores.toString(), "--far", "0.25,0.1", "--cross-group",
                "--bootstrap", "30", "--seed", "9", "--quiet", "--out", out.toString()));
        assertEquals(0, r.code(), r.err());
        var report = report(out);

        // brute force: thresholds from the pooled intra-group impostors with a score
        var pooled = new ArrayList<Float>();
        for (var c : rows) {
            if (c.ga().equals(c.gb()) && !c.genuine() && c.score() != null) {
                pooled.add(c.score());
            }
        }
        float[] t = {above(pooled, 4), above(pooled, 10)};
        var ops = report.get("operatingPoints");
        for (int l = 0; l < 2; l++) {
            assertEquals(t[l], (float) ops.get(l).get("threshold").asDouble(), "level " + l);
        }
        // the matrix: X–Y impostors with a score, FAR = #{s > t} / n; the diagonal is the groups' own FAR
        long n = 0;
        long[] accepted = new long[2];
        long genuineXy = 0;
        long crossAll = 0;
        for (var c : rows) {
            if (c.ga().equals(c.gb())) {
                continue;
            }
            crossAll++;
            boolean xy = !c.ga().equals("D") && !c.gb().equals("D");
            if (xy && c.genuine()) {
                genuineXy++;
            } else if (xy && c.score() != null) {
                n++;
                for (int l = 0; l < 2; l++) {
                    accepted[l] += c.score() > t[l] ? 1 : 0;
                }
            }
        }
        assertTrue(n > 30 && accepted[0] > 0 && accepted[0] < n, "a matrix cell that can tell rules apart: " + n);
        assertEquals(n, report.get("crossGroupImpostorPairs").get("X").get("Y").asLong());
        assertEquals(n, report.get("crossGroupImpostorPairs").get("Y").get("X").asLong());
        for (int l = 0; l < 2; l++) {
            var m = ops.get(l).get("crossGroupFar");
            assertEquals((double) accepted[l] / n, m.get("X").get("Y").asDouble(), 0.0, "level " + l);
            assertEquals((double) accepted[l] / n, m.get("Y").get("X").asDouble(), 0.0, "level " + l);
            assertEquals(ops.get(l).get("perGroup").get("X").get("far"), m.get("X").get("X"));
            assertFalse(m.has("D"), m::toString); // D has no comparison within itself: not an audited group
        }
        var protocol = report.get("protocol");
        assertEquals(crossAll, protocol.get("crossGroupComparisons").asLong());
        assertEquals(genuineXy, protocol.get("crossGroupGenuine").get("X").get("Y").asLong());
        assertEquals(genuineXy, protocol.get("crossGroupGenuine").get("Y").get("X").asLong());
        assertEquals(2, protocol.get("crossGroupGenuine").size(), protocol::toString);
        var warnings = report.get("warnings").toString();
        assertTrue(warnings.contains("5 impostor comparisons across groups involve group(s) 'D'"), warnings);
        long crossFailures = rows.stream().filter(c -> !c.ga().equals(c.gb()) && c.score() == null).count();
        assertTrue(crossFailures > 0);
        assertTrue(warnings.contains(crossFailures + " comparisons across groups failed to acquire"), warnings);
        assertTrue(warnings.contains("their impostors are in the cross-group matrix"), warnings);

        // the bootstrap: per-identity counts by brute force, resampled as the all-pairs audit resamples them
        var counts = IdentityErrorCounts.empty(2);
        var identities = new TreeMap<String, List<String>>(Map.of("X", List.of("x0", "x1", "x2", "x3", "x4"),
                "Y", List.of("y0", "y1", "y2", "y3", "y4")));
        identities.forEach((g, labels) -> {
            for (String k : labels) {
                long gen = 0;
                long imp = 0;
                long[] fr = new long[2];
                long[] fa = new long[2];
                for (var c : rows) {
                    if (!c.ga().equals(g) || !c.gb().equals(g) || c.score() == null) {
                        continue;
                    }
                    if (c.genuine() && c.la().equals(k)) {
                        gen++;
                        for (int l = 0; l < 2; l++) {
                            fr[l] += c.score() <= t[l] ? 1 : 0;
                        }
                    } else if (!c.genuine() && (c.la().equals(k) || c.lb().equals(k))) {
                        imp++;
                        for (int l = 0; l < 2; l++) {
                            fa[l] += c.score() > t[l] ? 1 : 0;
                        }
                    }
                }
                counts.addGenuine(g, k, gen, fr);
                counts.addImpostor(g, k, imp, fa);
            }
        });
        var intervals = IdentityBootstrap.compute(counts, 30, 9, 0.95);
        for (int l = 0; l < 2; l++) {
            for (String g : List.of("X", "Y")) {
                var rates = ops.get(l).get("perGroup").get(g);
                var far = intervals.far(g, l);
                var frr = intervals.frr(g, l);
                assertNotNull(far);
                assertNotNull(frr);
                assertEquals(far.lower(), rates.get("farBootstrap").get("lower").asDouble(), 0.0, g + " " + l);
                assertEquals(far.upper(), rates.get("farBootstrap").get("upper").asDouble(), 0.0, g + " " + l);
                assertEquals(frr.lower(), rates.get("frrBootstrap").get("lower").asDouble(), 0.0, g + " " + l);
                assertEquals(frr.upper(), rates.get("frrBootstrap").get("upper").asDouble(), 0.0, g + " " + l);
                assertEquals(far.method(), rates.get("farBootstrap").get("method").asText(), g + " " + l);
            }
            // the differentials' intervals come from the same replicates, through the protocol path as well
            var errors = new ArrayList<GroupErrors>();
            for (String g : List.of("X", "Y")) {
                var rates = ops.get(l).get("perGroup").get(g);
                errors.add(new GroupErrors(g, new ErrorCounts(rates.get("falseAccepts").asLong(),
                        rates.get("impostorPairs").asLong(), rates.get("falseRejects").asLong(),
                        rates.get("genuinePairs").asLong())));
            }
            var op = ops.get(l);
            var global = new ErrorCounts(op.get("globalFalseAccepts").asLong(), op.get("globalImpostorPairs").asLong(),
                    op.get("globalFalseRejects").asLong(), op.get("globalGenuinePairs").asLong());
            var point = Differentials.compute(errors, FarLevel.parse(l == 0 ? "0.25" : "0.1", "far"), global, 0.5);
            var expected = DifferentialIntervals.compute(intervals, l, errors, point, 0.5);
            var json = op.get("differentials");
            var names = new ArrayList<String>();
            json.fieldNames().forEachRemaining(names::add);
            assertEquals(expected.keySet(), Set.copyOf(names), json::toString);
            expected.forEach((name, d) -> {
                var j = json.get(name);
                assertEquals(d.undefinedReplicates() == null, !j.has("undefinedReplicates"), name + " " + j);
                if (d.undefinedReplicates() != null) {
                    assertEquals(d.undefinedReplicates().intValue(), j.get("undefinedReplicates").asInt(), name);
                }
                assertEquals(d.interval() != null, j.has("interval"), name + " " + j);
                if (d.interval() != null) {
                    assertEquals(d.interval().lower(), j.get("interval").get("lower").asDouble(), 0.0, name);
                    assertEquals(d.interval().upper(), j.get("interval").get("upper").asDouble(), 0.0, name);
                    assertEquals(d.interval().method(), j.get("interval").get("method").asText(), name);
                }
            });
            assertTrue(json.get("farMaxMinDifference").has("undefinedReplicates"), json::toString);
        }
    }

    @Test
    void withoutCrossGroupTheComparisonsAcrossGroupsAreOnlyCounted(@TempDir Path dir, SparkSession spark)
            throws IOException {
        Path scores = ExactCorpus.write(dir.resolve("s.csv"), "label_a,label_b,group_a,group_b,score\n"
                + "p,p,X,X,0.9\np,q,X,X,0.1\nq,q,X,X,0.8\nr,r,Y,Y,0.7\nr,s,Y,Y,0.2\ns,s,Y,Y,0.6\np,r,X,Y,0.4\np,p,X,Y,0.5\n");
        Path out = dir.resolve("out");
        var r = run(List.of("audit", "--scores", scores.toString(), "--far", "0.5", "--quiet", "--out", out.toString()));
        assertEquals(0, r.code(), r.err());
        var report = report(out);
        assertEquals(2, report.get("protocol").get("crossGroupComparisons").asLong());
        assertFalse(report.get("protocol").has("crossGroupGenuine"));
        assertFalse(report.has("crossGroupImpostorPairs"));
        assertFalse(report.get("operatingPoints").get(0).has("crossGroupFar"));
        assertTrue(report.get("warnings").toString().contains("--cross-group would audit their impostors"),
                report.get("warnings")::toString);
        // identities known (label columns): the default bootstrap runs, with 2 identities per group
        assertTrue(report.get("operatingPoints").get(0).get("perGroup").get("X").has("frrBootstrap"));
    }

    @Test
    void scoreFilesWithoutIdentitiesRefuseAnExplicitBootstrapAndFallBackByDefault(@TempDir Path dir, SparkSession spark)
            throws IOException {
        Path bob = ExactCorpus.write(dir.resolve("s2.txt"), "1 0.9\n1 0.8\n-1 0.1\n-1 0.3\n-1 0.2\n1 0.7\n");
        Path table = ExactCorpus.write(dir.resolve("t.csv"), "genuine,score\n1,0.9\n0,0.1\n0,0.2\n1,0.7\n");
        for (var file : List.of(List.of(bob.toString(), "bob-2col", "is bob-2col (label score), which names no identities"),
                List.of(table.toString(), "table", "has no identity label columns [label_a, label_b]"))) {
            Path refused = dir.resolve("refused-" + file.get(1));
            var r = run(List.of("audit", "--scores", file.get(0), "--score-format", file.get(1), "--bootstrap", "50",
                    "--quiet", "--out", refused.toString()));
            assertEquals(2, r.code(), r.err());
            assertTrue(r.err().contains("--bootstrap 50: the identity bootstrap resamples identities, but "), r.err());
            assertTrue(r.err().contains(file.get(2)), r.err());
            assertFalse(Files.exists(refused.resolve("_SUCCESS")));

            Path out = dir.resolve("default-" + file.get(1));
            var ok = run(List.of("audit", "--scores", file.get(0), "--score-format", file.get(1), "--far", "0.5",
                    "--quiet", "--out", out.toString()));
            assertEquals(0, ok.code(), ok.err());
            var report = report(out);
            var rates = report.get("operatingPoints").get(0).get("perGroup").get("all");
            assertFalse(rates.has("farBootstrap"), rates::toString);
            assertTrue(rates.has("farInterval"), rates::toString);
            assertTrue(report.get("methods").get("identityBootstrap").asText().startsWith("no identity bootstrap"));
            assertFalse(report.get("methods").get("intervals").asText().contains("Identity bootstrap"));
        }
        // --bootstrap 0 given explicitly is fine
        var off = run(List.of("audit", "--scores", bob.toString(), "--score-format", "bob-2col", "--bootstrap", "0",
                "--quiet", "--out", dir.resolve("off").toString()));
        assertEquals(0, off.code(), off.err());
        assertNull(report(dir.resolve("off")).get("operatingPoints").get(0).get("perGroup").get("all").get("farBootstrap"));
    }
}
