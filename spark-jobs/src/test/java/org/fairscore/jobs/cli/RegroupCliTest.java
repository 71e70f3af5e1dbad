package org.fairscore.jobs.cli;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.prep.testing.AttributeCorpus;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * --group and --bin on a prepared corpus (command line and config file): the report is the raw audit's; an attribute
 * the prep did not store and a bad --bin exit 2 naming the option.
 */
@ExtendWith(LocalSpark.class)
class RegroupCliTest {
    @TempDir
    static Path dir;
    static String raw;
    static String prepped;

    @BeforeAll
    static void prep(SparkSession spark) {
        raw = AttributeCorpus.write(dir, "corpus.csv");
        prepped = dir.resolve("prepped").toString();
        var r = run("prep", "--input", raw, "--group", "race,gender", "--out", prepped);
        assertEquals(0, r.code(), r.err());
    }

    private static JsonNode report(Path out) throws Exception {
        return new ObjectMapper().readTree(out.resolve("report.json").toFile());
    }

    private static JsonNode audit(String name, String... args) throws Exception {
        var out = dir.resolve(name);
        var all = new ArrayList<>(List.of("audit", "--far", "1e-1", "--bootstrap", "0", "--quiet"));
        all.addAll(List.of(args));
        all.addAll(List.of("--out", out.toString()));
        var r = run(all);
        assertEquals(0, r.code(), r.err());
        return report(out);
    }

