package org.fairscore.jobs.protocol;

import static org.fairscore.jobs.protocol.ScoreFileAuditTest.report;
import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.report.markdown.MarkdownTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** audit --pairs: all intra-group pairs give exactly the all-pairs report; bad rows exit 2 naming file, row, column. */
@ExtendWith(LocalSpark.class)
class PairListAuditTest {

    @Test
    void listOfAllIntraGroupPairsGivesTheAllPairsReport(@TempDir Path dir, SparkSession spark) throws IOException {
        var corpus = new ExactCorpus(12, 3);
        Path csv = corpus.writeCsv(dir.resolve("corpus.csv"));
        var common = List.of("--label-col", "identity", "--group", "race", "--far", "0.1,0.01,0.002", "--bootstrap",
                "0", "--quiet");
        Path allOut = dir.resolve("all");
        var args = new java.util.ArrayList<>(List.of("audit", "--input", csv.toString(), "--out", allOut.toString()));
        args.addAll(common);
        var r = run(args);
        assertEquals(0, r.code(), r.err());
        var expected = report(allOut);

        // pairs in reverse order and sides swapped: neither order matters; a declared flag on every row but the
        // first, whose empty flag cell declares nothing (the pair is still audited)
        var sb = new StringBuilder("left,right,genuine\n");
        var pairs = corpus.intraGroupPairs();
        for (int i = pairs.size() - 1; i >= 0; i--) {
            var p = pairs.get(i);
            sb.append(p[1].id()).append(',').append(p[0].id()).append(',')
                    .append(i == pairs.size() - 1 ? "" : p[0].identity().equals(p[1].identity()) ? "genuine" : "impostor")
                    .append('\n');
        }
        sb.append("s0,").append(corpus.samples.get(corpus.samples.size() - 1).id()).append(",0\n"); // A with C: across
        Path list = ExactCorpus.write(dir.resolve("pairs.csv"), sb.toString());
        Path out = dir.resolve("pairs");
        var args2 = new java.util.ArrayList<>(List.of("audit", "--input", csv.toString(), "--pairs", list.toString(),
                "--pair-cols", "left,right", "--prevalence", "0.25", "--out", out.toString()));
        args2.addAll(common);
        var r2 = run(args2);
        assertEquals(0, r2.code(), r2.err());
        var actual = report(out);
        assertEquals(expected.get("groups"), actual.get("groups"));
        assertEquals(expected.get("operatingPoints"), actual.get("operatingPoints"));
        assertEquals(1, actual.get("protocol").get("crossGroupComparisons").asLong());
        assertEquals("pair-list", actual.get("protocol").get("protocol").asText());
        assertTrue(actual.get("methods").get("pairs").asText().contains("pairs.csv"));
        // the equal-metric table agrees with the operating point's counts
        var g = actual.get("operatingPoints").get(0).get("perGroup").get("B");
        long tp = g.get("genuinePairs").asLong() - g.get("falseRejects").asLong();
        long tn = g.get("impostorPairs").asLong() - g.get("falseAccepts").asLong();
        var row = actual.get("protocol").get("equalMetrics").get("levels").get("0.1").get("B");
        assertEquals((double) (tp + tn) / (g.get("genuinePairs").asLong() + g.get("impostorPairs").asLong()),
                row.get("accuracy").get("value").asDouble(), 1e-15);
        assertTrue(row.has("ppvAtPrevalence"));
        // report.md: the all-pairs audit's groups and rates tables, plus the protocol component
        var allTables = MarkdownTables.parse(Files.readString(allOut.resolve("report.md")));
        String md = Files.readString(out.resolve("report.md"));
        var pairTables = MarkdownTables.parse(md);
        assertEquals(allTables.get(0).rows(), pairTables.get(0).rows(), "groups");
        var rates = pairTables.stream().filter(t -> t.headerText().subList(0, 2).equals(List.of("group", "FAR"))).toList();
        assertEquals(allTables.stream().filter(t -> t.headerText().subList(0, 2).equals(List.of("group", "FAR")))
                .map(MarkdownTables.Table::rows).toList(), rates.stream().map(MarkdownTables.Table::rows).toList());
        assertEquals(3, rates.size());
        assertTrue(md.contains("- **Protocol**: pair-list\n"), md);
        assertTrue(md.contains("- **Comparisons across groups (not audited)**: 1\n"), md);
        var em = pairTables.stream().filter(t -> t.headerText().size() >= 3
                && t.headerText().subList(0, 3).equals(List.of("FAR level", "group", "accuracy"))).findFirst().orElseThrow();
        String accuracy = em.rows().stream().filter(cells -> MarkdownTables.text(cells.get(0)).equals("0.1")
                && MarkdownTables.text(cells.get(1)).equals("B")).findFirst().map(cells -> MarkdownTables.text(cells.get(2)))
                .orElseThrow();
        assertTrue(accuracy.startsWith(String.format(Locale.ROOT, "%.4g ", (double) (tp + tn)
                / (g.get("genuinePairs").asLong() + g.get("impostorPairs").asLong()))), accuracy);
    }

