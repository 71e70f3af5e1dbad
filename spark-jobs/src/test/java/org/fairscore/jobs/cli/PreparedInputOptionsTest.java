package org.fairscore.jobs.cli;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.io.SampleSinks;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * No option is ever silently ignored on a prepared corpus: for every command that reads a corpus prepared by
 * {@code fairscore prep}, every option it declares — found by walking the command's picocli model, so an option added
 * later fails this test until it is classified here — is given once on top of a working base command, and must
 * either be refused (exit code 2, the message naming the option) or change the result. A few options must leave the
 * result unchanged by contract (Spark settings, block sizes, console noise): for those the result must be identical,
 * which this test checks too. "The result" is every output file but run.json and the rendered pages, compared by
 * content.
 */
@ExtendWith(LocalSpark.class)
class PreparedInputOptionsTest {
    /** What an option must do on a prepared corpus. */
    enum Expect { REFUSED, CHANGES, SAME, EQUIVALENT, BASE }

    /** An option's walk: the arguments that give it (replacing the base's own use of the option) and what must happen. */
    record Variant(Expect expect, List<String> args, String why, List<String> drops) {
        Variant(Expect expect, List<String> args, String why) {
            this(expect, args, why, List.of());
        }

        /** This variant run without the base's {@code options} too (options the varied one makes inapplicable). */
        Variant dropping(String... options) {
            return new Variant(expect, args, why, List.of(options));
        }

        static Variant refused(String... args) {
            return new Variant(Expect.REFUSED, List.of(args), null);
        }

        static Variant changes(String... args) {
            return new Variant(Expect.CHANGES, List.of(args), null);
        }

        static Variant same(String why, String... args) {
            return new Variant(Expect.SAME, List.of(args), why);
        }

        /**
         * Leaves the result unchanged but for the float32 rounding of scores: GEMMs of other shapes may round a dot
         * product to the neighbouring float (docs/design.md, Pairs and scores).
         */
        static Variant equivalent(String why, String... args) {
            return new Variant(Expect.EQUIVALENT, List.of(args), why);
        }

        /** Part of every run of the command (input, output, help): nothing to vary. */
        static Variant base(String why) {
            return new Variant(Expect.BASE, List.of(), why);
        }
    }

    /** Commands that accept a prepared corpus (as --input, or mitigate's --train). */
    private static final List<String> COMMANDS = List.of("audit", "geometry", "pairs", "downstream", "mitigate", "apply");

    @TempDir
    static Path dir;
    private static Path prep;
    private static Path evaluatePrep;
    private static Path pairList;
    private static Path columns;
    private static Path module;
    private static Path metadata;
    /** Options of the base commands that take no value. */
    private static final Set<String> BASE_FLAGS = Set.of("--no-leakage");
    private static final AtomicInteger RUNS = new AtomicInteger();
    private static final Map<String, String> BASE_RESULTS = new HashMap<>();

    @BeforeAll
    static void corpora(SparkSession spark) throws IOException {
        prep = prepare("train", 0);
        evaluatePrep = prepare("evaluate", 100);
        pairList = dir.resolve("pairs.csv");
        var pairs = new StringBuilder("sample_a,sample_b\n");
        for (int k = 0; k + 4 < 96; k += 2) {
            pairs.append("train-s").append(k).append(",train-s").append(k + 1).append('\n');
            pairs.append("train-s").append(k).append(",train-s").append(k + 4).append('\n');
        }
        Files.writeString(pairList, pairs);
        columns = dir.resolve("columns.csv");
        var cols = new StringBuilder("sample_id,split,task,height\n");
        for (int k = 0; k < 96; k++) {
            cols.append("train-s").append(k).append(',').append(k % 3 == 0 ? "test" : "train").append(',')
                    .append(k % 2 == 0 ? "even" : "odd").append(',').append(150 + (k * 7) % 40).append('\n');
        }
        Files.writeString(columns, cols);
        metadata = dir.resolve("meta.csv");
        Files.writeString(metadata, "sample_id,label,race\n");
        Path mitigated = dir.resolve("module");
        var trained = run("mitigate", "--train", prep.toString(), "--reference", "race=A|gender=F", "--epochs", "1",
                "--batch", "32", "--quiet", "--out", mitigated.toString());
        assertEquals(ExitCodes.OK, trained.code(), trained.err());
        module = mitigated;
    }

