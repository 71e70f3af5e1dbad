package org.fairscore.jobs.cli;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.fairscore.jobs.association.SetsFile;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The example configs shipped in conf/: each parses as its command's options (ConfigFile, then picocli), and each
 * runs on the input it names — a path {@code bin/fairscore demo} writes (out/demo/…), or one that a
 * {@code bin/fairscore generate} command written in the file's comments creates — with its relative paths moved
 * to a temporary directory. conf/airflow/pipeline.yaml is {@link AirflowPipelineTest}'s.
 */
@ExtendWith(LocalSpark.class)
class ShippedConfigsTest {
    private static final Path CONF = Path.of(System.getProperty("user.dir")).getParent().resolve("conf");
    /** Every conf/*.yaml and the command it configures: a new example must be added here, so it is tested. */
    private static final Map<String, String> COMMANDS = Map.of(
            "face-verification-audit.yaml", "audit",
            "large-corpus-sampled-audit.yaml", "audit",
            "prep.yaml", "prep");
    /** The config keys whose relative paths the test moves into its temporary directory. */
    private static final List<String> PATH_KEYS = List.of("input", "metadata", "out");
    private static final String DEMO_OUT = "out/demo/";
    private static final String GENERATE = "#   bin/fairscore generate ";

    @TempDir
    Path work;

    private static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".yaml")).sorted().toList();
        }
    }

    @Test
    void everyShippedConfigParsesAsItsCommandsOptions() throws IOException {
        var names = new TreeSet<String>();
        for (Path file : files(CONF)) {
            names.add(file.getFileName().toString());
            String command = COMMANDS.get(file.getFileName().toString());
            assertTrue(command != null, file + " is not in ShippedConfigsTest.COMMANDS: add it with its command");
            var cli = new CommandLine(new FairscoreCommand());
            var expanded = ConfigFile.expand(cli, new String[] {command, "--config", file.toString()});
            cli.parseArgs(expanded.args()); // a value of the wrong type or shape throws, naming the option
        }
        assertEquals(new TreeSet<>(COMMANDS.keySet()), names, "COMMANDS lists a config conf/ no longer has");
        var sets = files(CONF.resolve("sets"));
        assertTrue(!sets.isEmpty());
        for (Path file : sets) {
            SetsFile.read(file.toString()); // associate's sets files: throws on a malformed one
        }
    }

    @Test
    void everyShippedConfigRunsOnTheInputTheDemoOrItsOwnCommentsCreate(SparkSession spark) throws IOException {
        var demo = run("demo", "--out", work.resolve(DEMO_OUT).toString(), "--samples", "400", "--dim", "16");
        assertEquals(ExitCodes.OK, demo.code(), demo.err());

        for (Path file : files(CONF)) {
            var settings = ConfigFile.load(file.toString());
            String input = String.valueOf(settings.get("input"));
            if (!input.startsWith(DEMO_OUT)) {
                createdByDocumentedGenerate(file, input);
            }
            assertTrue(Files.exists(work.resolve(input)), file + ": input " + input + " was not created");

            var args = new ArrayList<>(List.of(COMMANDS.get(file.getFileName().toString()), "--config", file.toString()));
            for (String key : PATH_KEYS) {
                if (settings.get(key) instanceof String path && !path.contains("://") && !Path.of(path).isAbsolute()) {
                    args.addAll(List.of("--" + key, work.resolve(path).toString()));
                }
            }
            var r = run(args);
            // 3: a gate failed on the small demo corpus, after the report was written; never 2 (bad configuration)
            assertTrue(r.code() == ExitCodes.OK || r.code() == ExitCodes.GATE_FAILED, args + " exited " + r.code()
                    + ":\n" + r.err());
        }
    }

    /** Runs the {@code bin/fairscore generate} line of the file's comments that writes {@code input}, under work. */
    private void createdByDocumentedGenerate(Path file, String input) throws IOException {
        var line = Files.readAllLines(file).stream().filter(l -> l.startsWith(GENERATE)).findFirst();
        assertTrue(line.isPresent(), file + ": input " + input + " is neither under " + DEMO_OUT
                + " (what 'bin/fairscore demo' writes) nor written by a '" + GENERATE.substring(1).trim() + " …' line");
        var args = new ArrayList<>(List.of(line.get().substring(GENERATE.length() - "generate ".length()).trim()
                .split("\\s+")));
        int out = args.indexOf("--out");
        assertEquals(input, args.get(out + 1), file + ": the documented generate command writes another file");
        args.set(out + 1, work.resolve(input).toString());
        args.addAll(List.of("--samples", "300")); // small: the test checks the config, not the corpus
        var r = run(args);
        assertEquals(ExitCodes.OK, r.code(), args + ":\n" + r.err());
    }
}
