package org.fairscore.jobs.association;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.fairscore.jobs.cli.CliRun;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The review pipeline end to end through the command line: generate → prep --text-col (Word2Vec) → associate, on a
 * corpus with a planted association (bias 0.8) and on its control (bias 0.5, occupations independent of gender);
 * then the audit runs unchanged on the prepared review corpus (geometry and downstream read it the same way,
 * through {@code PrepJob.load}; they are left to the existing tests to keep this one short).
 */
class ReviewAssociationTest {
    @TempDir
    static Path dir;
    private static Path planted;
    private static Path control;
    private static Path sets;

    private static Path prepare(String name, String bias) {
        LocalSpark.session();
        var csv = dir.resolve(name + ".csv");
        var g = run("generate", "--reviews", "--samples", "600", "--bias", bias, "--seed", "3", "--out", csv.toString());
        assertEquals(ExitCodes.OK, g.code(), g.err());
        var out = dir.resolve(name);
        var p = run("prep", "--input", csv.toString(), "--text-col", "review", "--id-col", "review_id", "--label-col",
                "company", "--group", "gender", "--vector-size", "20", "--out", out.toString());
        assertEquals(ExitCodes.OK, p.code(), p.err());
        assertTrue(p.out().contains("600 reviews embedded by word2vec (d = 20"), p.out());
        return out;
    }

    @BeforeAll
    static void prepareCorpora() throws Exception {
        planted = prepare("planted", "0.8");
        control = prepare("control", "0.5");
        sets = dir.resolve("sets.yaml");
        Files.writeString(sets, ReviewDemoSets.yaml(1));
    }

    private static JsonNode associate(Path corpus, String out) throws Exception {
        var r = run("associate", "--embeddings", corpus.toString(), "--config", sets.toString(), "--out",
                dir.resolve(out).toString());
        assertEquals(ExitCodes.OK, r.code(), r.err());
        assertTrue(r.out().contains("career-gender"), r.out());
        return new ObjectMapper().readTree(dir.resolve(out).resolve("report.json").toFile()).path("association");
    }

    @Test
    void plantedAssociationIsDetectedAndTheShuffledControlIsNot() throws Exception {
        var a = associate(planted, "a-planted");
        assertEquals("word2vec", a.path("source").asText());
        var career = a.path("tests").get(0);
        assertEquals("career-gender", career.path("name").asText());
        assertTrue(career.path("pValue").asDouble() < 0.01, career.toString());
        assertTrue(career.path("effectSize").asDouble() > 0.5, career.toString());
        assertTrue(career.path("exact").asBoolean());
        assertEquals(12870, career.path("permutations").asLong());
        assertEquals(16, career.path("items").size());
        // the control sets mix both lists in X and in Y
        assertTrue(a.path("tests").get(1).path("pValue").asDouble() >= 0.01, a.path("tests").get(1).toString());
        var direction = a.path("directions").get(0);
        assertEquals(16, direction.path("polarity").size());

        // the control corpus: occupations independent of the author's gender
        var c = associate(control, "a-control").path("tests").get(0);
        assertTrue(c.path("pValue").asDouble() >= 0.01, c.toString());
    }

    @Test
    void wordsOutsideTheVocabularyAreNamed() throws Exception {
        var bad = dir.resolve("bad.yaml");
        Files.writeString(bad, "tests: [{name: t, targetX: [engineer, astronaut], targetY: [nurse], attributeA: [he], "
                + "attributeB: [she]}]\n");
        var r = run("associate", "--embeddings", planted.toString(), "--config", bad.toString(), "--out",
                dir.resolve("bad-out").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("tests[0] 't': unknown words (not in the Word2Vec vocabulary; words seen fewer than "
                + "min-count 5 times are not in it): targetX: astronaut"), r.err());
    }

    @Test
    void theAuditRunsUnchangedOnAPreparedReviewCorpus() throws Exception {
        var audit = run("audit", "--input", planted.toString(), "--far", "1e-2", "--bootstrap", "0", "--quiet", "--out",
                dir.resolve("audit").toString());
        assertEquals(ExitCodes.OK, audit.code(), audit.err());
        var report = new ObjectMapper().readTree(dir.resolve("audit").resolve("report.json").toFile());
        assertEquals(2, report.path("groups").size());
        assertEquals(600, report.path("input").path("samples").asLong());
        assertTrue(report.path("groups").get(0).path("genuinePairs").asLong() > 0, "companies are the labels");
    }
}