    /**
     * 96 samples, 8 identities of 3 samples in each of race A..D × gender F/M (and an age per identity), d = 8: an identity's samples lie
     * around its own direction, so genuine scores are high and the rates depend on every setting.
     */
    private static Path prepare(String name, int firstIdentity) {
        Path csv = dir.resolve(name + ".csv");
        var random = new SplittableRandom(firstIdentity + 11);
        try (var sink = SampleSinks.open("csv", csv.toString(), "sample_id", "label", List.of("race", "gender", "age"),
                8)) {
            int k = 0;
            for (int identity = 0; identity < 32; identity++) {
                String race = String.valueOf((char) ('A' + identity % 4));
                String gender = identity / 4 % 2 == 0 ? "F" : "M";
                float[] centre = new float[8];
                for (int j = 0; j < 8; j++) {
                    centre[j] = (float) random.nextGaussian();
                }
                for (int s = 0; s < 3; s++, k++) {
                    float[] e = new float[8];
                    for (int j = 0; j < 8; j++) {
                        e[j] = centre[j] + (float) (0.6 * random.nextGaussian());
                    }
                    sink.write(name + "-s" + k, name + "-i" + (firstIdentity + identity),
                            List.of(race, gender, String.valueOf(20 + identity)), e);
                }
            }
        }
        Path out = dir.resolve(name + "-prep");
        var prepared = run("prep", "--input", csv.toString(), "--group", "race,gender", "--out", out.toString());
        assertEquals(ExitCodes.OK, prepared.code(), prepared.err());
        return out;
    }

    /** The base command of each walk: a prepared corpus in, a small but complete run. */
    private static List<String> base(String command, Path out) {
        return switch (command) {
            case "audit" -> List.of("audit", "--input", prep.toString(), "--far", "1e-1,1e-2", "--bootstrap", "10",
                    "--out", out.toString());
            case "geometry" -> List.of("geometry", "--input", prep.toString(), "--out", out.toString());
            case "pairs" -> List.of("pairs", "--input", prep.toString(), "--per-group", "10",
                    "--out", out.resolve("pairs.csv").toString());
            case "downstream" -> List.of("downstream", "--input", prep.toString(), "--classifiers", "logistic", "--no-leakage", "--min-samples", "2", "--max-iter", "5",
                    "--out", out.toString());
            case "mitigate" -> List.of("mitigate", "--train", prep.toString(), "--evaluate", evaluatePrep.toString(),
                    "--reference", "race=A|gender=F", "--epochs", "1", "--batch", "32", "--far", "1e-1",
                    "--bootstrap", "0", "--out", out.toString());
            case "apply" -> List.of("apply", "--input", prep.toString(), "--model", module.toString(),
                    "--out", out.toString());
            default -> throw new IllegalArgumentException(command);
        };
    }

