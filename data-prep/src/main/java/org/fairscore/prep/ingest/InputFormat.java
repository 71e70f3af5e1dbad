package org.fairscore.prep.ingest;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.fairscore.core.model.InvalidInputException;

/** The input formats data-prep reads, with the file extensions that imply them. */
public enum InputFormat {
    PARQUET("parquet", List.of("parquet")),
    CSV("csv", List.of("csv")),
    NPY("npy", List.of("npy")),
    ARROW("arrow", List.of("arrow", "ipc", "feather"));

    private final String id;
    private final List<String> extensions;

    InputFormat(String id, List<String> extensions) {
        this.id = id;
        this.extensions = extensions;
    }

    /** Name written to the manifest. */
    public String id() {
        return id;
    }

    public boolean matches(String fileName) {
        return extensions.contains(extension(fileName));
    }

    /** From a {@code --format} value (parquet, csv, npy, arrow, ipc, feather). */
    public static InputFormat parse(String name) {
        var n = name.toLowerCase(Locale.ROOT);
        for (var f : values()) {
            if (f.id.equals(n) || f.extensions.contains(n)) {
                return f;
            }
        }
        throw new InvalidInputException(
                "unknown input format '" + name + "': expected parquet, csv, npy or arrow (ipc, feather)");
    }

    /** The format a file's extension implies, if any. */
    public static Optional<InputFormat> ofFile(String fileName) {
        var ext = extension(fileName);
        for (var f : values()) {
            if (f.extensions.contains(ext)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    private static String extension(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return dot < 0 ? "" : fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
    }
}