    /**
     * The path of the first value that differs, or null. Floating-point values may differ by {@code relative} of
     * their size (0: not at all); everything else — names, counts, structure — must be equal.
     */
    private static String firstDifference(JsonNode a, JsonNode b, String path, double relative) {
        if (a.equals(b)) {
            return null;
        }
        if (a.isFloatingPointNumber() && b.isFloatingPointNumber()
                && Math.abs(a.asDouble() - b.asDouble()) <= relative * Math.abs(a.asDouble())) {
            return null;
        }
        if (a.isObject() && b.isObject() && a.size() == b.size()) {
            for (var it = a.fieldNames(); it.hasNext(); ) {
                var f = it.next();
                if (!b.has(f)) {
                    return path + "." + f + " missing";
                }
                var d = firstDifference(a.get(f), b.get(f), path + "." + f, relative);
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        if (a.isArray() && b.isArray() && a.size() == b.size()) {
            for (int i = 0; i < a.size(); i++) {
                var d = firstDifference(a.get(i), b.get(i), path + "[" + i + "]", relative);
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        return path + ": " + a + " vs " + b;
    }

    private static List<String> groupNames(JsonNode report) {
        var names = new ArrayList<String>();
        report.get("groups").forEach(g -> names.add(g.get("name").asText()));
        return names;
    }

    @Test
    void auditOfThePreparedCorpusByOneAttributeIsTheRawAudit() throws Exception {
        var regrouped = audit("audit-prepped-race", "--input", prepped, "--group", "race");
        var direct = audit("audit-raw-race", "--input", raw, "--group", "race");

        // the manifest of both names the raw CSV it was read from, so the reports are equal as they are
        assertEquals(null, firstDifference(direct, regrouped, "", 0));
        assertEquals(direct, regrouped);
        assertEquals(List.of("A", "B"), groupNames(regrouped));
        assertEquals("[\"race\"]", regrouped.get("groupBy").toString());
        // A: p1 ×2, p2 ×2 → genuine 2, impostor 4; B: p3 ×2, p4, p5 → genuine 1, impostor 5
        assertEquals(4, regrouped.get("groups").get(0).get("impostorPairs").asLong());
        assertEquals(1, regrouped.get("groups").get(1).get("genuinePairs").asLong());
        assertEquals("[\"race\",\"gender\",\"age\"]", regrouped.get("input").get("attributes").toString());
    }

    @Test
    void geometryOfThePreparedCorpusByOneAttributeIsTheRawGeometry() throws Exception {
        var regroupedOut = dir.resolve("geometry-prepped");
        var directOut = dir.resolve("geometry-raw");
        var a = run("geometry", "--input", prepped, "--group", "gender", "--recall-k", "2", "--quiet", "--out",
                regroupedOut.toString());
        var b = run("geometry", "--input", raw, "--group", "gender", "--recall-k", "2", "--quiet", "--out",
                directOut.toString());
        assertEquals(0, a.code(), a.err());
        assertEquals(0, b.code(), b.err());

        // the geometry's sums of doubles follow the rows' order, which the prepared corpus (stored by group) changes:
        // its means may differ in the last bits; every count, name and structure is equal
        assertEquals(null, firstDifference(report(directOut), report(regroupedOut), "", 1e-12));
        assertEquals(report(directOut).get("input"), report(regroupedOut).get("input"));
        assertTrue(report(regroupedOut).get("geometry").get("perGroup").has("F"));
    }

    @Test
    void downstreamOfThePreparedCorpusByOneAttributeIsTheRawDownstream() throws Exception {
        var synthetic = dir.resolve("synthetic.csv");
        CorpusGenerator.write(new SyntheticCorpus(300, 8, 9, 3.0, SyntheticCorpus.DEFAULT_PROFILES), "csv", synthetic);
        var syntheticPrepped = dir.resolve("synthetic-prepped").toString();
        var p = run("prep", "--input", synthetic.toString(), "--group", "race,gender",
                "--out", syntheticPrepped);
        assertEquals(0, p.code(), p.err());
        var regroupedOut = dir.resolve("downstream-prepped");
        var directOut = dir.resolve("downstream-raw");
        var options = List.of("--group", "gender", "--classifiers", "logistic", "--no-leakage", "--max-iter", "10",
                "--min-samples", "5", "--quiet");
        var a = new ArrayList<>(List.of("downstream", "--input", syntheticPrepped, "--out", regroupedOut.toString()));
        a.addAll(options);
        var b = new ArrayList<>(List.of("downstream", "--input", synthetic.toString(),
                "--out", directOut.toString()));
        b.addAll(options);
        var ra = run(a);
        var rb = run(b);
        assertEquals(0, ra.code(), ra.err());
        assertEquals(0, rb.code(), rb.err());

        // the classifier's sums of doubles follow the rows' order, as the geometry's do
        assertEquals(null, firstDifference(report(directOut), report(regroupedOut), "", 1e-9));
        assertEquals("[\"gender\"]", report(regroupedOut).get("groupBy").toString());
    }

    @Test
    void withoutGroupThePrepsGroupsStand() throws Exception {
        var r = audit("audit-prepped", "--input", prepped);
        // --bin alone bands the stored age and keeps the prep's groups
        var binned = audit("audit-prepped-binned", "--input", prepped, "--bin", "age=0,18,30,60");

        var prepGroups = List.of("race=A|gender=F", "race=A|gender=M", "race=B|gender=F", "race=B|gender=M");
        assertEquals(prepGroups, groupNames(r));
        assertEquals(prepGroups, groupNames(binned));
        assertEquals("{}", r.get("input").get("bins").toString());
        assertEquals("{\"age\":[\"0\",\"18\",\"30\",\"60\"]}", binned.get("input").get("bins").toString());
        assertEquals(r.get("groups"), binned.get("groups"));
    }

    @Test
    void theConfigFilesGroupAndBinsRegroupToo() throws Exception {
        var cfg = dir.resolve("regroup.yaml");
        Files.writeString(cfg, "input: " + prepped + "\ngroup: [age]\nbins:\n  age: [0, 18, 30, 60]\n");
        var fromFile = audit("audit-config", "--config", cfg.toString());
        var direct = audit("audit-raw-age", "--input", raw, "--group", "age", "--bin", "age=0,18,30,60");

        assertEquals(direct, fromFile);
        assertEquals(List.of("[0,18)", "[18,30)", "[30,60)"), groupNames(fromFile));
        assertEquals("{\"age\":[\"0\",\"18\",\"30\",\"60\"]}", fromFile.get("input").get("bins").toString());
    }

    @Test
    void anAttributeThePrepDidNotStoreExitsTwoListingTheStoredOnes() {
        var r = run("audit", "--input", prepped, "--group", "site", "--quiet", "--out", dir.resolve("no-site").toString());

        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("--group site: the prepared corpus " + prepped
                + " has no attribute 'site'; it stores [race, gender, age]"), r.err());
    }

    @Test
    void aBadBinExitsTwoNamingTheOptionOrKey() throws Exception {
        var r = run("audit", "--input", raw, "--group", "age", "--bin", "age=30,18", "--quiet", "--out",
                dir.resolve("bad-bin").toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("--bin (config key 'bins') 'age=30,18': edges must increase strictly, but 18 "
                + "follows 30"), r.err());

        var cfg = dir.resolve("bad-bins.yaml");
        Files.writeString(cfg, "input: " + raw + "\ngroup: [age]\nbins:\n  age: 18\n");
        var fromFile = run("audit", "--config", cfg.toString(), "--quiet", "--out", dir.resolve("bad-bins").toString());
        assertEquals(ExitCodes.BAD_INPUT, fromFile.code(), fromFile.err());
        assertTrue(fromFile.err().contains("--bin (config key 'bins') 'age=18': give at least two edges"), fromFile.err());

        var reviews = run("prep", "--input", raw, "--text-col", "race", "--group", "gender", "--bin", "age=0,18",
                "--out", dir.resolve("reviews").toString());
        assertEquals(ExitCodes.BAD_INPUT, reviews.code(), reviews.err());
        assertTrue(reviews.err().contains("--bin (config key 'bins') bands a corpus attribute: a review corpus"),
                reviews.err());

        Files.writeString(cfg, "input: " + raw + "\ngroup: [age]\nbins: [age]\n");
        var notAMapping = run("audit", "--config", cfg.toString(), "--quiet", "--out", dir.resolve("bad-bins").toString());
        assertEquals(ExitCodes.BAD_INPUT, notAMapping.code(), notAMapping.err());
        assertTrue(notAMapping.err().contains("key 'bins': expected a mapping"), notAMapping.err());
    }
}