    /** What each option must do. Keys: "command --option", or "--option" for every command that has it. */
    private static Map<String, Variant> variants() {
        var v = new HashMap<String, Variant>();
        v.put("--help", Variant.base("prints help, runs nothing"));
        v.put("--version", Variant.base("prints the version, runs nothing"));
        v.put("--input", Variant.base("the prepared corpus itself"));
        v.put("--out", Variant.base("where the result goes"));
        v.put("--config", Variant.changes("--config", "CONFIG"));
        v.put("--master", Variant.same("Spark's master never changes a number", "--master", "local[1]"));
        v.put("--conf", Variant.same("Spark settings never change a number", "--conf", "spark.sql.shuffle.partitions=3"));
        v.put("--quiet", Variant.same("console output only", "--quiet"));
        v.put("--verbose", Variant.same("log levels only", "--verbose"));
        v.put("--block-size", Variant.equivalent("a GEMM of another shape may round a score to the next float",
                "--block-size", "7"));
        v.put("--strict-identities", Variant.same("a check: exits 2 only when an identity spans groups, which no "
                + "identity here does (IdentitiesAcrossGroupsCliTest)", "--strict-identities"));
        // how raw input is read: settled by prep
        v.put("--metadata", Variant.refused("--metadata", "META"));
        v.put("--format", Variant.refused("--format", "csv"));
        v.put("--id-col", Variant.refused("--id-col", "other_id"));
        v.put("--label-col", Variant.refused("--label-col", "identity"));
        v.put("--embedding-col", Variant.refused("--embedding-col", "vector"));
        v.put("--dim", Variant.refused("--dim", "16"));
        v.put("--max-reject-fraction", Variant.refused("--max-reject-fraction", "0.5"));
        v.put("--group", Variant.changes("--group", "race"));
        v.put("--bin", Variant.changes("--bin", "age=0,40,100")); // the bands stored, and input.bins in report.json
        v.put("pairs --bin", Variant.refused("--bin", "age=0,40,100")); // a pair list records no attribute
        v.put("mitigate --group", Variant.changes("--group", "race", "--reference", "A").dropping("--reference"));
        v.put("--template-col", Variant.refused("--template-col", "template")); // the prep kept no template ids
        // the verification audit's settings (audit, mitigate)
        v.put("--far", Variant.changes("--far", "1e-1,2e-1"));
        v.put("--accept", Variant.changes("--accept", "at-or-above"));
        v.put("--differential-weight", Variant.changes("--differential-weight", "0.25"));
        v.put("--cross-group", Variant.changes("--cross-group"));
        v.put("--impostor-sample", Variant.changes("--impostor-sample", "0.5"));
        v.put("--impostors-per-group", Variant.changes("--impostors-per-group", "50"));
        v.put("--seed", Variant.changes("--seed", "5"));
        v.put("--bootstrap", Variant.changes("--bootstrap", "12"));
        v.put("mitigate --seed", Variant.refused("--seed", "5"));
        v.put("mitigate --bootstrap", Variant.changes("--bootstrap", "10"));
        v.put("--gate", Variant.changes("--gate", "globalFar@1e-1 <= 1"));
        // a JSON Pointer gate for the commands without a verification audit (the short forms are refused there)
        v.put("geometry --gate", Variant.changes("--gate", "/schemaVersion >= 1"));
        v.put("downstream --gate", Variant.changes("--gate", "/schemaVersion >= 1"));
        // geometry settings (geometry; audit only with --geometry)
        for (var g : List.of(new String[] {"--recall-k", "2"}, new String[] {"--rbf-t", "0.5"},
                new String[] {"--ukl-centred"}, new String[] {"--ukl-drop-top"},
                new String[] {"--silhouette-max-samples", "20"}, new String[] {"--mst-max-samples", "20"},
                new String[] {"--no-nmi"}, new String[] {"--nmi-max-labels", "2"},
                new String[] {"--kmeans-iterations", "1"})) {
            v.put(g[0], Variant.changes(g));
            v.put("audit " + g[0], Variant.refused(g));
        }
        v.put("geometry --seed", Variant.changes("--seed", "5"));
        v.put("audit --geometry", Variant.changes("--geometry"));
        // protocols: --pairs works on a prepared corpus; score-file options need --scores, not --input
        v.put("--pairs", Variant.changes("--pairs", "PAIRS"));
        v.put("--scores", Variant.refused("--scores", "PAIRS"));
        for (var p : List.of(new String[] {"--score-format", "bob-4col"}, new String[] {"--score-col", "s"},
                new String[] {"--genuine-col", "g"}, new String[] {"--score-label-cols", "a,b"},
                new String[] {"--score-group-cols", "a,b"}, new String[] {"--pair-cols", "a,b"},
                new String[] {"--subject-metadata", "META"}, new String[] {"--subject-col", "subject"},
                new String[] {"--distance"}, new String[] {"--fta-in-rates"})) {
            v.put(p[0], Variant.refused(p));
        }
        v.put("--calibrate-on", Variant.changes("--calibrate-on", "0.5"));
        v.put("--group-thresholds", Variant.changes("--group-thresholds"));
        v.put("--equal-metrics", Variant.changes("--equal-metrics"));
        v.put("--prevalence", Variant.changes("--prevalence", "0.3"));
        // pairs
        v.put("--per-group", Variant.changes("--per-group", "12"));
        v.put("--ratio", Variant.changes("--ratio", "25:75"));
        v.put("pairs --seed", Variant.changes("--seed", "5"));
        // downstream
        v.put("--split-col", Variant.changes("--split-col", "split", "--columns-from", "COLUMNS"));
        v.put("--task-label", Variant.changes("--task-label", "task", "--columns-from", "COLUMNS")
                .dropping("--min-samples"));
        v.put("--columns-from", Variant.refused("--columns-from", "COLUMNS"));
        v.put("--top-k", Variant.changes("--top-k", "3"));
        v.put("--min-samples", Variant.changes("--min-samples", "3"));
        v.put("--test-fraction", Variant.changes("--test-fraction", "0.5"));
        v.put("downstream --seed", Variant.changes("--seed", "5"));
        v.put("--seeds", Variant.refused("--seeds", "2"));
        v.put("--trees", Variant.refused("--trees", "3"));
        v.put("--depth", Variant.refused("--depth", "3"));
        v.put("--max-iter", Variant.changes("--max-iter", "3"));
        v.put("--classifiers", Variant.changes("--classifiers", "linearSvm"));
        v.put("--no-leakage", Variant.changes()); // given in the base: the variant runs the leakage probe
        v.put("--rebalance", Variant.changes("--rebalance"));
        v.put("--positive-class", Variant.changes("--positive-class", "even"));
        v.put("--baseline-cols", Variant.refused("--baseline-cols", "height"));
        v.put("--split-by", Variant.refused("--split-by", "sample")); // the base runs --no-leakage
        // mitigate
        v.put("--train", Variant.base("the prepared training corpus"));
        v.put("--evaluate", Variant.changes("--evaluate", "PREP", "--allow-shared-identities")); // PREP: the training corpus
        v.put("--allow-shared-identities", Variant.same("a permission: the base's evaluation identities are disjoint "
                + "from the training ones, so there is nothing to allow", "--allow-shared-identities"));
        v.put("--reference", Variant.changes("--reference", "race=B|gender=M"));
        v.put("--epochs", Variant.changes("--epochs", "2"));
        v.put("--batch", Variant.changes("--batch", "16"));
        v.put("--learning-rate", Variant.changes("--learning-rate", "0.01"));
        v.put("--train-seed", Variant.changes("--train-seed", "5"));
        v.put("--max-train-samples", Variant.refused("--max-train-samples", "10"));
        v.put("--max-pseudo-scores", Variant.refused("--max-pseudo-scores", "10"));
        // apply
        v.put("--model", Variant.base("the module to apply"));
        return v;
    }

