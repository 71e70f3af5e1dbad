package org.fairscore.jobs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.fairscore.jobs.scoring.GemmProbe;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bench --peer} on a tiny corpus, end to end: the real peer script (when python3 has numpy) and the real audit
 * as processes of their own, through a launcher that runs this test's classes (bin/fairscore would rebuild the jars).
 * No timing is asserted: only that every row is printed and that the peer and both audits agree.
 */
class BenchPeerCommandTest {
    private static final Path PEER = Path.of("..", "bench", "numpy_strong.py").toAbsolutePath().normalize();

    /** A launcher running the CLI from this JVM's class path with its module options (Spark needs them). */
    private static Path launcher(Path dir) throws Exception {
        var options = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("--add-") || a.startsWith("-XX:+IgnoreUnrecognized")
                        || a.startsWith("--enable-native-access") || a.startsWith("-Dio.netty")
                        || a.startsWith("-Djdk.reflect"))
                .map(a -> "'" + a + "'").collect(Collectors.joining(" "));
        var java = Path.of(System.getProperty("java.home"), "bin", "java");
        var script = dir.resolve("fairscore");
        Files.writeString(script, "#!/bin/sh\nexec '" + java + "' -Xmx1g " + options + " -cp '"
                + System.getProperty("java.class.path") + "' org.fairscore.jobs.cli.Main \"$@\"\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script;
    }

    /**
     * {@code bench --peer} without the peer (a python without numpy), its audits run by a fake launcher: a shell script
     * of {@code body} instead of an audit.
     */
    private static CliRun benchWithoutPeer(Path dir, String body, String... more) throws Exception {
        var fake = dir.resolve("fake-fairscore");
        Files.writeString(fake, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwxr-xr-x"));
        var args = new ArrayList<>(List.of("bench", "--peer", "--n", "300", "--dim", "8", "--groups", "2", "--seed",
                "3", "--work-dir", dir.resolve("work").toString(), "--peer-script", PEER.toString(),
                "--launcher", fake.toString(), "--python", "no-such-python-here"));
        args.addAll(List.of(more));
        return CliRun.run(args);
    }

    private static boolean numpy() {
        try {
            return new ProcessBuilder("python3", "-c", "import numpy").start().waitFor() == 0;
        } catch (Exception e) {
            return false;
        }
    }

    @Test
    void printsTheSideBySideAndTheAgreement(@TempDir Path dir) throws Exception {
        var run = CliRun.run("bench", "--peer", "--n", "400", "--dim", "8", "--groups", "2", "--seed", "3",
                "--work-dir", dir.resolve("work").toString(), "--peer-script", PEER.toString(),
                "--launcher", launcher(dir).toString(), "--settle", "0");

        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("side by side: N = 400, d = 8, 2 groups, seed 3"), run.out());
        var row = "%s +[0-9.]+ s +([0-9.]+ GB|n/a) +([0-9.]+|n/a)";
        for (var command : List.of("fairscore audit \\(defaults\\)", "fairscore audit --bootstrap 0")) {
            assertTrue(Pattern.compile("(?m)^" + row.formatted(command) + "$").matcher(run.out()).find(), run.out());
        }
        if (numpy()) {
            assertTrue(Pattern.compile("(?m)^" + row.formatted("python3 numpy_strong.py") + "$").matcher(run.out()).find(),
                    run.out());
            assertTrue(run.out().contains("agreement: at each of the 6 FAR levels the peer and both audits give thresholds "),
                    run.out() + run.err());
        } else {
            assertTrue(run.err().contains("the peer is skipped"), run.err());
        }
    }

    @Test
    void aPythonWithoutNumpyIsSaidAndSkipped(@TempDir Path dir) throws Exception {
        // the audits of a fake launcher: real ones without the peer are printsTheSideBySideAndTheAgreement's on a machine
        // without numpy (CI), and took 40 s here for nothing this test asserts
        var log = dir.resolve("audits.log");
        var run = benchWithoutPeer(dir, "echo \"$1\" >> '" + log + "'", "--settle", "0");

        assertEquals(0, run.code(), run.err());
        assertEquals(List.of("audit", "audit", "audit"), Files.readAllLines(log)); // the untimed first, then both timed
        assertTrue(run.err().contains("bench: no no-such-python-here on PATH: the peer is skipped"), run.err());
        assertTrue(!run.out().contains("agreement"), run.out());
    }

