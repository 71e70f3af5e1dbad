package org.fairscore.prep.text;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.spark.ml.PipelineModel;
import org.apache.spark.ml.feature.StopWordsRemover;
import org.fairscore.core.model.InvalidInputException;

/**
 * The stop words {@code prep --stop-words} removes: Spark's English list ({@link StopWordsRemover}'s default, which
 * matches case-insensitively; the tokenizer lower-cases anyway) minus {@code --keep-words}. Why a keep list: the
 * English list holds the gendered pronouns (he, him, his, himself, she, her, hers, herself), the very words WEAT
 * attribute sets and gender directions are made of; removed before Word2Vec is trained, they have no vector, and
 * {@code associate} names them as removed by --stop-words rather than as rare words.
 */
public final class StopWords {
    private StopWords() {
    }

    /** Spark's English list, lower-cased, in its own order. */
    public static List<String> english() {
        return Arrays.stream(StopWordsRemover.loadDefaultStopWords("english")).map(w -> w.toLowerCase(Locale.ROOT))
                .distinct().toList();
    }

    /**
     * The English list without {@code keep} (compared lower-cased). A kept word that is not on the list could never
     * be removed, so keeping it is refused (exit 2) rather than ignored.
     */
    public static String[] englishKeeping(Collection<String> keep) {
        var list = new LinkedHashSet<>(english());
        var notOnList = new ArrayList<String>();
        for (var w : keep) {
            if (!list.remove(w.toLowerCase(Locale.ROOT))) {
                notOnList.add(w);
            }
        }
        if (!notOnList.isEmpty()) {
            throw new InvalidInputException("--keep-words: not on Spark's English stop-word list, so --stop-words never "
                    + "removes them: " + String.join(", ", notOnList));
        }
        return list.toArray(String[]::new);
    }

    /** The words a fitted text pipeline removes (lower-cased), or none if it has no stop-word stage. */
    public static Set<String> removedBy(PipelineModel model) {
        var out = new LinkedHashSet<String>();
        if (model != null) {
            for (var stage : model.stages()) {
                if (stage instanceof StopWordsRemover r) {
                    for (var w : r.getStopWords()) {
                        out.add(w.toLowerCase(Locale.ROOT));
                    }
                }
            }
        }
        return out;
    }
}