    static Stream<Arguments> options() {
        var root = new CommandLine(new FairscoreCommand());
        var cases = new ArrayList<Arguments>();
        for (String command : COMMANDS) {
            for (OptionSpec o : root.getSubcommands().get(command).getCommandSpec().options()) {
                cases.add(Arguments.of(command, o.longestName()));
            }
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("options")
    void everyOptionChangesTheResultOrIsRefused(String command, String option) {
        var all = variants();
        Variant variant = all.getOrDefault(command + " " + option, all.get(option));
        assertNotNull(variant, command + " " + option + ": a new option; say here what it must do on a prepared corpus");
        if (variant.expect() == Expect.BASE) {
            assertNotNull(variant.why());
            return;
        }
        List<String> args = with(command, option, variant, dir.resolve("run-" + RUNS.incrementAndGet()));
        var result = run(args);
        switch (variant.expect()) {
            case REFUSED -> {
                assertEquals(ExitCodes.BAD_INPUT, result.code(), args + "\n" + result.err());
                assertTrue(result.err().contains(option), "the message names " + option + ": " + result.err());
            }
            case CHANGES -> {
                assertSucceeded(args, result);
                assertNotEquals(baseResult(command), digest(outputOf(args)), args + " gave the base command's result");
            }
            case EQUIVALENT -> {
                assertSucceeded(args, result);
                assertEquivalent(dir.resolve("base-" + command), outputOf(args), args + ": " + variant.why());
            }
            case SAME -> {
                assertSucceeded(args, result);
                assertEquals(baseResult(command), digest(outputOf(args)),
                        args + ": " + variant.why() + "; first difference: " + firstDifference(command, outputOf(args)));
            }
            default -> throw new IllegalStateException();
        }
    }

    private static void assertSucceeded(List<String> args, CliRun result) {
        assertTrue(result.code() == ExitCodes.OK || result.code() == ExitCodes.GATE_FAILED, args + "\n" + result.err());
    }

    /** The base command with {@code option} given as the variant says (its base use, if any, dropped). */
    private static List<String> with(String command, String option, Variant variant, Path out) {
        var args = new ArrayList<String>();
        List<String> base = base(command, out);
        List<String> given = variant.args();
        for (int i = 0; i < base.size(); i++) {
            if (base.get(i).equals(option) || variant.drops().contains(base.get(i))) {
                i += BASE_FLAGS.contains(option) ? 0 : 1; // the base's options take one value, but for its flags
                continue;
            }
            args.add(base.get(i));
        }
        for (String g : given) {
            args.add(switch (g) {
                case "PAIRS" -> pairList.toString();
                case "META" -> metadata.toString();
                case "COLUMNS" -> columns.toString();
                case "CONFIG" -> config(command).toString();
                case "PREP" -> evaluatePrep.toString().replace("evaluate", "train");
                default -> g;
            });
        }
        return args;
    }

    /** A config file setting one option of {@code command} that its base run leaves at the default. */
    private static Path config(String command) {
        String yaml = switch (command) {
            case "audit" -> "differential-weight: 0.25\n";
            case "geometry" -> "recall-k: 2\n";
            case "pairs" -> "seed: 5\n";
            case "downstream" -> "top-k: 3\n";
            case "mitigate" -> "learning-rate: 0.01\n";
            case "apply" -> "group: [race]\n";
            default -> throw new IllegalArgumentException(command);
        };
        try {
            return Files.writeString(dir.resolve(command + ".yaml"), yaml);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static synchronized String baseResult(String command) {
        return BASE_RESULTS.computeIfAbsent(command, c -> {
            var args = base(c, dir.resolve("base-" + c));
            var result = run(args);
            assertEquals(ExitCodes.OK, result.code(), args + "\n" + result.err());
            return digest(outputOf(args));
        });
    }

    /**
     * The JSON outputs (report.json, module.json) of two runs agree: the same structure, text and counts, and every
     * other number within 1e-6 relative (float32 rounding of a score is 6e-8). Other outputs must be identical.
     */
    private static void assertEquivalent(Path baseOut, Path out, String what) {
        baseResult(baseOut.getFileName().toString().substring("base-".length()));
        for (String json : List.of("report.json", "module.json", "model/module.json")) {
            Path a = baseOut.resolve(json);
            Path b = out.resolve(json);
            assertEquals(Files.exists(a), Files.exists(b), what + ": " + json);
            if (Files.exists(a)) {
                try {
                    var mapper = new ObjectMapper();
                    assertClose(mapper.readTree(a.toFile()), mapper.readTree(b.toFile()), what + ": " + json + " at ");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
    }

    private static void assertClose(JsonNode a, JsonNode b, String where) {
        if (a.isNumber() && b.isNumber() && !(a.isIntegralNumber() && b.isIntegralNumber())) {
            double x = a.asDouble();
            double y = b.asDouble();
            assertTrue(Math.abs(x - y) <= 1e-6 * Math.max(1, Math.max(Math.abs(x), Math.abs(y))), where + ": " + x + " vs " + y);
            return;
        }
        assertEquals(a.getNodeType(), b.getNodeType(), where);
        if (a.isContainerNode()) {
            assertEquals(a.size(), b.size(), where);
            if (a.isArray()) {
                for (int i = 0; i < a.size(); i++) {
                    assertClose(a.get(i), b.get(i), where + "[" + i + "]");
                }
            } else {
                a.fieldNames().forEachRemaining(f -> assertClose(a.get(f), b.get(f), where + "/" + f));
            }
        } else {
            assertEquals(a, b, where);
        }
    }

    /** The first line of report.json that differs from the base run's, to say what changed. */
    private static String firstDifference(String command, Path out) {
        try {
            var a = Files.readAllLines(dir.resolve("base-" + command).resolve("report.json"));
            var b = Files.readAllLines(out.resolve("report.json"));
            for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
                if (!a.get(i).equals(b.get(i))) {
                    return "line " + (i + 1) + ": " + a.get(i).strip() + " -> " + b.get(i).strip();
                }
            }
            return a.size() == b.size() ? "report.json equal" : "report.json lengths " + a.size() + ", " + b.size();
        } catch (IOException e) {
            return "no report.json to compare";
        }
    }

    /** The --out of a command line. */
    private static Path outputOf(List<String> args) {
        return Path.of(args.get(args.indexOf("--out") + 1));
    }

    /**
     * Every output file's content but run.json (times, command line), the rendered pages (they show the command) and
     * the marker, as a sorted set of SHA-256 digests: Spark names part files at random, so names cannot count.
     */
    private static String digest(Path out) {
        var digests = new TreeSet<String>();
        Set<String> skipped = Set.of("run.json", "report.html", "report.md", "_SUCCESS");
        try (Stream<Path> walk = Files.walk(out)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                String name = p.getFileName().toString();
                if (!skipped.contains(name) && !name.startsWith(".") && !name.endsWith(".crc")) {
                    digests.add(HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        assertFalse(digests.isEmpty(), "no output in " + out);
        return String.join(",", digests);
    }
}
