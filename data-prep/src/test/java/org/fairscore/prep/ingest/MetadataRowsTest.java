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
 * numbers (records, less the header), whatever the line endings and quoted line breaks.
 */
@ExtendWith(LocalSpark.class)
class MetadataRowsTest {
    private static final ReadSpec SPEC = new ReadSpec("id", "label", List.of("race"), "embedding");
    private static final String HEADER = "id,label,race";

    private final SparkSession spark;

    MetadataRowsTest(SparkSession spark) {
        this.spark = spark;
    }

    /** The rows the distributed reader numbers, forced over several splits: the independent count. */
    private long distributed(Path file) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var conf = jsc.hadoopConfiguration();
        String key = "mapreduce.input.fileinputformat.split.maxsize";
        String before = conf.get(key);
        conf.setLong(key, 400); // about seven splits of the test file
        try {
            return CsvReader.readMetadataRows(jsc, new SourceFile(file.toString(), file.toString()), "x.npy", SPEC)
                    .count();
        } finally {
            if (before == null) {
                conf.unset(key);
            } else {
                conf.set(key, before);
            }
        }
    }

    private static long count(Path file) {
        return CsvReader.metadataRows(new Configuration(), new SourceFile(file.toString(), file.toString()), SPEC);
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
        assertEquals(distributed(file), count(file));
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
        assertEquals(distributed(file), count(file));
    }
}
