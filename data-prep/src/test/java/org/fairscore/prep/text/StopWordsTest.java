package org.fairscore.prep.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.spark.ml.feature.StopWordsRemover;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** --stop-words keeps the words of --keep-words, refuses what cannot act, and the fitted pipeline says what it removed. */
@ExtendWith(LocalSpark.class)
class StopWordsTest {
    private static final List<String> PRONOUNS = List.of("he", "him", "his", "himself", "she", "her", "hers", "herself");

    /** Spark's list read directly, lower-cased: the reference the class is checked against. */
    private static Set<String> sparkEnglish() {
        var out = new HashSet<String>();
        for (var w : StopWordsRemover.loadDefaultStopWords("english")) {
            out.add(w.toLowerCase(Locale.ROOT));
        }
        return out;
    }

    private static TextConfig config(boolean stopWords, List<String> keep, String model, TextEmbedding e, String vectors) {
        return new TextConfig(null, "review", e, 4, 1, 2, 1, stopWords, 64, 1, model, vectors, keep);
    }

    @Test
    void theEnglishListHoldsTheGenderedPronounsThatAssociationSetsNeed() {
        assertTrue(sparkEnglish().containsAll(PRONOUNS));
        assertEquals(sparkEnglish(), new HashSet<>(StopWords.english()));
    }

    @Test
    void keptWordsAreTakenOffTheListCaseInsensitivelyAndNothingElse() {
        var kept = new HashSet<>(Arrays.asList(StopWords.englishKeeping(List.of("He", "she"))));
        var expected = sparkEnglish();
        expected.removeAll(List.of("he", "she"));
        assertEquals(expected, kept);
    }

    @Test
    void keepingAWordNotOnTheListIsRefusedNamingIt() {
        var e = assertThrows(InvalidInputException.class, () -> StopWords.englishKeeping(List.of("he", "astronaut")));
        assertTrue(e.getMessage().startsWith("--keep-words: not on Spark's English stop-word list"), e.getMessage());
        assertTrue(e.getMessage().endsWith(": astronaut"), e.getMessage());
    }

    @Test
    void optionsThatCouldNotActAreRefused() {
        var keepAlone = assertThrows(InvalidInputException.class,
                () -> config(false, List.of("he"), null, TextEmbedding.WORD2VEC, null));
        assertTrue(keepAlone.getMessage().startsWith("--keep-words: only acts with --stop-words"), keepAlone.getMessage());
        var reused = assertThrows(InvalidInputException.class,
                () -> config(true, List.of(), "PREP", TextEmbedding.WORD2VEC, null));
        assertTrue(reused.getMessage().startsWith("--stop-words: the reused --text-model"), reused.getMessage());
        var supplied = assertThrows(InvalidInputException.class,
                () -> config(true, List.of(), null, TextEmbedding.VECTORS, "v.parquet"));
        assertTrue(supplied.getMessage().startsWith("--stop-words: supplied vectors"), supplied.getMessage());
        assertEquals(List.of("he", "she"), config(true, List.of("HE", "she", "He"), null, TextEmbedding.WORD2VEC, null)
                .keepWords());
    }

    @Test
    void theFittedPipelineKeepsTheKeptWordsInTheVocabularyAndReportsWhatItRemoved(SparkSession spark) {
        var reviews = spark.createDataset(List.of("he said the pay was good", "she said the team was kind",
                "he and she liked the office", "her manager and his manager agreed"), Encoders.STRING())
                .toDF(TextColumns.TEXT);
        var model = TextEmbedder.fit(reviews, config(true, List.of("he", "his"), null, TextEmbedding.WORD2VEC, null));
        var vocabulary = new HashSet<String>();
        for (Row r : TextModel.word2vec(model).getVectors().collectAsList()) {
            vocabulary.add(r.getString(0));
        }
        var expectedRemoved = sparkEnglish();
        expectedRemoved.removeAll(List.of("he", "his"));
        assertEquals(expectedRemoved, StopWords.removedBy(model));
        assertTrue(vocabulary.containsAll(List.of("he", "his", "pay", "manager")), vocabulary.toString());
        var leaked = new ArrayList<>(vocabulary);
        leaked.retainAll(expectedRemoved);
        assertEquals(List.of(), leaked, "stop words left in the vocabulary");
        assertFalse(vocabulary.contains("she"));
        var plain = TextEmbedder.fit(reviews, config(false, List.of(), null, TextEmbedding.WORD2VEC, null));
        assertEquals(Set.of(), StopWords.removedBy(plain));
    }
}
