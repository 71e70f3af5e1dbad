package org.fairscore.core.report;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.fairscore.core.model.JsonNames;

/**
 * report.json. Deterministic: the same report renders to the same bytes (ordered fields, sorted
 * maps, no times or hosts), so a rerun with the same input and configuration is byte-identical.
 */
public final class ReportJson {
    private static final ObjectMapper MAPPER = JsonNames.ofAnyLength(JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .disable(JsonGenerator.Feature.WRITE_NUMBERS_AS_STRINGS)
            .build());

    private ReportJson() {
    }

    public static String write(AuditReport report) {
        try {
            return MAPPER.writeValueAsString(report) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The report as {@link #write} writes it, parsed back: what JSON Pointer gates read. */
    public static JsonNode tree(AuditReport report) {
        try {
            return MAPPER.readTree(write(report));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every top-level member report.json can have (each command writes some of them). */
    public static List<String> topLevelKeys() {
        return List.of(AuditReport.class.getAnnotation(JsonPropertyOrder.class).value());
    }

    public static AuditReport read(String json) {
        try {
            return MAPPER.readValue(json, AuditReport.class);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
