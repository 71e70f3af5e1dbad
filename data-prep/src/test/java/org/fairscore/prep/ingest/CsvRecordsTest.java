package org.fairscore.prep.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Records read in parallel keep their exact data-row numbers when quoted cells hold line breaks and split
 * boundaries fall anywhere (inside quotes, between the CR and LF of a CRLF), and the driver's count agrees.
 */
@ExtendWith(LocalSpark.class)
class CsvRecordsTest {
    private static final String SPLIT_MAX = "mapreduce.input.fileinputformat.split.maxsize";
    private final SparkSession spark;

    CsvRecordsTest(SparkSession spark) {
        this.spark = spark;
    }

    private List<String> readInSplitsOf(Path file, long bytes) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var conf = jsc.hadoopConfiguration();
        conf.setLong(SPLIT_MAX, bytes);
        try {
            return CsvRecords.read(jsc, new SourceFile(file.toString(), file.toString()))
                    .map(r -> r.dataRow() + "=" + new String(r.bytes(), StandardCharsets.UTF_8)).collect();
        } finally {
            conf.unset(SPLIT_MAX);
        }
    }

    @Test
    void quotedLineBreaksDoNotStartRowsWhereverTheSplitsFall(@TempDir Path dir) throws Exception {
        var text = new StringBuilder("\uFEFFid,\"multi\nline header\"\r\n");
        var expected = new ArrayList<String>();
        for (int row = 1; row <= 40; row++) {
            String record = switch (row % 5) {
                case 0 -> "r" + row + ",\"two\nlines, \"\"quoted\"\"\"";
                case 1 -> "r" + row + ",\"crlf\r\ninside\r\n\"";
                case 2 -> "r" + row + ",plain";
                case 3 -> "r" + row + ",\"\"";
                default -> "r" + row + ",\"lone\rcr\"";
            };
            expected.add(row + "=" + record);
            text.append(record).append(row % 3 == 0 ? "\r\n" : row % 3 == 1 ? "\n" : "\r");
        }
        var file = dir.resolve("multi.csv");
        Files.writeString(file, text, StandardCharsets.UTF_8);

        for (long splitBytes : new long[] {5, 16, 37, 100, 1 << 20}) {
            assertEquals(expected, readInSplitsOf(file, splitBytes), "splits of " + splitBytes + " bytes");
        }
        assertEquals(40, CsvRecords.count(new org.apache.hadoop.conf.Configuration(),
                new SourceFile(file.toString(), file.toString())));
    }

    @Test
    void theHeaderLosesItsBomAndMayHoldQuotedLineBreaks(@TempDir Path dir) throws Exception {
        var file = dir.resolve("bom.csv");
        Files.writeString(file, "\uFEFFid,\"two\nlines\"\n1,2\n", StandardCharsets.UTF_8);

        var header = CsvRecords.header(new org.apache.hadoop.conf.Configuration(),
                new SourceFile(file.toString(), file.toString()));

        assertEquals(List.of("id", "two\nlines"), List.of(header));
    }

    @Test
    void aHeaderThatIsNotUtf8IsBadInputNamingTheFile(@TempDir Path dir) throws Exception {
        var file = dir.resolve("latin1.csv");
        Files.write(file, "id,label,r\u00e9gion\ns1,a,A\n".getBytes(StandardCharsets.ISO_8859_1));

        var e = assertThrows(InvalidInputException.class, () -> CsvRecords.header(
                new org.apache.hadoop.conf.Configuration(), new SourceFile(file.toString(), file.toString())));

        assertTrue(e.getMessage().startsWith(file + ", header, column 3: bytes that are not valid UTF-8"),
                e.getMessage());
    }
}
