package org.fairscore.jobs.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Where the bench writes its corpora and reports: the user's {@code --work-dir}, kept as it is, or a temporary
 * directory of its own, removed when the bench ends (an 80,000 × 512 corpus is 160 MB, and a bench run should
 * not leave it behind in /tmp).
 */
public final class BenchWorkDir implements AutoCloseable {
    private final Path dir;
    private final boolean temporary;
    private final PrintWriter err;

    private BenchWorkDir(Path dir, boolean temporary, PrintWriter err) {
        this.dir = dir;
        this.temporary = temporary;
        this.err = err;
    }

    /** {@code given} (created when absent), or a new temporary directory when null. */
    public static BenchWorkDir of(Path given, PrintWriter err) throws IOException {
        if (given != null) {
            Files.createDirectories(given);
            return new BenchWorkDir(given, false, err);
        }
        return new BenchWorkDir(Files.createTempDirectory("fairscore-bench"), true, err);
    }

    public Path path() {
        return dir;
    }

    @Override
    public void close() {
        if (!temporary) {
            return;
        }
        deleteRecursively(dir);
        err.println("bench: removed its temporary directory " + dir + " (keep the files with --work-dir DIR)");
        err.flush();
    }

    static void deleteRecursively(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (var p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + dir, e);
        }
    }
}
