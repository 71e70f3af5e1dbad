package org.fairscore.jobs.cli;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Airflow DAG's pipeline (conf/airflow/pipeline.yaml), run for real: {@code fairscore generate} writes the day's
 * raw corpus where the pipeline expects it, then each step runs in order, in-process on local Spark, with the
 * pipeline's arguments (locations moved to a temporary directory, the shipped conf/ directory as 'conf') and its Spark
 * settings as {@code --conf} (how fairscore sees spark-submit's). Every step must exit 0, or 3 where the step is gated —
 * never 2. With python3 and PyYAML, the DAG's own argument builder (fairscore_pipeline.py) must print the argument
 * lists this test ran, and the DAG must hand them to its operators unchanged.
 */
@ExtendWith(LocalSpark.class)
class AirflowPipelineTest {
    private static final String DS = "2025-01-01";
    private static final Path REPO = Path.of(System.getProperty("user.dir")).getParent();
    private static final Path AIRFLOW = REPO.resolve("conf/airflow");
    private static final Path PIPELINE = AIRFLOW.resolve("pipeline.yaml");

    @TempDir
    Path dir;

    private Map<String, String> overrides() {
        var o = new LinkedHashMap<String, String>();
        o.put("raw", dir.resolve("raw/{ds_nodash}/embeddings.parquet").toString());
        o.put("prepared", dir.resolve("prepared/{ds_nodash}").toString());
        o.put("report", dir.resolve("audits/{ds}").toString());
        o.put("conf", REPO.resolve("conf").toString());
        return o;
    }

    @Test
    void theDagsSequenceRunsOnAGeneratedCorpusAndEndsInZeroOrThree(SparkSession spark) throws Exception {
        var pipeline = AirflowPipeline.read(PIPELINE.toString(), DS, overrides());
        assertEquals(dir.resolve("raw/20250101/embeddings.parquet").toString(), pipeline.locations().get("raw"));
        assertTrue(pipeline.steps().stream().anyMatch(AirflowPipeline.Step::gated), "a gated step");
        assertTrue(pipeline.sparkConf().containsKey("spark.executorEnv.OPENBLAS_CORETYPE"), "BLAS kernel setting");

        var generated = run("generate", "--out", pipeline.locations().get("raw"), "--samples", "600", "--dim", "16");
        assertEquals(ExitCodes.OK, generated.code(), generated.err());

        for (var step : pipeline.steps()) {
            var args = new ArrayList<>(step.args());
            pipeline.sparkConf().forEach((k, v) -> args.add("--conf=" + k + "=" + v));
            var r = run(args);
            System.err.println("AirflowPipelineTest: step " + step.task() + " exited " + r.code()); // in the CI log
            String what = "step " + step.task() + " " + args + " exited " + r.code() + ":\n" + r.err();
            assertTrue(r.code() == ExitCodes.OK || step.gated() && r.code() == ExitCodes.GATE_FAILED, what);
            if (step.gated()) {
                checkGatedReport(Path.of(pipeline.locations().get("report")), r.code(), what);
            }
        }
        assertTrue(Files.exists(Path.of(pipeline.locations().get("prepared"), "_SUCCESS")));
    }

    /** The report is committed, lists the gates, and its exit code says whether every gate passed. */
    private static void checkGatedReport(Path out, int code, String what) throws IOException {
        assertTrue(Files.exists(out.resolve("_SUCCESS")), what);
        JsonNode report = new ObjectMapper().readTree(out.resolve("report.json").toFile());
        JsonNode gates = report.get("gates");
        assertFalse(gates.isEmpty(), "the audit config's gates are in the report");
        boolean allPassed = true;
        for (JsonNode g : gates) {
            allPassed &= g.get("passed").asBoolean();
        }
        assertEquals(allPassed ? ExitCodes.OK : ExitCodes.GATE_FAILED, code, what + "\ngates: " + gates);
        // the config regroups the race,gender prep by race: the group names its gates use exist
        var groups = new TreeSet<String>();
        report.get("groups").forEach(g -> groups.add(g.get("name").asText()));
        assertEquals(new TreeSet<>(List.of("A", "B", "C", "D")), groups);
        for (JsonNode g : gates) {
            var gate = g.get("gate").asText();
            if (gate.contains(" for group ")) {
                assertTrue(groups.contains(gate.substring(gate.indexOf(" for group ") + 11).trim()), gate);
            }
        }
    }

    @Test
    void theDagsArgumentBuilderPrintsTheArgumentsThisTestRuns() throws Exception {
        assumePythonYaml();
        var pipeline = AirflowPipeline.read(PIPELINE.toString(), DS, overrides());
        var command = new ArrayList<>(List.of("python3", AIRFLOW.resolve("fairscore_pipeline.py").toString(),
                "--pipeline", PIPELINE.toString(), "--ds", DS));
        overrides().forEach((k, v) -> command.addAll(List.of("--set", k + "=" + v)));
        JsonNode printed = new ObjectMapper().readTree(python(command));

        var tasks = new ArrayList<String>();
        var argLists = new ArrayList<List<String>>();
        var gated = new ArrayList<Boolean>();
        for (JsonNode s : printed.get("steps")) {
            tasks.add(s.get("task").asText());
            var args = new ArrayList<String>();
            s.get("args").forEach(a -> args.add(a.asText()));
            argLists.add(args);
            gated.add(s.get("gated").asBoolean());
        }
        assertEquals(pipeline.steps().stream().map(AirflowPipeline.Step::task).toList(), tasks);
        assertEquals(pipeline.steps().stream().map(AirflowPipeline.Step::args).toList(), argLists);
        assertEquals(pipeline.steps().stream().map(AirflowPipeline.Step::gated).toList(), gated);
        var conf = new LinkedHashMap<String, String>();
        printed.get("spark_conf").fields().forEachRemaining(e -> conf.put(e.getKey(), e.getValue().asText()));
        assertEquals(pipeline.sparkConf(), conf);
    }

    @Test
    void theDagHandsTheBuildersArgumentsToItsOperators() throws Exception {
        assumePythonYaml();
        // the DAG file imported against stand-ins for Airflow's classes, which record what the DAG gives them
        String report = python(List.of("python3", REPO.resolve("spark-jobs/src/test/python/check_dag_tasks.py").toString(),
                AIRFLOW.resolve("fairscore_audit_dag.py").toString()));
        assertTrue(report.contains("OK"), report);
    }

    @Test
    void anUnknownPlaceholderIsAnErrorNamingWhereItIs() throws Exception {
        var overrides = overrides();
        overrides.put("raw", "/data/{day}/embeddings.parquet");
        var e = assertThrows(IllegalArgumentException.class, () -> AirflowPipeline.read(PIPELINE.toString(), DS, overrides));
        assertTrue(e.getMessage().contains("locations.raw: unknown placeholder {day}"), e.getMessage());

        assumePythonYaml();
        var p = new ProcessBuilder("python3", AIRFLOW.resolve("fairscore_pipeline.py").toString(), "--ds", DS,
                "--set", "raw=/data/{day}/embeddings.parquet").redirectErrorStream(true);
        p.environment().put("PYTHONDONTWRITEBYTECODE", "1");
        Process process = p.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        assertEquals(2, process.exitValue(), output);
        assertTrue(output.contains("locations.raw: unknown placeholder {day}"), output);
    }

    private String python(List<String> command) throws IOException, InterruptedException {
        var pb = new ProcessBuilder(command);
        pb.environment().put("PYTHONDONTWRITEBYTECODE", "1"); // no __pycache__ in conf/
        pb.redirectError(ProcessBuilder.Redirect.to(dir.resolve("python.err").toFile()));
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "python3 did not finish");
        assertEquals(0, p.exitValue(), command + ":\n" + out + Files.readString(dir.resolve("python.err")));
        return out;
    }

    /**
     * Skips the DAG checks on a developer machine without python3 and PyYAML; under CI ({@code CI=true}, set by
     * .ci/run, which installs Debian's python3-yaml) they must run, so the DAG and this test cannot drift unseen.
     */
    private static void assumePythonYaml() {
        boolean present = python3With("yaml");
        if ("true".equals(System.getenv("CI"))) {
            assertTrue(present, "CI=true but python3 with PyYAML is missing (.ci/install-python-yaml installs it)");
        }
        assumeTrue(present, "python3 with PyYAML is not installed");
    }

    private static boolean python3With(String module) {
        try {
            Process p = new ProcessBuilder("python3", "-c", "import " + module).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }
}
