package org.fairscore.prep.text;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.fairscore.core.model.InvalidInputException;

/** The formats a review corpus may come in, with the extensions that imply them. */
public enum TextFormat {
    CSV("csv", List.of("csv")),
    PARQUET("parquet", List.of("parquet")),
    JSON_LINES("json", List.of("jsonl", "json", "ndjson"));

    private final String id;
    private final List<String> extensions;

    TextFormat(String id, List<String> extensions) {
        this.id = id;
        this.extensions = extensions;
    }

    /** The name in the manifest. */
    public String id() {
        return id;
    }

    public static TextFormat parse(String name) {
        var n = name.toLowerCase(Locale.ROOT);
        for (var f : values()) {
            if (f.id.equals(n) || f.extensions.contains(n)) {
                return f;
            }
        }
        throw new InvalidInputException("unknown text input format '" + name + "': expected csv, parquet or json "
                + "(JSON lines: jsonl, ndjson)");
    }

    public static Optional<TextFormat> ofFile(String fileName) {
        int dot = fileName.lastIndexOf('.');
        var ext = dot < 0 ? "" : fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
        for (var f : values()) {
            if (f.extensions.contains(ext)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
