package org.fairscore.prep.text;

import java.util.Locale;
import org.fairscore.core.model.InvalidInputException;

/** How reviews become vectors. */
public enum TextEmbedding {
    /** Word2Vec trained on the corpus; a review's vector is the mean of its in-vocabulary word vectors. */
    WORD2VEC("word2vec"),
    /** Hashed term frequencies × inverse document frequency, reduced to the vector size by PCA. */
    TFIDF("tfidf"),
    /** Vectors supplied by the user, joined to the reviews by sample id. */
    VECTORS("vectors");

    private final String id;

    TextEmbedding(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static TextEmbedding parse(String name) {
        var n = name.toLowerCase(Locale.ROOT);
        for (var e : values()) {
            if (e.id.equals(n)) {
                return e;
            }
        }
        throw new InvalidInputException("text-embedding: unknown method '" + name + "': expected word2vec, tfidf or "
                + "vectors");
    }
}
