package org.fairscore.jobs.protocol;

import static org.fairscore.jobs.protocol.ScoreFileAuditTest.report;
import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.protocol.IdentitySplit;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * audit --calibrate-on: no identity on both sides; the thresholds are exactly those of an audit of the
 * calibration part alone; the test part's counts at them are brute-force counts over its own pairs; a file
 * listing the same identities gives the same report.
 */
@ExtendWith(LocalSpark.class)
class CalibrationSplitTest {
    static final List<String> COMMON = List.of("--label-col", "identity", "--group", "race", "--far", "0.1,0.02",
            "--bootstrap", "0", "--quiet");

    static JsonNode audit(Path dir, String name, Path input, String... extra) throws IOException {
        Path out = dir.resolve(name);
        var args = new ArrayList<>(List.of("audit", "--input", input.toString(), "--out", out.toString()));
        args.addAll(COMMON);
        args.addAll(List.of(extra));
        var r = run(args);
        assertEquals(0, r.code(), r.err());
        return report(out);
    }

    @Test
    void thresholdsComeFromTheCalibrationIdentitiesOnly(@TempDir Path dir, SparkSession spark) throws IOException {
        var corpus = new ExactCorpus(14, 11);
        Path csv = corpus.writeCsv(dir.resolve("corpus.csv"));
        var split = new IdentitySplit(0.4, 3);
        var cal = new ExactCorpus(0, 0);
        var test = new ExactCorpus(0, 0);
        var calIds = new TreeSet<String>();
        var testIds = new TreeSet<String>();
        for (var s : corpus.samples) {
            boolean c = split.isCalibration(s.identity());
            (c ? cal : test).samples.add(s);
            (c ? calIds : testIds).add(s.identity());
        }
        calIds.forEach(id -> assertTrue(!testIds.contains(id)));
        var calibrated = audit(dir, "calibrated", csv, "--calibrate-on", "0.4", "--seed", "3");
        var c = calibrated.get("protocol").get("calibration");
        assertEquals(calIds.size(), c.get("calibrationIdentities").asLong());
        assertEquals(testIds.size(), c.get("testIdentities").asLong());
        assertEquals(cal.samples.size(), c.get("calibrationSamples").asLong());
        assertEquals(test.samples.size(), c.get("testSamples").asLong());

        // the calibration part alone, audited: its thresholds are the calibrated audit's
        var calOnly = audit(dir, "cal-only", cal.writeCsv(dir.resolve("cal.csv")));
        for (int i = 0; i < 2; i++) {
            assertEquals(calOnly.get("operatingPoints").get(i).get("threshold"),
                    calibrated.get("operatingPoints").get(i).get("threshold"));
            assertEquals(calOnly.get("operatingPoints").get(i).get("globalImpostorPairs").asLong(),
                    c.get("calibrationImpostorPairs").asLong());
        }
        // the test part's counts at those thresholds, by brute force over its intra-group pairs (accept s > t)
        for (var op : calibrated.get("operatingPoints")) {
            float t = (float) op.get("threshold").asDouble();
            for (String race : List.of("A", "B", "C")) {
                long fa = 0;
                long fr = 0;
                long gen = 0;
                for (var p : test.intraGroupPairs()) {
                    if (!p[0].race().equals(race)) {
                        continue;
                    }
                    boolean genuine = p[0].identity().equals(p[1].identity());
                    boolean accepted = ExactCorpus.score(p[0], p[1]) > t;
                    gen += genuine ? 1 : 0;
                    fa += !genuine && accepted ? 1 : 0;
                    fr += genuine && !accepted ? 1 : 0;
                }
                var g = op.get("perGroup").get(race);
                assertEquals(fa, g.get("falseAccepts").asLong(), race);
                assertEquals(fr, g.get("falseRejects").asLong(), race);
                assertEquals(gen, g.get("genuinePairs").asLong(), race);
            }
        }
        assertTrue(calibrated.get("protocol").get("aggregationBias").has("0.1"));

        // the same identities listed in a file: the same audit
        Path ids = ExactCorpus.write(dir.resolve("cal-ids.txt"), String.join("\n", calIds) + "\n");
        var fromFile = audit(dir, "file", csv, "--calibrate-on", ids.toString());
        assertEquals(calibrated.get("groups"), fromFile.get("groups"));
        assertEquals(calibrated.get("operatingPoints"), fromFile.get("operatingPoints"));
        assertEquals("file", fromFile.get("protocol").get("calibration").get("split").asText());

        // a score table of all intra-group pairs, split by the same identities: the same calibrated audit
        var sb = new StringBuilder("sample_a,sample_b,label_a,label_b,group_a,group_b,score\n");
        long mixed = 0;
        for (var p : corpus.intraGroupPairs()) {
            sb.append(p[0].id()).append(',').append(p[1].id()).append(',').append(p[0].identity()).append(',')
                    .append(p[1].identity()).append(',').append(p[0].race()).append(',').append(p[1].race()).append(',')
                    .append(ExactCorpus.score(p[0], p[1])).append('\n');
            mixed += split.isCalibration(p[0].identity()) != split.isCalibration(p[1].identity()) ? 1 : 0;
        }
        Path scores = ExactCorpus.write(dir.resolve("scores.csv"), sb.toString());
        Path out = dir.resolve("scores-out");
        var r = run(List.of("audit", "--scores", scores.toString(), "--far", "0.1,0.02", "--calibrate-on", "0.4",
                "--seed", "3", "--bootstrap", "0", "--quiet", "--out", out.toString()));
        assertEquals(0, r.code(), r.err());
        var fromScores = report(out);
        ScoreFileAuditTest.assertSameGroups(calibrated, fromScores);
        assertEquals(calibrated.get("operatingPoints"), fromScores.get("operatingPoints"));
        assertEquals(calibrated.get("protocol").get("aggregationBias"), fromScores.get("protocol").get("aggregationBias"));
        var sc = fromScores.get("protocol").get("calibration");
        assertEquals(c.get("calibrationIdentities"), sc.get("calibrationIdentities"));
        assertEquals(c.get("calibrationImpostorPairs"), sc.get("calibrationImpostorPairs"));
        long mixedPairs = mixed;
        assertTrue(fromScores.get("warnings").toString().contains(mixedPairs + " comparisons pair a calibration identity"),
                fromScores.get("warnings")::toString);
    }
}
