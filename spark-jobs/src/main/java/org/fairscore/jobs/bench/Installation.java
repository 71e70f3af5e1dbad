package org.fairscore.jobs.bench;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The fairscore checkout this code runs from: the first directory above the jar (or classes directory) that holds
 * {@code bin/fairscore}, as the launcher's jars live in {@code spark-jobs/target}. Where {@code bench --peer} finds
 * the launcher and {@code bench/numpy_strong.py} unless told.
 */
public final class Installation {
    private Installation() {
    }

    /** The checkout's root, or null when this code does not run from one (e.g. an application jar elsewhere). */
    public static Path root() {
        try {
            var source = Installation.class.getProtectionDomain().getCodeSource();
            if (source == null) {
                return null;
            }
            for (var dir = Path.of(source.getLocation().toURI()).toAbsolutePath(); dir != null; dir = dir.getParent()) {
                if (Files.isRegularFile(dir.resolve("bin").resolve("fairscore"))) {
                    return dir;
                }
            }
            return null;
        } catch (URISyntaxException | SecurityException e) {
            return null;
        }
    }

    /** {@code root/relative}, or null without a root. */
    public static Path resolve(String relative) {
        var root = root();
        return root == null ? null : root.resolve(relative);
    }
}