    /** With the bootstrap on, the pair list's EER intervals (and FAR/FRR intervals) are the all-pairs audit's. */
    @Test
    void listOfAllIntraGroupPairsGivesTheAllPairsEerIntervals(@TempDir Path dir, SparkSession spark) throws IOException {
        var corpus = new ExactCorpus(12, 3);
        Path csv = corpus.writeCsv(dir.resolve("corpus.csv"));
        var common = List.of("--label-col", "identity", "--group", "race", "--far", "0.1,0.01", "--bootstrap", "100",
                "--quiet");
        Path allOut = dir.resolve("all");
        var args = new java.util.ArrayList<>(List.of("audit", "--input", csv.toString(), "--out", allOut.toString()));
        args.addAll(common);
        var r = run(args);
        assertEquals(0, r.code(), r.err());
        var expected = report(allOut);
        var sb = new StringBuilder("sample_a,sample_b\n");
        for (var p : corpus.intraGroupPairs()) {
            sb.append(p[0].id()).append(',').append(p[1].id()).append('\n');
        }
        Path list = ExactCorpus.write(dir.resolve("pairs.csv"), sb.toString());
        Path out = dir.resolve("pairs");
        var args2 = new java.util.ArrayList<>(List.of("audit", "--input", csv.toString(), "--pairs", list.toString(),
                "--out", out.toString()));
        args2.addAll(common);
        var r2 = run(args2);
        assertEquals(0, r2.code(), r2.err());
        var actual = report(out);
        int withInterval = 0;
        for (int i = 0; i < expected.get("groups").size(); i++) {
            var interval = expected.get("groups").get(i).get("eerInterval");
            assertTrue(interval != null, "the bootstrap gives every group an eerInterval entry");
            withInterval += interval.get("lower").isNull() ? 0 : 1;
        }
        assertTrue(withInterval > 0, "some group has an EER interval: " + expected.get("groups"));
        assertEquals(expected.get("groups"), actual.get("groups"));
        assertEquals(expected.get("operatingPoints"), actual.get("operatingPoints"));
        assertTrue(actual.get("methods").get("eerInterval").asText().startsWith("EER intervals"));
    }

    @Test
    void unknownIdsSelfPairsAndContradictingFlagsExitTwo(@TempDir Path dir, SparkSession spark) {
        var corpus = new ExactCorpus(3, 4);
        Path csv = corpus.writeCsv(dir.resolve("corpus.csv"));
        var s = corpus.samples;
        String sameId = s.get(0).id();
        // find an impostor pair to declare genuine
        String other = s.stream().filter(x -> x.race().equals(s.get(0).race()) && !x.identity().equals(s.get(0).identity()))
                .findFirst().orElseThrow().id();
        Path list = ExactCorpus.write(dir.resolve("p.csv"), "sample_a,sample_b,genuine\n"
                + sameId + "," + other + ",impostor\n"
                + sameId + ",nobody,0\n"
                + sameId + "," + other + ",genuine\n"
                + sameId + "," + sameId + ",1\n");
        Path out = dir.resolve("out");
        var r = run(List.of("audit", "--input", csv.toString(), "--label-col", "identity", "--group", "race", "--pairs",
                list.toString(), "--quiet", "--out", out.toString()));
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().contains("p.csv, data row 2, column 'sample_b': unknown sample id 'nobody'"), r.err());
        assertTrue(r.err().contains("p.csv, data row 3, column 'genuine': declared genuine but the corpus labels"), r.err());
        assertTrue(r.err().contains("p.csv, data row 4, column 'sample_b': sample '" + sameId + "' is paired with itself"),
                r.err());
        assertFalse(r.err().contains("data row 1,"), r.err());
        assertFalse(Files.exists(out.resolve("_SUCCESS")));
        assertEquals("", r.out());
    }
}