    @Test
    void optionsThePeerBenchDoesNotUseAreBadInput() {
        for (var option : List.of(List.of("--scaling", "1000"), List.of("--block-size", "64"), List.of("--master", "local[1]"),
                List.of("--conf", "spark.x=1"))) {
            var args = new ArrayList<>(List.of("bench", "--peer"));
            args.addAll(option);
            var run = CliRun.run(args);

            assertEquals(2, run.code(), run.err());
            assertTrue(run.err().contains(option.get(0) + " does not apply to --peer"), run.err());
        }
    }

    @Test
    void peerOptionsWithoutPeerAreBadInput() {
        var run = CliRun.run("bench", "--launcher", "x");

        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().contains("--launcher is used only with --peer"), run.err());
        var rounds = CliRun.run("bench", "--peer-rounds", "3");
        assertEquals(2, rounds.code(), rounds.err());
        assertTrue(rounds.err().contains("--peer-rounds is used only with --peer"), rounds.err());
        var settle = CliRun.run("bench", "--settle", "5");
        assertEquals(2, settle.code(), settle.err());
        assertTrue(settle.err().contains("--settle is used only with --peer"), settle.err());
    }

    @Test
    void everyTimedCommandRestsFirst(@TempDir Path dir) throws Exception {
        // the fake launcher logs when each audit starts: a rest of 1 s before each puts them at least 1 s apart, and
        // the bench says so before each command
        var log = dir.resolve("starts.log");
        var run = benchWithoutPeer(dir, "date +%s%N >> '" + log + "'", "--settle", "1");

        assertEquals(0, run.code(), run.err());
        assertEquals(2, Pattern.compile("bench: resting 1 s before the next command").matcher(run.err()).results().count(),
                run.err());
        var starts = Files.readAllLines(log).stream().mapToLong(Long::parseLong).toArray();
        assertEquals(3, starts.length); // the untimed first audit, then the two timed ones
        assertTrue(starts[1] - starts[0] >= 1_000_000_000L, "audits started " + (starts[1] - starts[0]) + " ns apart");
        assertTrue(starts[2] - starts[1] >= 1_000_000_000L, "audits started " + (starts[2] - starts[1]) + " ns apart");
    }

    @Test
    void everyCommandRunsWithTheSameOpenBlasEnvironment(@TempDir Path dir) throws Exception {
        // the bench in a process of its own, its environment setting both variables (as one machine of this project's
        // did: OPENBLAS_CORETYPE=Haswell on an AVX-512 CPU); the fake launcher logs what each audit sees
        var log = dir.resolve("env.log");
        var fake = dir.resolve("fake-fairscore");
        Files.writeString(fake, "#!/bin/sh\necho \"${OPENBLAS_CORETYPE-unset} ${OPENBLAS_L2_SIZE-unset}\" >> '" + log
                + "'\n");
        Files.setPosixFilePermissions(fake, PosixFilePermissions.fromString("rwxr-xr-x"));
        var builder = new ProcessBuilder(launcher(dir).toString(), "bench", "--peer", "--n", "300", "--dim", "8",
                "--groups", "2", "--seed", "3", "--work-dir", dir.resolve("work").toString(), "--peer-script",
                PEER.toString(), "--launcher", fake.toString(), "--python", "no-such-python-here", "--settle", "0")
                .redirectErrorStream(true);
        builder.environment().put("OPENBLAS_CORETYPE", "Prescott");
        builder.environment().put("OPENBLAS_L2_SIZE", "256");
        builder.environment().remove(GemmProbe.LAUNCHER_CHOICE);
        var process = builder.start();
        var output = new String(process.getInputStream().readAllBytes());

        assertEquals(0, process.waitFor(), output);
        assertEquals(List.of("unset unset", "unset unset", "unset unset"), Files.readAllLines(log)); // warm-up, 2 timed
        assertTrue(output.contains("OpenBLAS: OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE unset for every command, so that "
                + "each picks the kernel for this CPU"), output);
        assertTrue(output.contains("this environment's OPENBLAS_CORETYPE=Prescott, OPENBLAS_L2_SIZE=256 not passed on"),
                output);
    }

    @Test
    void aNegativeRestIsBadInput() {
        var run = CliRun.run("bench", "--peer", "--settle", "-1");

        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().contains("--settle: must be at least 0 seconds, got -1"), run.err());
    }

    @Test
    void roundsGiveEachCommandsMedianAndRange(@TempDir Path dir) throws Exception {
        // a launcher that sleeps instead of auditing, and each of its runs appended to a log: the rounds are what is
        // tested here (without the peer no report is read)
        var log = dir.resolve("runs.log");
        var run = benchWithoutPeer(dir, "echo \"$*\" >> '" + log + "'\nsleep 0.2", "--peer-rounds", "3", "--settle",
                "0");

        assertEquals(0, run.code(), run.err());
        assertTrue(!run.err().contains("resting"), run.err());
        assertTrue(run.out().contains("; 3 rounds, wall the median (range after it), peak RSS the largest"), run.out());
        var row = "%s +([0-9.]+) s +([0-9.]+ GB|n/a) +n/a +([0-9.]+) to ([0-9.]+) s";
        for (var command : List.of("fairscore audit \\(defaults\\)", "fairscore audit --bootstrap 0")) {
            var m = Pattern.compile("(?m)^" + row.formatted(command) + "$").matcher(run.out());
            assertTrue(m.find(), run.out());
            double median = Double.parseDouble(m.group(1));
            assertTrue(Double.parseDouble(m.group(3)) <= median && median <= Double.parseDouble(m.group(4)), run.out());
        }
        assertTrue(run.err().contains("--bootstrap 0 (round 3 of 3)"), run.err());
        var runs = Files.readAllLines(log);
        assertEquals(7, runs.size(), runs.toString());
        assertTrue(runs.get(0).contains("peer-warm-up"), runs.get(0)); // the untimed first audit
        // round after round, the audit that runs first alternating: defaults, b0 | b0, defaults | defaults, b0
        var expected = List.of(false, true, true, false, false, true);
        for (int i = 0; i < 6; i++) {
            assertEquals(expected.get(i), runs.get(i + 1).endsWith("--bootstrap 0"), "run " + i + " of " + runs);
            assertTrue(!runs.get(i + 1).contains("peer-warm-up"), runs.get(i + 1));
        }
    }

    @Test
    void theFirstRunAfterABuildIsNotTimed(@TempDir Path dir) throws Exception {
        // a launcher whose first run is slow (as bin/fairscore's first after a build: it builds and records its
        // class-data archive) and whose later runs are quick: the slow one is the bench's untimed first audit
        var marker = dir.resolve("built");
        var run = benchWithoutPeer(dir, "if [ -e '" + marker + "' ]; then sleep 0.1; else touch '" + marker
                + "'; sleep 3; fi", "--peer-rounds", "2", "--settle", "0");

        assertEquals(0, run.code(), run.err());
        assertTrue(run.err().contains("(not timed: a build, or the launcher recording its class-data archive, is not "
                + "part of a run)"), run.err());
        var m = Pattern.compile("(?m)^fairscore audit \\(defaults\\) .* ([0-9.]+) to ([0-9.]+) s$").matcher(run.out());
        assertTrue(m.find(), run.out());
        assertTrue(Double.parseDouble(m.group(2)) < 2.5, "the slowest timed default audit: " + m.group(2) + " s");
    }

    @Test
    void fewerThanOneRoundIsBadInput() {
        var run = CliRun.run("bench", "--peer", "--peer-rounds", "0");

        assertEquals(2, run.code(), run.err());
        assertTrue(run.err().contains("--peer-rounds: must be at least 1, got 0"), run.err());
    }
}
