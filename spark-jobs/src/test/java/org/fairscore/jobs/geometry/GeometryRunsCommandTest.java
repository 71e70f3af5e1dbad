package org.fairscore.jobs.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.geometry.Gap;
import org.fairscore.core.geometry.GeometryReport;
import org.fairscore.core.geometry.GeometrySettings;
import org.fairscore.core.geometry.GeometryValue;
import org.fairscore.core.geometry.GroupGeometry;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.jobs.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code fairscore geometry-runs} over report.json files written by hand: mean ± sd of the gaps; bad input exits 2. */
class GeometryRunsCommandTest {
    private static Path report(Path dir, String name, double a, double b) throws Exception {
        var perGroup = new TreeMap<String, GroupGeometry>();
        var none = new GeometryValue(null, "not computed here");
        perGroup.put("a", new GroupGeometry(3, new GeometryValue(a, null), null, null, none, none, none, none, none));
        perGroup.put("b", new GroupGeometry(3, new GeometryValue(b, null), null, null, none, none, none, none, none));
        var geometry = new GeometryReport(GeometrySettings.defaults(), null, perGroup, null, Map.of(), Map.of(),
                List.of(), Map.of("recallAt1", Gap.of(Map.of("a", a, "b", b))), List.of(), Map.of());
        var r = AuditReport.builder(AuditReport.Kind.GEOMETRY, null, List.of("race")).groups(List.of())
                .operatingPoints(List.of()).warnings(List.of()).methods(Map.of()).geometry(geometry).build();
        Path out = dir.resolve(name);
        Files.createDirectories(out);
        Files.writeString(out.resolve("report.json"), ReportJson.write(r));
        return out;
    }

    @Test
    void meanAndSdOfTheGaps(@TempDir Path dir) throws Exception {
        Path r1 = report(dir, "seed1", 0.9, 0.7); // gap 0.2
        Path r2 = report(dir, "seed2", 0.8, 0.4); // gap 0.4
        Path out = dir.resolve("runs");
        var stdout = new StringWriter();
        var stderr = new StringWriter();
        int code = Main.run(new String[] {"geometry-runs", "--from", r1 + "," + r2, "--out", out.toString()},
                new PrintWriter(stdout), new PrintWriter(stderr));
        assertEquals(0, code, stderr.toString());
        assertTrue(Files.exists(out.resolve("_SUCCESS")));
        var json = new ObjectMapper().readTree(out.resolve("runs.json").toFile());
        var gap = json.get("gaps").get("recallAt1.maxMinusMin");
        assertEquals(0.3, gap.get("mean").asDouble(), 1e-12);
        assertEquals(Math.sqrt(0.02), gap.get("sd").asDouble(), 1e-12); // ((0.1)² + (0.1)²) / (2 − 1)
        assertEquals(0.85, json.get("perGroup").get("recallAt1.a").get("mean").asDouble(), 1e-12);
        assertTrue(stdout.toString().contains("recallAt1.maxMinusMin"), stdout.toString());
    }

    @Test
    void aReportWithoutGeometryExitsTwo(@TempDir Path dir) throws Exception {
        Path plain = dir.resolve("audit");
        Files.createDirectories(plain);
        Files.writeString(plain.resolve("report.json"), ReportJson.write(AuditReport.builder(AuditReport.Kind.VERIFICATION,
                null, List.of("race")).accept(AcceptanceRule.ABOVE).differentialWeight(0.5).groups(List.of())
                .operatingPoints(List.of()).warnings(List.of()).methods(Map.of()).build()));
        Path out = dir.resolve("runs");
        var stderr = new StringWriter();
        int code = Main.run(new String[] {"geometry-runs", "--from", plain.toString(), "--out", out.toString()},
                new PrintWriter(new StringWriter()), new PrintWriter(stderr));
        assertEquals(ExitCodes.BAD_INPUT, code, stderr.toString());
        assertTrue(stderr.toString().contains("no 'geometry' object"), stderr.toString());
        assertFalse(Files.exists(out.resolve("_SUCCESS")));
    }
}
