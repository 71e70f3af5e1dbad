package org.fairscore.prep.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.io.SampleSinks;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.prep.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** .npy specifics: header rules, metadata pairing, row ranges. */
@ExtendWith(LocalSpark.class)
class NpyReaderTest {
    private final SparkSession spark;

    NpyReaderTest(SparkSession spark) {
        this.spark = spark;
    }

    @Test
    void aRowCountMismatchNamesBothFilesAndBothCounts(@TempDir Path dir) throws Exception {
        var npy = TestCorpus.write("npy", dir, "corpus", TestCorpus.standard());
        var meta = Path.of(SampleSinks.metadataPathOf(npy));
        var lines = Files.readAllLines(meta);
        Files.write(meta, lines.subList(0, lines.size() - 1));

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                PrepConfig.of(List.of(npy), List.of(TestCorpus.ATTR))));

        assertTrue(e.getMessage().contains(npy + " has 10 rows"), e.getMessage());
        assertTrue(e.getMessage().contains(meta + " has 9 data rows"), e.getMessage());
    }

    @Test
    void aMissingMetadataFileIsNamedWithWhereItWasExpected(@TempDir Path dir) throws Exception {
        var npy = TestCorpus.write("npy", dir, "corpus", TestCorpus.standard());
        Files.delete(Path.of(SampleSinks.metadataPathOf(npy)));

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                PrepConfig.of(List.of(npy), List.of(TestCorpus.ATTR))));

        assertTrue(e.getMessage().contains("corpus.meta.csv not found") && e.getMessage().contains("--metadata"),
                e.getMessage());
    }

    @Test
    void anExplicitMetadataFileIsJoinedByRowNumber(@TempDir Path dir) throws Exception {
        var npy = TestCorpus.write("npy", dir, "corpus", TestCorpus.standard());
        var renamed = dir.resolve("labels.csv");
        Files.move(Path.of(SampleSinks.metadataPathOf(npy)), renamed);

        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(npy), List.of(TestCorpus.ATTR))
                .withMetadata(renamed.toString()).withFormat("npy"));

        assertEquals(renamed.toString(), c.manifest().inputs().get(1).path());
        var s7 = c.samples().filter("sample_id = 's7'").first();
        assertEquals("b1", s7.getString(1));
        List<Float> e = s7.getList(4);
        double n = Math.sqrt(7 * 7 + 1.5 * 1.5 + 0.25 * 0.25);
        assertEquals((float) (7 / n), e.get(0), 1e-7);
    }

    @Test
    void rowNumbersStayExactAcrossRowRangeChunks(@TempDir Path dir) {
        var rows = new ArrayList<TestCorpus.Sample>();
        for (int i = 1; i <= 1000; i++) {
            var emb = i == 777 ? new float[] {0, Float.POSITIVE_INFINITY, 0} : new float[] {1, i, 0};
            rows.add(new TestCorpus.Sample("s" + i, "l" + (i % 5), List.of("A"), emb));
        }
        var npy = TestCorpus.write("npy", dir, "big", rows);
        var conf = spark.sparkContext().hadoopConfiguration();
        conf.setLong(NpyReader.CHUNK_BYTES_KEY, 12 * 64);
        try {
            var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                    PrepConfig.of(List.of(npy), List.of(TestCorpus.ATTR))));
            assertTrue(e.getMessage().contains(npy + ", data row 777, column 'embedding[1]': NaN or infinite value"),
                    e.getMessage());
        } finally {
            conf.unset(NpyReader.CHUNK_BYTES_KEY);
        }
    }

    @Test
    void eachRowRangeReadsItsOwnMetadataRecordsEvenAcrossQuotedLineBreaks(@TempDir Path dir) throws Exception {
        var rows = new ArrayList<TestCorpus.Sample>();
        for (int i = 1; i <= 300; i++) {
            rows.add(new TestCorpus.Sample("s" + i, "l" + (i % 7), List.of("A"), new float[] {1, i, 0}));
        }
        var npy = TestCorpus.write("npy", dir, "quoted", rows);
        // the same ids and labels, but every fifth label holds a quoted line break and lines end in CRLF or LF:
        // records, not lines, must decide which metadata row goes with which embedding row
        var meta = Path.of(SampleSinks.metadataPathOf(npy));
        var lines = Files.readAllLines(meta);
        var text = new StringBuilder(lines.get(0)).append("\r\n");
        for (int i = 1; i <= 300; i++) {
            String label = i % 5 == 0 ? "\"l" + (i % 7) + "\nnext line\"" : "l" + (i % 7);
            text.append("s").append(i).append(',').append(label).append(",A").append(i % 2 == 0 ? "\r\n" : "\n");
        }
        Files.writeString(meta, text.toString());
        var conf = spark.sparkContext().hadoopConfiguration();
        conf.setLong(NpyReader.CHUNK_BYTES_KEY, 12 * 13); // 13 rows a chunk: 24 chunks
        try {
            var c = PrepJob.prepare(spark, PrepConfig.of(List.of(npy), List.of(TestCorpus.ATTR)));
            var samples = c.samples().collectAsList();
            assertEquals(300, samples.size());
            for (var r : samples) {
                int i = Integer.parseInt(r.getString(0).substring(1));
                List<Float> e = r.getList(4);
                // the embedding (1, i, 0) normalised: its second component over its first is i
                assertEquals(i, e.get(1) / e.get(0), 1e-3 * i, "sample " + r.getString(0));
                assertEquals(i % 5 == 0 ? "l" + (i % 7) + "\nnext line" : "l" + (i % 7), r.getString(1),
                        "label of sample " + r.getString(0));
            }
        } finally {
            conf.unset(NpyReader.CHUNK_BYTES_KEY);
        }
    }

    @Test
    void fortranOrderIsRefusedWithAHint() {
        var e = assertThrows(InvalidInputException.class, () -> NpyHeader.parse("x.npy",
                "{'descr': '<f4', 'fortran_order': True, 'shape': (4, 3), }"));
        assertTrue(e.getMessage().contains("x.npy") && e.getMessage().contains("Fortran"), e.getMessage());
    }

    @Test
    void onlyTwoDimensionalLittleEndianFloatArraysAreAccepted() {
        assertThrows(InvalidInputException.class, () -> NpyHeader.parse("x.npy",
                "{'descr': '<f4', 'fortran_order': False, 'shape': (4, 3, 2), }"));
        assertThrows(InvalidInputException.class, () -> NpyHeader.parse("x.npy",
                "{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }"));
        assertThrows(InvalidInputException.class, () -> NpyHeader.parse("x.npy",
                "{'descr': '>f4', 'fortran_order': False, 'shape': (4, 3), }"));
        assertThrows(InvalidInputException.class, () -> NpyHeader.parse("x.npy",
                "{'descr': '<i4', 'fortran_order': False, 'shape': (4, 3), }"));
        var ok = NpyHeader.parse("x.npy", "{'descr': '<f8', 'fortran_order': False, 'shape': (4, 3), }");
        assertEquals(new NpyHeader(0, 8, 4, 3), ok);
    }
}
