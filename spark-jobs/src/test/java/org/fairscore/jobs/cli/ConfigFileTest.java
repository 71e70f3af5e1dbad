package org.fairscore.jobs.cli;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/** --config FILE: every option from YAML, the command line wins, mistakes exit 2 naming the key. */
@ExtendWith(LocalSpark.class)
class ConfigFileTest {
    @TempDir
    static Path dir;
    static Path corpus;

    @BeforeAll
    static void corpus() {
        corpus = dir.resolve("corpus.csv");
        CorpusGenerator.write(new SyntheticCorpus(200, 8, 9, 3.0, SyntheticCorpus.DEFAULT_PROFILES), "csv", corpus);
    }

    private static Path config(String name, String yaml) throws IOException {
        Path file = dir.resolve(name + ".yaml");
        Files.writeString(file, yaml);
        return file;
    }

    private String base(Path out) {
        return "input: " + corpus + "\ngroup: [race]\nblock-size: 64\nquiet: true\nout: " + out + "\n";
    }

    @Test
    void everyOptionFromTheFileAndTheCommandLineOverrides(SparkSession spark) throws Exception {
        Path fileOut = dir.resolve("from-file");
        Path cliOut = dir.resolve("from-cli");
        Path cfg = config("full", base(fileOut) + "far: [1e-1, \"1e-2\"]\naccept: at-or-above\n"
                + "conf:\n  spark.sql.shuffle.partitions: 2\ngates:\n  - globalFar@1e-1 <= 0.1\n  - globalFar@1e-1 > 0.1\n");
        var fromFile = run("audit", "--config", cfg.toString());
        assertEquals(ExitCodes.GATE_FAILED, fromFile.code(), fromFile.err());
        JsonNode report = new ObjectMapper().readTree(fileOut.resolve("report.json").toFile());
        assertEquals("at-or-above", report.get("accept").asText());
        assertEquals(2, report.get("operatingPoints").size());
        assertEquals(2, report.get("gates").size());

        // the command line replaces the file's far (a list), accept, out and gates
        var overridden = run("audit", "--config=" + cfg, "--far", "1e-2", "--accept", "above", "--out", cliOut.toString(),
                "--gate", "globalFar@1e-2 <= 0.01");
        assertEquals(ExitCodes.OK, overridden.code(), overridden.err());
        report = new ObjectMapper().readTree(cliOut.resolve("report.json").toFile());
        assertEquals("above", report.get("accept").asText());
        assertEquals(1, report.get("operatingPoints").size());
        assertEquals(0.01, report.get("operatingPoints").get(0).get("farTarget").asDouble());
        assertEquals(1, report.get("gates").size());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "fars: [1e-3]                | unknown key 'fars' for 'audit'; known keys:",
        "block-size: abc             | key 'block-size': expected an integer, got 'abc'",
        "block-size: 2.5             | key 'block-size': expected an integer",
        "differential-weight: high   | key 'differential-weight': expected a number",
        "cross-group: 'yes'          | key 'cross-group': expected true or false",
        "metadata: [a, b]            | key 'metadata': expected a single value, got a list",
        "conf: spark.x=1             | key 'conf': expected a mapping",
        "far: [[1e-3]]               | key 'far': expected a single value, got a list",
        "gates: [bfar@1e-9 <= 2]     | gate 'bfar@1e-9 <= 2': FAR level",
        "config: other.yaml          | unknown key 'config'",
        "id-col:                     | key 'id-col': no value"})
    void mistakeInTheFileExits2NamingTheKey(String line, String message) throws Exception {
        Path out = dir.resolve("never");
        Path cfg = config("bad", "input: " + corpus + "\nout: " + out + "\n" + line + "\n");
        var r = run("audit", "--config", cfg.toString(), "--group", "race");
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains(message), r.err());
        if (!line.startsWith("gates")) {
            assertTrue(r.err().contains(cfg.toString()), "names the file: " + r.err());
        }
        assertFalse(Files.exists(out));
        assertEquals("", r.out());
    }

    @Test
    void notAMappingOrNotYamlOrMissingExits2() throws Exception {
        var list = run("audit", "--config", config("list", "- a\n- b\n").toString());
        assertEquals(ExitCodes.BAD_INPUT, list.code());
        assertTrue(list.err().contains("expected a mapping of option names to values"), list.err());
        var broken = run("audit", "--config", config("broken", "far: [1e-3\n").toString());
        assertEquals(ExitCodes.BAD_INPUT, broken.code());
        assertTrue(broken.err().contains("not valid YAML"), broken.err());
        var dup = run("audit", "--config", config("dup", "far: 1e-3\nfar: 1e-2\n").toString());
        assertEquals(ExitCodes.BAD_INPUT, dup.code());
        assertTrue(dup.err().contains("far"), dup.err());
        var missing = run("audit", "--config", dir.resolve("nope.yaml").toString());
        assertEquals(ExitCodes.BAD_INPUT, missing.code());
        assertTrue(missing.err().contains("nope.yaml: no such file"), missing.err());
    }

    @Test
    void requiredOptionsMayComeFromTheFileOnly() throws Exception {
        Path cfg = config("partial", "label-col: label\n");
        var r = run("audit", "--config", cfg.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code());
        assertTrue(r.err().contains("--input") || r.err().contains("--out"), r.err());
    }

    @Test
    void kryoSerializerIsRefusedWithExit2() throws Exception {
        Path cfg = config("kryo", base(dir.resolve("kryo")) + "conf:\n  spark.serializer: org.apache.spark.serializer.KryoSerializer\n");
        var r = run("audit", "--config", cfg.toString());
        assertEquals(ExitCodes.BAD_INPUT, r.code(), r.err());
        assertTrue(r.err().contains("spark.serializer=org.apache.spark.serializer.KryoSerializer"), r.err());
    }

    /** The shipped examples must parse against the commands they are written for. */
    @Test
    void shippedExampleConfigsAreValid() throws IOException {
        Path conf = Path.of(System.getProperty("user.dir")).getParent().resolve("conf");
        List<Path> files;
        try (Stream<Path> s = Files.list(conf)) {
            files = s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "conf/*.yaml");
        for (Path f : files) {
            var cli = new CommandLine(new FairscoreCommand());
            String command = f.getFileName().toString().startsWith("prep") ? "prep" : "audit";
            var expanded = ConfigFile.expand(cli, new String[] {command, "--config", f.toString()});
            var args = new ArrayList<>(List.of(expanded.args()));
            assertTrue(args.size() > 3, f + ": " + args);
            var parsed = cli.parseArgs(expanded.args());
            assertTrue(parsed.hasSubcommand(), f.toString());
        }
    }
}
