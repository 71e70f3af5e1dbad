package org.fairscore.prep.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.CorpusManifest.GroupStats;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * CSV specifics through prep's validation: malformed numbers, the single-column embedding, exact row numbers
 * across splits, and the strict rules (cell counts, duplicated header names, UTF-8, RFC 4180 quoting, whitespace
 * kept as written). Inputs are written here, small enough to count by hand.
 */
@ExtendWith(LocalSpark.class)
class CsvReaderTest {
    private final SparkSession spark;

    CsvReaderTest(SparkSession spark) {
        this.spark = spark;
    }

    @Test
    void malformedNumbersAreCitedByTheirColumnInBothEmbeddingLayouts(@TempDir Path dir) throws Exception {
        var split = dir.resolve("split.csv");
        Files.writeString(split, "sample_id,label,race,e0,e1,e2\n"
                + "s1,a,A,1,2,3\n"
                + "s2,a,A,1,abc,3\n"
                + "s3,b,A,1,,3\n");
        var single = dir.resolve("single.csv");
        Files.writeString(single, "sample_id,label,race,embedding\n"
                + "s1,a,A,1 2 x\n"
                + "s2,a,A,1 2\n");

        var e1 = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                PrepConfig.of(List.of(split.toString()), List.of("race"))));
        var e2 = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                PrepConfig.of(List.of(single.toString()), List.of("race")).withDim(3)));

        assertTrue(e1.getMessage().contains(split + ", data row 2, column 'e1': malformed number 'abc'"),
                e1.getMessage());
        assertTrue(e1.getMessage().contains(split + ", data row 3, column 'e1': malformed number (empty)"),
                e1.getMessage());
        assertTrue(e2.getMessage().contains(single + ", data row 1, column 'embedding': malformed number 'x'"),
                e2.getMessage());
        assertTrue(e2.getMessage().contains(
                single + ", data row 2, column 'embedding': wrong embedding dimension (has 2 values, expected 3)"),
                e2.getMessage());
    }

    @Test
    void intersectionalGroupsFromSpaceSeparatedEmbeddings(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("c.csv");
        Files.writeString(csv, "id,who,race,gender,vec\n"
                + "x1,p,A,F,3 4\n"
                + "x2,p,A,F,0 -2\n"
                + "x3,q,A,M,1 0\n");

        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(csv.toString()), List.of("race", "gender"))
                .withColumns("id", "who", "vec"));

        assertEquals(List.of(new GroupStats("race=A|gender=F", 2, 1, 1, 0),
                new GroupStats("race=A|gender=M", 1, 1, 0, 0)), c.manifest().groups());
        var x1 = c.samples().filter("sample_id = 'x1'").first();
        assertEquals(List.of(0.6f, 0.8f), x1.getList(4));
        assertEquals(java.util.Map.of("race", "A", "gender", "F"), x1.getJavaMap(3));
    }

    @Test
    void rowNumbersStayExactWhenAFileIsReadInManySplits(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("big.csv");
        var sb = new StringBuilder("sample_id,label,race,e0,e1\n");
        for (int i = 1; i <= 3000; i++) {
            sb.append("s").append(i).append(",l").append(i % 7).append(",A,")
                    .append(i == 2345 ? "oops" : "1").append(",2\n");
        }
        Files.writeString(csv, sb.toString());
        var conf = spark.sparkContext().hadoopConfiguration();
        conf.setLong("mapreduce.input.fileinputformat.split.maxsize", 4096);
        try {
            var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                    PrepConfig.of(List.of(csv.toString()), List.of("race"))));
            assertTrue(e.getMessage().contains(csv + ", data row 2345, column 'e0': malformed number 'oops'"),
                    e.getMessage());
            assertTrue(e.getMessage().startsWith("1 of 3000 rows"), e.getMessage());
        } finally {
            conf.unset("mapreduce.input.fileinputformat.split.maxsize");
        }
    }

    /**
     * Split columns fix the dimension in the header, so prep validates in its first read of the files instead of
     * reading them once more to find it; one embedding column, or split files of different widths, leave it to the
     * rows (the most common dimension).
     */
    @Test
    void splitColumnsOfOneWidthFixTheDimension(@TempDir Path dir) throws Exception {
        var split = Files.writeString(dir.resolve("split.csv"), "sample_id,label,race,e0,e1,e2\ns1,a,A,1,2,3\n");
        var same = Files.writeString(dir.resolve("same.csv"), "e2,e1,e0,sample_id,label,race\n3,2,1,s2,a,A\n");
        var wider = Files.writeString(dir.resolve("wider.csv"), "sample_id,label,race,e0,e1,e2,e3\ns3,a,A,1,2,3,4\n");
        var single = Files.writeString(dir.resolve("single.csv"), "sample_id,label,race,embedding\ns4,a,A,1 2 3\n");
        var spec = new ReadSpec("sample_id", "label", List.of("race"), "embedding");

        assertEquals(3, dimension(spec, split));
        assertEquals(3, dimension(spec, split, same));
        assertNull(dimension(spec, split, wider));
        assertNull(dimension(spec, single));
        assertNull(dimension(spec, split, single));
        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(split.toString(), same.toString()), List.of("race")));
        assertEquals(3, c.manifest().dimension());
        assertEquals(2, c.manifest().samples());
    }

    private Integer dimension(ReadSpec spec, Path... files) {
        var paths = java.util.Arrays.stream(files).map(Path::toString).toList();
        return Ingest.read(spark, paths, null, null, spec).knownDimension();
    }

    @Test
    void theMostCommonDimensionWinsAndTiesGoToTheSmaller(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("tie.csv");
        Files.writeString(csv, "sample_id,label,race,embedding\n"
                + "s1,a,A,1 2 3\n"
                + "s2,a,A,1 2\n"
                + "s3,b,A,1 2 3\n"
                + "s4,b,A,2 1\n");

        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(csv.toString()), List.of("race"))
                .withMaxRejectFraction(0.5));

        assertEquals(2, c.manifest().dimension());
        assertEquals(java.util.Map.of("WRONG_DIMENSION", 2L), c.manifest().rejectsByReason());
        assertEquals(List.of(1L, 3L), c.rejects().orderBy("data_row").select("data_row").as(
                org.apache.spark.sql.Encoders.LONG()).collectAsList());
    }

    private static void assertCites(InvalidInputException e, String... lines) {
        int at = -1;
        for (var line : lines) {
            int next = e.getMessage().indexOf(line);
            assertTrue(next > at, () -> "expected, after the previous one, «" + line + "» in:\n" + e.getMessage());
            at = next;
        }
    }

    @Test
    void aRowWhoseCellCountDiffersFromTheHeaderIsMalformedNamingBothCounts(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("counts.csv");
        Files.writeString(csv, "sample_id,label,race,e0,e1\n"
                + "s1,a,A,1,2\n"
                + "s2,a,A,1,2,3\n"
                + "s3,b,A,1\n"
                + "s4,b,A,0,25,2\n"
                + "\n"
                + "s6,b,A,1,2\n");

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                PrepConfig.of(List.of(csv.toString()), List.of("race"))));

        assertCites(e,
                csv + ", data row 2, column 'cell 6': malformed CSV row (6 cells, the header has 5: an unquoted"
                        + " decimal comma or an extra delimiter?)",
                csv + ", data row 3, column 'e1': malformed CSV row (4 cells, the header has 5: a missing delimiter?)",
                csv + ", data row 4, column 'cell 6': malformed CSV row (6 cells, the header has 5",
                csv + ", data row 5, column 'sample_id': malformed CSV row (a blank line; the header has 5 cells)",
                "MALFORMED_ROW=4");
        assertTrue(e.getMessage().startsWith("4 of 6 rows are invalid"), e.getMessage());
    }

    @Test
    void malformedRowsGoThroughTheRejectFractionLikeAnyReject(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("some-bad.csv");
        var bytes = new ByteArrayOutputStream();
        bytes.writeBytes(("sample_id,label,race,e0,e1\n"
                + "s1,a,A,1,2\n"
                + "s2,a,A,0,5,2\n"
                + "s3,b,A,1,2\n").getBytes(StandardCharsets.UTF_8));
        bytes.writeBytes("s4,b,Caf\u00e9,1,2\n".getBytes(StandardCharsets.ISO_8859_1));
        Files.write(csv, bytes.toByteArray());

        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(csv.toString()), List.of("race"))
                .withMaxRejectFraction(0.5));

        assertEquals(java.util.Map.of("MALFORMED_ROW", 1L, "INVALID_UTF8", 1L), c.manifest().rejectsByReason());
        assertEquals(List.of("2 MALFORMED_ROW cell 6", "4 INVALID_UTF8 race"),
                c.rejects().orderBy("data_row").collectAsList().stream()
                        .map(r -> r.getAs("data_row") + " " + r.getAs("reason") + " " + r.getAs("column")).toList());
        assertEquals(2, c.samples().count());
    }

    @Test
    void aHeaderNamingAColumnTwiceIsBadInputNamingIt(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("twice.csv");
        Files.writeString(csv, "sample_id,label,race, race ,e0\ns1,a,A,B,1\n");

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                PrepConfig.of(List.of(csv.toString()), List.of("race"))));

        assertEquals(csv + ": the header names a column more than once (names are compared without surrounding"
                + " spaces): 'race' at 'race' (column 3), ' race ' (column 4); rename or remove the copies",
                e.getMessage());
    }

    @Test
    void cellsThatAreNotUtf8AreRejectedNamingTheirColumn(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("latin1.csv");
        var bytes = new ByteArrayOutputStream();
        bytes.writeBytes("sample_id,label,race,e0\ns1,a,A,1\n".getBytes(StandardCharsets.UTF_8));
        bytes.writeBytes("s2,Jos\u00e9,A,1\ns3,b,Caf\u00e8,1\n".getBytes(StandardCharsets.ISO_8859_1));
        Files.write(csv, bytes.toByteArray());

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                PrepConfig.of(List.of(csv.toString()), List.of("race"))));

        assertCites(e,
                csv + ", data row 2, column 'label': bytes that are not valid UTF-8 (byte 0xE9 at offset 3 of the cell;",
                csv + ", data row 3, column 'race': bytes that are not valid UTF-8 (byte 0xE8 at offset 3 of the cell;",
                "INVALID_UTF8=2");
    }

    @Test
    void accentedGroupsAndGroupsDifferingInSpacesStayApart(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("names.csv");
        Files.writeString(csv, "sample_id, label ,race,e0,e1\n"
                + "s1,a,Caf\u00e9,1,0\n"
                + "s2,b,Caf\u00e8,0,1\n"
                + "s3,c,F,1,1\n"
                + "s4,d,F ,1, 2 \n", StandardCharsets.UTF_8);

        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(csv.toString()), List.of("race")));

        assertEquals(List.of("Caf\u00e8", "Caf\u00e9", "F", "F "),
                c.manifest().groups().stream().map(GroupStats::name).sorted().toList());
    }

    @Test
    void quotedCellsMayHoldCommasQuotesAndLineBreaksAndRowsAreRecords(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("quoted.csv");
        Files.writeString(csv, "\uFEFFsample_id,label,race,note,embedding\r\n"
                + "s1,\"Smith, \"\"Jr\"\"\",A,\"line one\nline two\",1 2\r\n"
                + "s2,b,A,\"crlf\r\ninside\",3 4\r\n"
                + "s3,b,A,\"\",5 6\r\n"
                + "s4,b,A,plain,1 oops\r\n", StandardCharsets.UTF_8);

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark,
                PrepConfig.of(List.of(csv.toString()), List.of("race"))));
        var c = PrepJob.prepare(spark, PrepConfig.of(List.of(csv.toString()), List.of("race"))
                .withMaxRejectFraction(0.25));

        assertTrue(e.getMessage().contains(csv + ", data row 4, column 'embedding': malformed number 'oops'"),
                e.getMessage());
        assertTrue(e.getMessage().startsWith("1 of 4 rows are invalid"), e.getMessage());
        assertEquals("Smith, \"Jr\"", c.samples().filter("sample_id = 's1'").first().getString(1));
    }
}
