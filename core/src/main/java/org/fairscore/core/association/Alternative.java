package org.fairscore.core.association;

import java.util.Locale;
import org.fairscore.core.model.InvalidInputException;

/**
 * The alternative hypothesis of an association test, against H0 "X and Y are equally associated with A
 * and B". {@code GREATER}: X is more associated with A than Y is (Caliskan et al.'s one-sided test).
 */
public enum Alternative {
    GREATER("greater"),
    LESS("less"),
    TWO_SIDED("two-sided");

    private final String id;

    Alternative(String id) {
        this.id = id;
    }

    /** The name in config files and report.json. */
    public String id() {
        return id;
    }

    public static Alternative parse(String name, String where) {
        var n = name.toLowerCase(Locale.ROOT);
        for (var a : values()) {
            if (a.id.equals(n)) {
                return a;
            }
        }
        throw new InvalidInputException(where + ": unknown alternative '" + name + "': expected greater, less or two-sided");
    }
}
