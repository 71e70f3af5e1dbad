package org.fairscore.jobs.protocol;

import static org.fairscore.jobs.protocol.ScoreFileAuditTest.report;
import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** fairscore pairs: within-group, the asked ratio, no duplicates, flags true to the labels, seeded, auditable. */
@ExtendWith(LocalSpark.class)
class PairProtocolGeneratorTest {

    private static List<String> generate(Path corpus, Path out, String seed, String perGroup) {
        var r = run(List.of("pairs", "--input", corpus.toString(), "--label-col", "identity", "--group", "race",
                "--per-group", perGroup, "--ratio", "25:75", "--seed", seed, "--out", out.toString()));
        assertEquals(0, r.code(), r.err());
        try {
            return Files.readAllLines(out);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void seededWithinGroupListWithTheAskedRatio(@TempDir Path dir, SparkSession spark) throws IOException {
        var corpus = new ExactCorpus(15, 2);
        Path csv = corpus.writeCsv(dir.resolve("corpus.csv"));
        var lines = generate(csv, dir.resolve("p1.csv"), "5", "40");
        assertEquals("sample_a,sample_b,genuine,group", lines.get(0));
        Map<String, ExactCorpus.Sample> byId = new HashMap<>();
        corpus.samples.forEach(s -> byId.put(s.id(), s));
        var seen = new HashSet<String>();
        var genuine = new HashMap<String, Integer>();
        var impostor = new HashMap<String, Integer>();
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",");
            var a = byId.get(f[0]);
            var b = byId.get(f[1]);
            assertEquals(a.race(), b.race(), line);
            assertEquals(a.race(), f[3], line);
            assertEquals(a.identity().equals(b.identity()), f[2].equals("1"), line);
            String key = a.id().compareTo(b.id()) < 0 ? a.id() + "|" + b.id() : b.id() + "|" + a.id();
            assertTrue(seen.add(key), "duplicate " + line);
            (f[2].equals("1") ? genuine : impostor).merge(f[3], 1, Integer::sum);
        }
        // 40 per group at 25:75 → 10 genuine (when the group has that many) and 30 impostor
        for (String race : List.of("A", "B", "C")) {
            long available = corpus.intraGroupPairs().stream()
                    .filter(p -> p[0].race().equals(race) && p[0].identity().equals(p[1].identity())).count();
            assertEquals(Math.min(10, available), genuine.getOrDefault(race, 0).longValue(), race);
            assertEquals(30, impostor.get(race).intValue(), race);
        }
        assertEquals(lines, generate(csv, dir.resolve("p2.csv"), "5", "40"));
        assertNotEquals(lines, generate(csv, dir.resolve("p3.csv"), "6", "40"));

        // the list is a protocol the audit reads
        Path out = dir.resolve("audit");
        var r = run(List.of("audit", "--input", csv.toString(), "--label-col", "identity", "--group", "race", "--pairs",
                dir.resolve("p1.csv").toString(), "--far", "0.1", "--quiet", "--out", out.toString()));
        assertEquals(0, r.code(), r.err());
        assertEquals(30, report(out).get("groups").get(0).get("impostorPairs").asLong());
    }
}
