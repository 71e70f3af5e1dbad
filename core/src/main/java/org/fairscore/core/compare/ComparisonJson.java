package org.fairscore.core.compare;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;

/** The comparison's report.json, written as an audit's is: ordered fields, sorted maps, the same bytes on a rerun. */
public final class ComparisonJson {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .disable(JsonGenerator.Feature.WRITE_NUMBERS_AS_STRINGS)
            .build();

    private ComparisonJson() {
    }

    public static String write(ComparisonReport report) {
        try {
            return MAPPER.writeValueAsString(report) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
