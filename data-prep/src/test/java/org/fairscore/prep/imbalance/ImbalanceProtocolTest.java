package org.fairscore.prep.imbalance;

import static org.apache.spark.sql.functions.col;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.io.AtomicOutput;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Six labels of 120 rows, 20 of them test rows and 100 train rows each. With fraction 0.29 a chosen label
 * loses exactly ⌊0.29 · 100⌋ = 29 training rows — 28 if the product were taken in binary floating point
 * (0.29 · 100 = 28.999999999999996), which is why the fraction is an exact decimal.
 */
@ExtendWith(LocalSpark.class)
class ImbalanceProtocolTest {
    private static final int LABELS = 6;
    private static final int PER_LABEL = 120;

    private static Path corpus(Path dir) throws Exception {
        var sb = new StringBuilder("sample_id,label,race,split,e0,e1,e2,e3\n");
        for (int i = 0; i < LABELS * PER_LABEL; i++) {
            int k = i / LABELS;
            sb.append(String.format(Locale.ROOT, "s%04d,l%d,%s,%s,%d,1,%d,0.5%n", i, i % LABELS, k % 2 == 0 ? "A" : "B",
                    k % 6 == 0 ? "test" : "train", 1 + i % 7, i % 3));
        }
        Path file = dir.resolve("c.csv");
        Files.writeString(file, sb);
        return file;
    }

    @Test
    void chosenClassesLoseExactlyTheFloorOfTheirTrainingRows(@TempDir Path dir, SparkSession spark) throws Exception {
        Path csv = corpus(dir);
        var corpus = PrepJob.prepare(spark, PrepConfig.of(List.of(csv.toString()), List.of("race")));
        var cfg = new ImbalanceConfig(2, new BigDecimal("0.29"), List.of(1L, 2L), "split", null);
        String out = dir.resolve("out").toString();
        ImbalanceProtocol.write(spark, corpus, cfg, csv.toString(), null, out);
        assertTrue(Files.exists(Path.of(out, AtomicOutput.SUCCESS)));
        var json = new ObjectMapper();
        for (long seed : List.of(1L, 2L)) {
            Path draw = Path.of(out, ImbalanceProtocol.drawDir(seed));
            var info = json.readTree(draw.resolve("imbalance.json").toFile());
            var chosen = new HashSet<String>();
            info.get("classes").forEach(c -> chosen.add(c.asText()));
            assertEquals(2, chosen.size());
            var loaded = PrepJob.load(spark, draw.toString());
            assertEquals(LABELS * PER_LABEL - 2 * 29, loaded.manifest().samples());
            assertEquals(LABELS * PER_LABEL - 2 * 29, loaded.samples().count());
            assertEquals(LABELS * PER_LABEL - 2 * 29, info.get("samplesAfter").asLong());
            var perLabel = loaded.samples().groupBy(col(CorpusColumns.LABEL)).count().collectAsList();
            for (var r : perLabel) {
                boolean isChosen = chosen.contains(r.getString(0));
                assertEquals(isChosen ? PER_LABEL - 29 : PER_LABEL, r.getLong(1), r.toString());
                if (isChosen) {
                    assertEquals(100, info.get("trainBefore").get(r.getString(0)).asLong());
                    assertEquals(29, info.get("dropped").get(r.getString(0)).asLong());
                }
            }
            // test rows are untouched: every id with split 'test' in the CSV is still there
            var ids = new HashSet<String>();
            loaded.samples().select(CorpusColumns.SAMPLE_ID).collectAsList().forEach(r -> ids.add(r.getString(0)));
            Files.readAllLines(csv).stream().skip(1).map(l -> l.split(",")).filter(f -> f[3].equals("test"))
                    .forEach(f -> assertTrue(ids.contains(f[0]), f[0]));
        }
        // reproducible: a second run of seed 1 chooses and drops the same rows
        String again = dir.resolve("again").toString();
        ImbalanceProtocol.write(spark, corpus, new ImbalanceConfig(2, new BigDecimal("0.29"), List.of(1L), "split", null),
                csv.toString(), null, again);
        var first = PrepJob.load(spark, Path.of(out, "seed-1").toString()).samples().select(CorpusColumns.SAMPLE_ID);
        var second = PrepJob.load(spark, Path.of(again, "seed-1").toString()).samples().select(CorpusColumns.SAMPLE_ID);
        assertEquals(0, first.except(second).count());
        assertEquals(0, second.except(first).count());
    }

    @Test
    void withoutSplitEveryRowIsATrainingRow(@TempDir Path dir, SparkSession spark) throws Exception {
        Path csv = corpus(dir);
        var corpus = PrepJob.prepare(spark, PrepConfig.of(List.of(csv.toString()), List.of("race")));
        String out = dir.resolve("out").toString();
        ImbalanceProtocol.write(spark, corpus, new ImbalanceConfig(1, new BigDecimal("0.9"), List.of(7L), null, null),
                null, null, out);
        // ⌊0.9 · 120⌋ = 108 rows lost
        assertEquals(LABELS * PER_LABEL - 108, PrepJob.load(spark, Path.of(out, "seed-7").toString()).manifest().samples());
    }

    @Test
    void badParametersAreRejected(@TempDir Path dir, SparkSession spark) throws Exception {
        assertThrows(InvalidInputException.class, () -> new ImbalanceConfig(0, BigDecimal.ONE, List.of(1L), null, null));
        assertThrows(InvalidInputException.class, () -> new ImbalanceConfig(1, new BigDecimal("1.5"), List.of(1L), null, null));
        assertThrows(InvalidInputException.class, () -> new ImbalanceConfig(1, BigDecimal.ONE, List.of(1L, 1L), null, null));
        Path csv = corpus(dir);
        var corpus = PrepJob.prepare(spark, PrepConfig.of(List.of(csv.toString()), List.of("race")));
        String out = dir.resolve("out").toString();
        var e = assertThrows(InvalidInputException.class, () -> ImbalanceProtocol.write(spark, corpus,
                new ImbalanceConfig(LABELS + 1, BigDecimal.ONE, List.of(1L), null, null), null, null, out));
        assertTrue(e.getMessage().contains("has " + LABELS + " labels"), e.getMessage());
        assertFalse(Files.exists(Path.of(out, AtomicOutput.SUCCESS)));
    }
}
