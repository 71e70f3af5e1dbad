package org.fairscore.jobs.compare;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Checks a comparison's report.json against {@code docs/compare.schema.json} (JSON Schema draft 2020-12). */
final class CompareSchema {
    static final Path SCHEMA_FILE = root().resolve("docs").resolve("compare.schema.json");
    private static final String DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    private static Schema schema;

    private CompareSchema() {
    }

    static JsonNode read(Path file) {
        try {
            return JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + e.getMessage(), e);
        }
    }

    /** Every way {@code report} departs from the schema ("instance path: message"); empty when valid. */
    static List<String> violations(JsonNode report) {
        var out = new ArrayList<String>();
        compiled().validate(report).forEach(e -> out.add(e.getInstanceLocation() + ": " + e.getMessage()));
        return out;
    }

    /** Every way the schema file departs from the draft 2020-12 meta-schema (shipped with the validator). */
    static List<String> metaSchemaViolations() {
        var out = new ArrayList<String>();
        REGISTRY.getSchema(SchemaLocation.of(DRAFT_2020_12)).validate(read(SCHEMA_FILE))
                .forEach(e -> out.add(e.getInstanceLocation() + ": " + e.getMessage()));
        return out;
    }

    static void assertValid(Path reportJson) {
        var problems = violations(read(reportJson));
        if (!problems.isEmpty()) {
            fail(reportJson + " does not match " + SCHEMA_FILE + ":\n  " + String.join("\n  ", problems));
        }
    }

    private static synchronized Schema compiled() {
        if (schema == null) {
            schema = REGISTRY.getSchema(read(SCHEMA_FILE));
        }
        return schema;
    }

    private static Path root() {
        for (var dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("docs/compare.schema.json"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no docs/compare.schema.json above " + Path.of("").toAbsolutePath());
    }
}
