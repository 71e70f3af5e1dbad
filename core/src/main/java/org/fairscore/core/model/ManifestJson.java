package org.fairscore.core.model;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;

/** Reads and writes {@code manifest.json}. */
public final class ManifestJson {
    private static final ObjectMapper MAPPER = JsonNames.ofAnyLength(new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS));

    private ManifestJson() {
    }

    public static String write(CorpusManifest manifest) {
        try {
            return MAPPER.writeValueAsString(manifest) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static CorpusManifest read(String json, String source) {
        try {
            return MAPPER.readValue(json, CorpusManifest.class);
        } catch (IOException e) {
            throw new InvalidInputException(source + ": not a fairscore manifest: " + e.getMessage());
        }
    }
}
