package org.fairscore.jobs.association;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import org.apache.spark.ml.feature.StopWordsRemover;
import org.fairscore.core.synthetic.SyntheticReviews;
import org.fairscore.jobs.cli.CliRun;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * prep --stop-words removes Spark's English stop words, among them the pronouns the demo's gender sets are made of:
 * associate then names those set words as removed by --stop-words (exit 2) instead of calling them rare, and
 * prep --keep-words keeps them so the same sets run.
 */
class StopWordsAssociationTest {
    @TempDir
    static Path dir;
    private static Path csv;
    private static Path sets;

    @BeforeAll
    static void reviews() throws Exception {
        LocalSpark.session();
        csv = dir.resolve("reviews.csv");
        var g = run("generate", "--reviews", "--samples", "600", "--bias", "0.8", "--seed", "3", "--out", csv.toString());
        assertEquals(ExitCodes.OK, g.code(), g.err());
        sets = dir.resolve("sets.yaml");
        Files.writeString(sets, ReviewDemoSets.yaml(1));
    }

    private static CliRun prep(String out, String... more) {
        var args = new ArrayList<>(List.of("prep", "--input", csv.toString(), "--text-col", "review", "--id-col",
                "review_id", "--label-col", "company", "--group", "gender", "--vector-size", "20", "--out",
                dir.resolve(out).toString()));
        args.addAll(List.of(more));
        return run(args);
    }

    private static CliRun associate(String corpus, String out) {
        return run("associate", "--embeddings", dir.resolve(corpus).toString(), "--config", sets.toString(), "--out",
                dir.resolve(out).toString());
    }

    /** The words of {@code terms} on Spark's English list, read from Spark itself. */
    private static List<String> onSparkList(List<String> terms) {
        var list = new HashSet<String>();
        for (var w : StopWordsRemover.loadDefaultStopWords("english")) {
            list.add(w.toLowerCase(Locale.ROOT));
        }
        return terms.stream().filter(list::contains).toList();
    }

    @Test
    void setWordsRemovedByStopWordsAreNamedAsRemovedAndKeepWordsKeepsThem() throws Exception {
        var male = onSparkList(SyntheticReviews.MALE_TERMS);
        var female = onSparkList(SyntheticReviews.FEMALE_TERMS);
        assertEquals(4, male.size(), male.toString()); // he, him, his, himself
        assertEquals(4, female.size(), female.toString());

        var p = prep("stopped", "--stop-words");
        assertEquals(ExitCodes.OK, p.code(), p.err());
        var refused = associate("stopped", "a-stopped");
        assertEquals(ExitCodes.BAD_INPUT, refused.code(), refused.err());
        String err = refused.err();
        assertTrue(err.contains("tests[0] 'career-gender': words removed by prep --stop-words before Word2Vec was "
                + "trained, so they have no vector: attributeA: " + String.join(", ", male) + "; attributeB: "
                + String.join(", ", female)), err);
        var all = new ArrayList<>(male);
        all.addAll(female);
        assertTrue(err.contains("--keep-words " + String.join(",", all)), err);
        assertFalse(err.contains("unknown words"), "removed words are not called unknown: " + err);

        var kept = prep("kept", "--stop-words", "--keep-words", String.join(",", all));
        assertEquals(ExitCodes.OK, kept.code(), kept.err());
        var info = new ObjectMapper().readTree(dir.resolve("kept").resolve("text.json").toFile());
        assertTrue(info.path("stopWords").asBoolean());
        assertEquals(all.size(), info.path("keptWords").size());
        var ok = associate("kept", "a-kept");
        assertEquals(ExitCodes.OK, ok.code(), ok.err());
        assertTrue(ok.out().contains("career-gender"), ok.out());
    }

    @Test
    void keepWordsWithoutStopWordsOrOffTheListExitTwo() {
        var alone = prep("alone", "--keep-words", "he");
        assertEquals(ExitCodes.BAD_INPUT, alone.code(), alone.err());
        assertTrue(alone.err().contains("--keep-words: only acts with --stop-words"), alone.err());
        var off = prep("off", "--stop-words", "--keep-words", "he,astronaut");
        assertEquals(ExitCodes.BAD_INPUT, off.code(), off.err());
        assertTrue(off.err().contains("--keep-words: not on Spark's English stop-word list, so --stop-words never "
                + "removes them: astronaut"), off.err());
    }
}
