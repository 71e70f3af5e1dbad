package org.fairscore.jobs.association;

import java.util.Locale;
import org.fairscore.core.model.InvalidInputException;

/** What the names in a test's sets are. */
public enum ItemKind {
    /** Words for a review corpus with a Word2Vec model, else sample ids or labels. */
    AUTO("auto"),
    /** Words, looked up in the review corpus' Word2Vec model. */
    WORDS("words"),
    /** Sample ids, or else labels (the mean embedding of the label's samples). */
    SAMPLES("samples");

    private final String id;

    ItemKind(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    static ItemKind parse(String s, String where) {
        for (var k : values()) {
            if (k.id.equals(s.toLowerCase(Locale.ROOT))) {
                return k;
            }
        }
        throw new InvalidInputException(where + ": unknown items '" + s + "': expected auto, words or samples");
    }
}
