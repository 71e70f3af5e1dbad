package org.fairscore.prep.validate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.model.RejectReason;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.io.SampleSinks;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.prep.testing.TestCorpus;
import org.fairscore.prep.testing.TestCorpus.Sample;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * One input per format holding one bad row per reason that the format can carry (plus a second file
 * whose dimension is wrong); the error must cite each one by file, exact data row and column, in
 * (file, row) order, and no output may be committed.
 */
@ExtendWith(LocalSpark.class)
class BadRowsTest {
    private final SparkSession spark;

    BadRowsTest(SparkSession spark) {
        this.spark = spark;
    }

    /** What the message must cite. */
    private record Expected(String file, long row, String column, RejectReason reason) {
        String line() {
            return InvalidInputException.rowMessage(file, row, column, reason.description());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"csv", "npy", "arrow", "parquet"})
    void everyBadRowIsCitedByFileRowAndColumnAndNothingIsCommitted(String format, @TempDir Path dir)
            throws Exception {
        var in = Files.createDirectory(dir.resolve("in"));
        var rows = new ArrayList<>(TestCorpus.standard());
        rows.set(1, rows.get(1).withId(null));
        rows.set(2, rows.get(2).withEmbedding(new float[] {1, Float.NaN, 2}));
        rows.set(3, rows.get(3).withEmbedding(new float[] {0, 0, 0}));
        rows.set(4, rows.get(4).withLabel(null));
        rows.set(5, rows.get(5).withAttrs(Arrays.asList((String) null)));
        rows.set(8, rows.get(8).withId("s1"));
        var corpus = TestCorpus.write(format, in, "corpus", rows);
        var shortFile = TestCorpus.write(format, in, "short",
                List.of(new Sample("t1", "b9", List.of("B"), new float[] {1, 2})));

        boolean npy = format.equals("npy");
        boolean split = format.equals("csv");
        String meta = npy ? SampleSinks.metadataPathOf(corpus) : corpus;
        var expected = new ArrayList<>(List.of(
                new Expected(meta, 2, "sample_id", RejectReason.MISSING_ID),
                new Expected(corpus, 3, split ? "e1" : "embedding[1]", RejectReason.NON_FINITE),
                new Expected(corpus, 4, split ? "e0..e2" : "embedding", RejectReason.ZERO_VECTOR),
                new Expected(meta, 5, "label", RejectReason.MISSING_LABEL),
                new Expected(meta, 6, TestCorpus.ATTR, RejectReason.MISSING_ATTRIBUTE),
                new Expected(meta, 9, "sample_id", RejectReason.DUPLICATE_ID),
                new Expected(shortFile, 1, split ? "e0..e1" : "embedding", RejectReason.WRONG_DIMENSION)));
        expected.sort(Comparator.comparing(Expected::file).thenComparingLong(Expected::row));
        var out = dir.resolve("prepped");

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.write(
                PrepJob.prepare(spark, PrepConfig.of(List.of(in.toString()), List.of(TestCorpus.ATTR))),
                out.toString()));

        var message = e.getMessage();
        int at = -1;
        for (var x : expected) {
            int next = message.indexOf(x.line());
            assertTrue(next > at, () -> "expected, after the previous one, «" + x.line() + "» in:\n" + message);
            at = next;
        }
        assertTrue(message.contains("(first seen at " + meta + ", data row 1)"), message);
        assertTrue(message.contains("MISSING_ID=1 WRONG_DIMENSION=1 NON_FINITE=1 ZERO_VECTOR=1 MISSING_LABEL=1"
                + " MISSING_ATTRIBUTE=1 DUPLICATE_ID=1"), message);
        assertTrue(message.contains("--max-reject-fraction"), message);
        assertFalse(Files.exists(out.resolve("_SUCCESS")));
        try (var siblings = Files.list(dir)) {
            assertTrue(siblings.noneMatch(p -> p.getFileName().toString().contains("prepped")));
        }
    }
}
