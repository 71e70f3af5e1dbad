package org.fairscore.jobs.protocol;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.fairscore.jobs.protocol.ScoreFileAuditTest.report;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.jobs.cli.CliRun;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Evaluation-protocol inputs follow the corpus reader's rules (data-prep's CsvRecords): a score table, a pair list
 * or subject metadata whose record has an extra or a missing cell, an unquoted decimal comma, bytes that are not
 * UTF-8 or a duplicated header name exits 2 naming file, data row and column; a quoted line break is read as part
 * of its value and does not shift the rows after it. Bob text files: a line with another field count than the
 * format's, a field that is not UTF-8 and a score that is not a number likewise. A protocol file that does not
 * exist, or a folder where one file is read, exits 2 naming the option and the path. Nothing reaches stdout.
 */
@ExtendWith(LocalSpark.class)
class ProtocolInputStrictnessTest {

    /** The text with every character as one byte (ISO-8859-1): "é" becomes 0xE9, which is not UTF-8. */
    private static Path latin1(Path file, String text) {
        try {
            return Files.write(file, text.getBytes(StandardCharsets.ISO_8859_1));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static CliRun audit(Path out, String... args) {
        var all = new ArrayList<>(List.of("audit", "--quiet", "--out", out.toString()));
        all.addAll(List.of(args));
        return run(all);
    }

    private static void assertBadInput(CliRun r, Path out, String... expected) {
        assertEquals(2, r.code(), r.err());
        assertEquals("", r.out());
        for (var e : expected) {
            assertTrue(r.err().contains(e), () -> "expected <" + e + "> in:\n" + r.err());
        }
        assertFalse(Files.exists(out.resolve("_SUCCESS")));
    }

    @Test
    void scoreTableRecordsThatBreakTheCsvRulesAreNamedByDataRow(@TempDir Path dir, SparkSession spark) {
        // row 1 holds a quoted line break: were lines counted, every later row would be named one too far
        Path scores = latin1(dir.resolve("scores.csv"), "label_a,label_b,group_a,group_b,score\n"
                + "a,a,\"X\nY\",\"X\nY\",0.9\n"
                + "a,b,G,G,0.1,extra\n"
                + "a,b,G,G\n"
                + "b,b,G,G,0,75\n"
                + "b,c,Café,Café,0.2\n"
                + "\n"
                + "c,c,G,G,0.8\n");
        Path out = dir.resolve("out");
        var r = audit(out, "--scores", scores.toString());
        assertBadInput(r, out, "5 invalid row(s)",
                "scores.csv, data row 2, column 'cell 6': malformed CSV row (6 cells, the header has 5",
                "scores.csv, data row 3, column 'score': malformed CSV row (4 cells, the header has 5",
                "scores.csv, data row 4, column 'cell 6': malformed CSV row (6 cells, the header has 5: an unquoted "
                        + "decimal comma",
                "scores.csv, data row 5, column 'group_a': bytes that are not valid UTF-8 (byte 0xE9 at offset 3",
                "scores.csv, data row 6, column 'label_a': malformed CSV row (a blank line");
        assertFalse(r.err().contains("data row 1,"), r.err());
        assertFalse(r.err().contains("data row 7,"), r.err());
    }

    @Test
    void quotedLineBreaksAndSpacesStayInTheGroupNameAndLabels(@TempDir Path dir, SparkSession spark) throws IOException {
        // "X\nY" is one group; label "q " is not "q", so row 3 is an impostor comparison, never a trimmed genuine one
        Path scores = ExactCorpus.write(dir.resolve("scores.csv"), "label_a,label_b,group_a,group_b,score\n"
                + "p,p,\"X\nY\",\"X\nY\",0.9\n"
                + "p,q,\"X\nY\",\"X\nY\",0.1\n"
                + "q,q ,\"X\nY\",\"X\nY\",0.2\n"
                + "q,q,\"X\nY\",\"X\nY\",0.8\n");
        Path out = dir.resolve("out");
        var r = audit(out, "--scores", scores.toString(), "--far", "0.5");
        assertEquals(0, r.code(), r.err());
        var groups = report(out).get("groups");
        assertEquals(1, groups.size(), groups::toString);
        assertEquals("X\nY", groups.get(0).get("attributes").get("group").asText());
        assertEquals(2, groups.get(0).get("genuinePairs").asLong());
        assertEquals(2, groups.get(0).get("impostorPairs").asLong());
    }

    @Test
    void duplicatedHeaderNamesExitTwoForEveryTable(@TempDir Path dir, SparkSession spark) {
        Path scores = ExactCorpus.write(dir.resolve("scores.csv"),
                "label_a,label_b,group_a,group_b,score, group_a\na,a,G,G,0.9,H\n");
        Path out = dir.resolve("out");
        assertBadInput(audit(out, "--scores", scores.toString()), out, "scores.csv: the header names a column more "
                + "than once", "'group_a' at 'group_a' (column 3), ' group_a' (column 6)");

        var corpus = new ExactCorpus(2, 1);
        Path csv = corpus.writeCsv(dir.resolve("corpus.csv"));
        Path pairs = ExactCorpus.write(dir.resolve("pairs.csv"), "sample_a,sample_b,sample_a\ns0,s1,s2\n");
        assertBadInput(audit(out, "--input", csv.toString(), "--label-col", "identity", "--group", "race", "--pairs",
                pairs.toString()), out, "pairs.csv: the header names a column more than once", "'sample_a' at");

        Path s4 = ExactCorpus.write(dir.resolve("s4.txt"), "p p t1 0.9\n");
        Path meta = ExactCorpus.write(dir.resolve("m.csv"), "subject,race,race\np,X,Y\n");
        assertBadInput(audit(out, "--scores", s4.toString(), "--score-format", "bob-4col", "--subject-metadata",
                meta.toString(), "--group", "race"), out, "m.csv: the header names a column more than once", "'race' at");
    }

    @Test
    void pairListRecordsThatBreakTheCsvRulesAreNamedByDataRow(@TempDir Path dir, SparkSession spark) {
        var corpus = new ExactCorpus(2, 4);
        Path csv = corpus.writeCsv(dir.resolve("corpus.csv"));
        String a = corpus.samples.get(0).id();
        String b = corpus.samples.get(1).id();
        Path pairs = latin1(dir.resolve("pairs.csv"), "sample_a,sample_b,genuine\n"
                + "\"" + a + "\n\"," + b + ",\n"         // a quoted line break inside an id: that id, not a trimmed one
                + a + "," + b + ",0,5\n"
                + a + "," + b + "\n"
                + "sé," + b + ",1\n"
                + " " + a + "," + b + ",\n");
        Path out = dir.resolve("out");
        var r = audit(out, "--input", csv.toString(), "--label-col", "identity", "--group", "race", "--pairs",
                pairs.toString());
        assertBadInput(r, out, "5 invalid row(s)",
                "pairs.csv, data row 1, column 'sample_a': unknown sample id '" + a + "\n'",
                "pairs.csv, data row 2, column 'cell 4': malformed CSV row (4 cells, the header has 3: an unquoted "
                        + "decimal comma",
                "pairs.csv, data row 3, column 'genuine': malformed CSV row (2 cells, the header has 3",
                "pairs.csv, data row 4, column 'sample_a': bytes that are not valid UTF-8 (byte 0xE9 at offset 1",
                "pairs.csv, data row 5, column 'sample_a': unknown sample id ' " + a + "'");
    }

    @Test
    void subjectMetadataRecordsThatBreakTheCsvRulesAreNamedByDataRow(@TempDir Path dir, SparkSession spark) {
        Path s5 = ExactCorpus.write(dir.resolve("s5.txt"), "p a p b 0.9\nq c q d 0.8\np a q d 0.1\n");
        Path meta = latin1(dir.resolve("m.csv"), "subject,race\n\"p\",\"Black\nor African\"\nq,Café\nr,X,Y\ns\n");
        Path out = dir.resolve("out");
        var r = audit(out, "--scores", s5.toString(), "--score-format", "bob-5col", "--subject-metadata",
                meta.toString(), "--group", "race");
        assertBadInput(r, out, "3 invalid row(s)",
                "m.csv, data row 2, column 'race': bytes that are not valid UTF-8 (byte 0xE9 at offset 3",
                "m.csv, data row 3, column 'cell 3': malformed CSV row (3 cells, the header has 2",
                "m.csv, data row 4, column 'race': malformed CSV row (1 cells, the header has 2");
    }

    @Test
    void bobTwoColumnLinesWithAnotherFieldCountOrBadBytesAreNamed(@TempDir Path dir, SparkSession spark) {
        Path s2 = latin1(dir.resolve("s2.txt"), "1 0.9\n-1 0.1 extra\n1\n-1 0,25\n\n1 é\n-1\t0.2\n");
        Path out = dir.resolve("out");
        var r = audit(out, "--scores", s2.toString(), "--score-format", "bob-2col");
        assertBadInput(r, out, "5 invalid row(s)",
                "s2.txt, data row 2, column '(line)': line 2 has 3 white-space separated fields; bob-2col lines have 2 "
                        + "(label score)",
                "s2.txt, data row 3, column '(line)': line 3 has 1 white-space separated field; bob-2col lines have 2",
                "s2.txt, data row 4, column 'score (field 2)': malformed score '0,25'",
                "s2.txt, data row 5, column '(line)': line 5 is blank; bob-2col lines have 2",
                "s2.txt, data row 6, column 'score (field 2)': bytes that are not valid UTF-8 (byte 0xE9 at offset 0 of "
                        + "the field, line 6");
        assertFalse(r.err().contains("data row 7,"), r.err());
    }

    @Test
    void bobFourColumnLinesWithAnotherFieldCountOrBadBytesAreNamed(@TempDir Path dir, SparkSession spark) {
        Path s4 = latin1(dir.resolve("s4.txt"), "p p t1 0.9\np q t2 0.1 x\nq q t3\nq q t4 0,8\npé p t5 0.5\n");
        Path out = dir.resolve("out");
        var r = audit(out, "--scores", s4.toString(), "--score-format", "bob-4col");
        assertBadInput(r, out, "4 invalid row(s)",
                "s4.txt, data row 2, column '(line)': line 2 has 5 white-space separated fields; bob-4col lines have 4 "
                        + "(claimed_id real_id test_label score)",
                "s4.txt, data row 3, column '(line)': line 3 has 3 white-space separated fields; bob-4col lines have 4",
                "s4.txt, data row 4, column 'score (field 4)': malformed score '0,8'",
                "s4.txt, data row 5, column 'claimed_id (field 1)': bytes that are not valid UTF-8 (byte 0xE9 at "
                        + "offset 1");
    }

    @Test
    void bobFiveColumnLinesWithAnotherFieldCountOrBadBytesAreNamed(@TempDir Path dir, SparkSession spark) {
        Path s5 = latin1(dir.resolve("s5.txt"), "p a p b 0.9\np a q 0.1\np a q b 0.1 0.2\nq c q d 0,8\np a é d 0.3\n");
        Path meta = ExactCorpus.write(dir.resolve("m.csv"), "subject,race\np,X\nq,X\n");
        Path out = dir.resolve("out");
        var r = audit(out, "--scores", s5.toString(), "--score-format", "bob-5col", "--subject-metadata",
                meta.toString(), "--group", "race");
        assertBadInput(r, out, "4 invalid row(s)",
                "s5.txt, data row 2, column '(line)': line 2 has 4 white-space separated fields; bob-5col lines have 5 "
                        + "(claimed_id model_label real_id test_label score)",
                "s5.txt, data row 3, column '(line)': line 3 has 6 white-space separated fields; bob-5col lines have 5",
                "s5.txt, data row 4, column 'score (field 5)': malformed score '0,8'",
                "s5.txt, data row 5, column 'real_id (field 3)': bytes that are not valid UTF-8 (byte 0xE9 at offset 0");
    }

    @Test
    void missingProtocolFilesAndFoldersExitTwoNamingOptionAndPath(@TempDir Path dir, SparkSession spark)
            throws IOException {
        Path out = dir.resolve("out");
        Path missingCsv = dir.resolve("nope.csv");
        assertBadInput(audit(out, "--scores", missingCsv.toString()), out,
                "--scores " + missingCsv + ": no such file or folder");
        Path missingParquet = dir.resolve("nope");
        assertBadInput(audit(out, "--scores", missingParquet.toString()), out,
                "--scores " + missingParquet + ": no such file or folder");
        Path folderCsv = Files.createDirectory(dir.resolve("scores.csv"));
        assertBadInput(audit(out, "--scores", folderCsv.toString()), out,
                "--scores " + folderCsv + ": is a folder, not a file");
        Path folder = Files.createDirectory(dir.resolve("bob"));
        assertBadInput(audit(out, "--scores", folder.toString(), "--score-format", "bob-2col"), out,
                "--scores " + folder + ": is a folder, not a file (a bob-2col score file is one text file)");

        Path s4 = ExactCorpus.write(dir.resolve("s4.txt"), "p p t1 0.9\np q t2 0.1\n");
        Path missingMeta = dir.resolve("subjects.csv");
        assertBadInput(audit(out, "--scores", s4.toString(), "--score-format", "bob-4col", "--subject-metadata",
                missingMeta.toString(), "--group", "race"), out, "--subject-metadata " + missingMeta + ": no such file");
        Path missingList = dir.resolve("cal.txt");
        assertBadInput(audit(out, "--scores", s4.toString(), "--score-format", "bob-4col", "--calibrate-on",
                missingList.toString()), out, "--calibrate-on " + missingList + ": no such file or folder");
        assertBadInput(audit(out, "--scores", s4.toString(), "--scores", s4.toString(), "--score-format", "bob-4col"),
                out, "--scores", "should be specified only once");

        var corpus = new ExactCorpus(2, 1);
        Path csv = corpus.writeCsv(dir.resolve("corpus.csv"));
        Path missingPairs = dir.resolve("pairs.csv");
        assertBadInput(audit(out, "--input", csv.toString(), "--label-col", "identity", "--group", "race", "--pairs",
                missingPairs.toString()), out, "--pairs " + missingPairs + ": no such file or folder");
        assertBadInput(audit(out, "--input", csv.toString(), "--label-col", "identity", "--group", "race",
                "--calibrate-on", missingList.toString()), out, "--calibrate-on " + missingList + ": no such file");
    }
}
