package org.fairscore.jobs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JVM options bin/fairscore chooses (docs/performance.md, "The launcher's JVM choices"), read off the command
 * line it gives java: the real launcher, copied into a checkout of empty stand-ins (a jar, its class path and module
 * options, a build stamp newer than every source, so it builds nothing) with a JAVA_HOME whose java writes its
 * arguments to a file, one a line, and exits 0.
 */
class LauncherJvmOptionsTest {
    private static final Path BIN = Path.of(System.getProperty("user.dir")).getParent().resolve("bin");
    private static final String MAIN_CLASS = "org.fairscore.jobs.cli.Main";

    @TempDir
    Path dir;

    /** The arguments java got when the launcher ran {@code args}, with FAIRSCORE_JAVA_OPTS = {@code javaOpts}. */
    private List<String> javaArgs(String javaOpts, String... args) throws Exception {
        Path root = dir.resolve("checkout");
        Path bin = Files.createDirectories(root.resolve("bin"));
        for (String script : List.of("fairscore", "openblas-coretype")) {
            Files.copy(BIN.resolve(script), bin.resolve(script), StandardCopyOption.REPLACE_EXISTING);
        }
        Path target = Files.createDirectories(root.resolve("spark-jobs").resolve("target"));
        Files.writeString(target.resolve("fairscore-spark-jobs-0.jar"), "");
        Files.writeString(target.resolve("classpath"), "none");
        Files.writeString(target.resolve("jvm-options"), "--add-opens=java.base/java.lang=ALL-UNNAMED");
        Files.writeString(target.resolve(".launcher-built"), "");
        Path log = dir.resolve("java-args");
        Files.deleteIfExists(log);
        Path javaBin = Files.createDirectories(dir.resolve("jdk").resolve("bin"));
        Path java = javaBin.resolve("java");
        Files.writeString(java, "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > '" + log + "'\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        var command = new ArrayList<String>();
        command.add(bin.resolve("fairscore").toString());
        command.addAll(Arrays.asList(args));
        var builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("JAVA_HOME", dir.resolve("jdk").toString());
        builder.environment().put("FAIRSCORE_CDS", "0"); // no archive recording: one plain java run
        if (javaOpts == null) {
            builder.environment().remove("FAIRSCORE_JAVA_OPTS");
        } else {
            builder.environment().put("FAIRSCORE_JAVA_OPTS", javaOpts);
        }
        var process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, process.waitFor(), output);
        return Files.readAllLines(log);
    }

    @Test
    void everyCommandStartsG1sMarkingFromEightyFivePercentOfTheHeap() throws Exception {
        for (String[] args : List.of(new String[] {"audit", "--help"}, new String[] {"geometry", "--help"},
                new String[] {"audit", "--text-col", "text", "--help"})) {
            List<String> java = javaArgs(null, args);
            assertTrue(java.contains("-XX:-G1UseAdaptiveIHOP"), String.join(" ", java));
            assertTrue(java.contains("-XX:InitiatingHeapOccupancyPercent=85"), String.join(" ", java));
            // JVM options before the main class, the command line after it, unchanged
            int main = java.indexOf(MAIN_CLASS);
            assertTrue(java.indexOf("-XX:InitiatingHeapOccupancyPercent=85") < main, String.join(" ", java));
            assertEquals(Arrays.asList(args), java.subList(main + 1, java.size()));
        }
    }

    @Test
    void fairscoreJavaOptsComeLaterOnTheLineSoTheyWin() throws Exception {
        List<String> java = javaArgs("-XX:+G1UseAdaptiveIHOP -XX:InitiatingHeapOccupancyPercent=45 -Xmx3g",
                "audit", "--help");
        // HotSpot takes the last of repeated -XX options: the user's must follow the launcher's
        assertTrue(java.indexOf("-XX:InitiatingHeapOccupancyPercent=85")
                < java.indexOf("-XX:InitiatingHeapOccupancyPercent=45"), String.join(" ", java));
        assertTrue(java.indexOf("-XX:-G1UseAdaptiveIHOP") < java.indexOf("-XX:+G1UseAdaptiveIHOP"),
                String.join(" ", java));
        // and pass on whatever else the user wrote, before the main class (indexOf is −1 for a missing one)
        assertTrue(java.contains("-Xmx3g") && java.indexOf("-Xmx3g") < java.indexOf(MAIN_CLASS),
                String.join(" ", java));
    }

    @Test
    void onlyTheSparkPlumbingCommandsRunWithC1Only() throws Exception {
        assertTrue(javaArgs(null, "audit", "--help").contains("-XX:TieredStopAtLevel=1"));
        assertTrue(javaArgs(null, "demo", "--help").contains("-XX:TieredStopAtLevel=1"));
        // Word2Vec needs C2 (the Vector API), and the other commands keep the default tiers
        assertFalse(javaArgs(null, "audit", "--text-col", "text", "--help").contains("-XX:TieredStopAtLevel=1"));
        assertFalse(javaArgs(null, "demo", "--reviews", "--help").contains("-XX:TieredStopAtLevel=1"));
        assertFalse(javaArgs(null, "geometry", "--help").contains("-XX:TieredStopAtLevel=1"));
    }
}
