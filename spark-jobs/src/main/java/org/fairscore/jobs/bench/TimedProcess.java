package org.fairscore.jobs.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Runs one command as its own process and times it as a user would: wall time from start to exit, and peak resident
 * memory from {@code /usr/bin/time -v} (the largest process of the command, e.g. the JVM under the launcher) when
 * that program exists. Output goes to files, so a chatty command cannot block on a full pipe.
 */
public final class TimedProcess {
    /** GNU time, which reports the peak RSS; absent on some systems. */
    static final Path GNU_TIME = Path.of("/usr/bin/time");
    private static final Pattern MAX_RSS = Pattern.compile("Maximum resident set size \\(kbytes\\): (\\d+)");

    /**
     * @param exitCode  the command's exit code
     * @param seconds   wall time
     * @param peakRss   peak resident set size in bytes, or -1 when unknown
     * @param stdout    what it wrote to stdout
     * @param stderr    what it wrote to stderr (with {@code /usr/bin/time}'s report, when used)
     */
    public record Timed(int exitCode, double seconds, long peakRss, String stdout, String stderr) {
    }

    private TimedProcess() {
    }

    /**
     * @param command the program and its arguments
     * @param unset   environment variables removed for the command
     * @param workDir where stdout and stderr are kept
     */
    public static Timed run(List<String> command, List<String> unset, Path workDir, String name) {
        var line = new ArrayList<String>();
        boolean measured = Files.isExecutable(GNU_TIME);
        if (measured) {
            line.addAll(List.of(GNU_TIME.toString(), "-v"));
        }
        line.addAll(command);
        var out = workDir.resolve(name + ".stdout");
        var err = workDir.resolve(name + ".stderr");
        var builder = new ProcessBuilder(line).redirectOutput(out.toFile()).redirectError(err.toFile());
        unset.forEach(builder.environment()::remove);
        try {
            long start = System.nanoTime();
            var process = builder.start();
            int code = process.waitFor();
            double seconds = (System.nanoTime() - start) / 1e9;
            String stderr = Files.readString(err, StandardCharsets.UTF_8);
            var rss = MAX_RSS.matcher(stderr);
            long peak = measured && rss.find() ? Long.parseLong(rss.group(1)) * 1024 : -1;
            return new Timed(code, seconds, peak, Files.readString(out, StandardCharsets.UTF_8), stderr);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run " + String.join(" ", command), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + String.join(" ", command), e);
        }
    }
}
