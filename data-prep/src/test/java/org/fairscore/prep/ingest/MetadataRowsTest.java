package org.fairscore.prep.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The driver-side row count of a .npy's metadata CSV must equal the data rows the distributed reader
 * numbers (records, less the header), whatever the line endings and quoted line breaks; and the record starts it
 * notes must be where the distributed reader's records of those data rows begin.
 */
@ExtendWith(LocalSpark.class)
class MetadataRowsTest {
    private static final ReadSpec SPEC = new ReadSpec("id", "label", List.of("race"), "embedding");
    private static final String HEADER = "id,label,race";

    private final SparkSession spark;

    MetadataRowsTest(SparkSession spark) {
        this.spark = spark;
    }

    /** The records the distributed reader numbers, forced over several splits: the independent reference. */
    private List<CsvRecord> distributed(Path file) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var conf = jsc.hadoopConfiguration();
        String key = "mapreduce.input.fileinputformat.split.maxsize";
        String before = conf.get(key);
        conf.setLong(key, 400); // about seven splits of the test file
        try {
            return CsvRecords.read(jsc, new SourceFile(file.toString(), file.toString())).collect();
        } finally {
            if (before == null) {
                conf.unset(key);
            } else {
                conf.set(key, before);
            }
        }
    }

    private static long count(Path file) {
        return index(file, 1).rows();
    }

    private static CsvRecords.RecordIndex index(Path file, long every) {
        return CsvReader.metadataIndex(new Configuration(), new SourceFile(file.toString(), file.toString()), SPEC,
                every);
    }

    /** The record that starts at byte {@code start}, read from there with the scanner alone. */
    private static byte[] recordAt(Path file, long start) throws Exception {
        try (var in = Files.newInputStream(file)) {
            in.skipNBytes(start);
            var scanner = new CsvRecordScanner(in, start);
            assertTrue(scanner.next(), "no record at byte " + start);
            return scanner.copy(0).bytes();
        }
    }

    private static Path write(Path dir, String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    @Test
    void recordsAfterTheHeaderAreRowsWhateverTheLineEnding(@TempDir Path dir) throws Exception {
        assertEquals(3, count(write(dir, "lf.csv", HEADER + "\ns1,a,A\ns2,a,A\ns3,b,B\n")));
        assertEquals(3, count(write(dir, "crlf.csv", HEADER + "\r\ns1,a,A\r\ns2,a,A\r\ns3,b,B\r\n")));
        assertEquals(3, count(write(dir, "cr.csv", HEADER + "\rs1,a,A\rs2,a,A\rs3,b,B")));
        assertEquals(3, count(write(dir, "no-final-newline.csv", HEADER + "\ns1,a,A\ns2,a,A\ns3,b,B")));
        assertEquals(0, count(write(dir, "header-only.csv", HEADER + "\n")));
    }

    @Test
    void theDriverCountEqualsTheDistributedReadersRows(@TempDir Path dir) throws Exception {
        var body = new StringBuilder(HEADER).append("\r\n");
        for (int i = 0; i < 200; i++) {
            body.append(i % 17 == 5 ? "" : "s" + i + ",l" + (i % 7) + ",A").append(i % 3 == 0 ? "\r\n" : "\n");
        }
        body.append("s-last,l0,A"); // no final newline
        Path file = write(dir, "mixed.csv", body.toString());

        assertEquals(201, count(file));
        assertEquals(distributed(file).size(), count(file));
    }

    @Test
    void eachNotedStartIsWhereThatDataRowsRecordBegins(@TempDir Path dir) throws Exception {
        var body = new StringBuilder(HEADER).append("\r\n");
        for (int i = 0; i < 60; i++) {
            String label = i % 4 == 1 ? "\"l" + i + "\nsecond line, \"\"quoted\"\"\"" : "l" + i;
            body.append(i % 11 == 3 ? "" : "s" + i + "," + label + ",A").append(i % 3 == 0 ? "\r\n" : "\n");
        }
        Path file = write(dir, "starts.csv", body.toString());
        var records = distributed(file);

        for (long every : new long[] {1, 7, 60, 100}) {
            var index = index(file, every);
            assertEquals(60, index.rows());
            assertEquals((60 + every - 1) / every, index.starts().length, "every " + every);
            for (int k = 0; k < index.starts().length; k++) {
                long dataRow = k * every + 1;
                var expected = records.stream().filter(r -> r.dataRow() == dataRow).findFirst().orElseThrow();
                assertEquals(new String(expected.bytes(), StandardCharsets.UTF_8),
                        new String(recordAt(file, index.starts()[k]), StandardCharsets.UTF_8),
                        "every " + every + ", data row " + dataRow);
            }
        }
    }

    @Test
    void aBlankLineIsARowAsTheReaderSeesIt(@TempDir Path dir) throws Exception {
        assertEquals(3, count(write(dir, "blank.csv", HEADER + "\ns1,a,A\n\ns3,b,B\n")));
    }

    @Test
    void aHeaderWithoutTheLabelColumnIsBadInputNamingIt(@TempDir Path dir) throws Exception {
        var e = assertThrows(InvalidInputException.class, () -> count(write(dir, "nolabel.csv", "id,race\ns1,A\n")));
        assertTrue(e.getMessage().contains("label"), e.getMessage());
    }

    @Test
    void aQuotedLineBreakIsInsideARowNotBetweenRows(@TempDir Path dir) throws Exception {
        Path file = write(dir, "quoted.csv", HEADER + "\ns1,\"a\nstill a\",A\ns2,\"b\r\nstill b\",B\ns3,c,C\n");

        assertEquals(3, count(file));
        assertEquals(distributed(file).size(), count(file));
    }
}
