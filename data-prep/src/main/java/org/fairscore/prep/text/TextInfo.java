package org.fairscore.prep.text;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * {@code text.json} of a prepared review corpus: how its embeddings were made.
 *
 * @param vocabulary Word2Vec vocabulary size (null for TF-IDF and supplied vectors)
 * @param model      the reused model's directory, or "text-model" when trained here (null: supplied vectors)
 * @param keptWords  with stopWords: the words of the English list kept ({@code --keep-words}); null when none
 */
@JsonPropertyOrder({"textColumn", "embedding", "dimension", "minCount", "windowSize", "iterations", "stopWords",
        "hashFeatures", "seed", "vocabulary", "model", "vectors", "keptWords"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record TextInfo(String textColumn, String embedding, int dimension, Integer minCount, Integer windowSize,
                       Integer iterations, boolean stopWords, Integer hashFeatures, Long seed, Long vocabulary,
                       String model, String vectors, List<String> keptWords) {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public String toJson() {
        try {
            return MAPPER.writeValueAsString(this) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static TextInfo fromJson(String json) {
        try {
            return MAPPER.readValue(json, TextInfo.class);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
