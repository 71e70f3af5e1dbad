package org.fairscore.jobs.report;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
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
import java.util.stream.Stream;
import org.fairscore.core.model.JsonNames;
import org.fairscore.jobs.cli.ExitCodes;

/**
 * Checks report.json against {@code docs/report.schema.json} (JSON Schema draft 2020-12). The end-to-end tests' runs
 * of the command line call {@link #assertOutputValid} (through {@code CliRun} and the tests that call {@code Main.run}
 * themselves), so every report any test corpus produces is validated, not only those of {@code ReportSchemaTest}.
 */
public final class ReportSchemaAssert {
    /** The schema, from the repository's docs folder (tests run in a module folder, one below the root). */
    public static final Path SCHEMA_FILE = root().resolve("docs").resolve("report.schema.json");
    /** The draft 2020-12 meta-schema; the validator ships it, so nothing is fetched. */
    public static final String DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";

    private static final ObjectMapper JSON = JsonNames.ofAnyLength(new ObjectMapper());
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    private static Schema schema;

    private ReportSchemaAssert() {
    }

    /** The schema file as a tree. */
    public static JsonNode schemaTree() {
        return read(SCHEMA_FILE);
    }

    /**
     * Every way {@code report} departs from the schema, as "JSON Pointer: message" ("(root)" for the report itself);
     * empty when it is valid.
     */
    public static List<String> violations(JsonNode report) {
        return messages(compiled().validate(report));
    }

    /** Every way {@code schemaFile} departs from the draft 2020-12 meta-schema; empty when it is a valid schema. */
    public static List<String> metaSchemaViolations(JsonNode schemaFile) {
        return messages(REGISTRY.getSchema(SchemaLocation.of(DRAFT_2020_12)).validate(schemaFile));
    }

    private static List<String> messages(List<Error> errors) {
        var out = new ArrayList<String>();
        for (var e : errors) {
            String at = e.getInstanceLocation().toString();
            out.add((at.isEmpty() ? "(root)" : at) + ": " + e.getMessage());
        }
        return out;
    }

    /** Fails, naming the file and every violation, unless {@code reportJson} validates. */
    public static void assertValid(Path reportJson) {
        var problems = violations(read(reportJson));
        if (!problems.isEmpty()) {
            fail(reportJson + " does not match " + SCHEMA_FILE + ":\n  " + String.join("\n  ", problems));
        }
    }

    /**
     * After a run of {@code fairscore args…} that ended with {@code code}: when it succeeded or a gate failed (both
     * write the report), every report.json in its {@code --out} directory (and one level below, where {@code demo}
     * writes it) must validate. Runs without {@code --out} on the command line are not checked.
     */
    public static void assertOutputValid(int code, String... args) {
        if (code != ExitCodes.OK && code != ExitCodes.GATE_FAILED) {
            return;
        }
        var out = outOption(args);
        if (out == null || !Files.isDirectory(out)) {
            return;
        }
        try (Stream<Path> files = Files.walk(out, 2)) {
            files.filter(p -> p.getFileName().toString().equals("report.json") && Files.isRegularFile(p)).sorted()
                    .forEach(ReportSchemaAssert::assertValid);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path outOption(String... args) {
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--out") && i + 1 < args.length) {
                return Path.of(args[i + 1]);
            }
            if (args[i].startsWith("--out=")) {
                return Path.of(args[i].substring("--out=".length()));
            }
        }
        return null;
    }

    private static synchronized Schema compiled() {
        if (schema == null) {
            schema = REGISTRY.getSchema(schemaTree());
        }
        return schema;
    }

    /** A JSON file as a tree (report.json, the schema). */
    public static JsonNode read(Path file) {
        try {
            return JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + e.getMessage(), e);
        }
    }

    private static Path root() {
        for (var dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("docs")) && Files.isRegularFile(dir.resolve("docs/report.schema.json"))) {
                return dir;
            }
        }
        throw new IllegalStateException("no docs/report.schema.json above " + Path.of("").toAbsolutePath());
    }
}
