package org.fairscore.prep.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * Writes a directory so that a reader sees either nothing, the previous complete version, or the new
 * complete version — never a half-written one.
 *
 * <p>Everything goes into a hidden temporary sibling ({@code .<name>.tmp-<uuid>}; Hadoop and Spark
 * listings skip names starting with a dot). {@link #commit()} replaces the final directory by a rename
 * and writes {@code _SUCCESS} last, so {@code _SUCCESS} present means complete. On object stores where
 * rename is a copy (s3a) the window between delete and rename is not atomic, but {@code _SUCCESS} is
 * still written last, which is what readers check.
 */
public final class AtomicOutput implements AutoCloseable {
    /** Marker file written last by {@link #commit()}. */
    public static final String SUCCESS = "_SUCCESS";

    private final FileSystem fs;
    private final Path finalDir;
    private final Path tempDir;
    private boolean committed;

    private AtomicOutput(FileSystem fs, Path finalDir, Path tempDir) {
        this.fs = fs;
        this.finalDir = finalDir;
        this.tempDir = tempDir;
    }

    /** Creates a fresh temporary sibling of {@code finalDir}; a plain path is resolved on the default (local) FS. */
    public static AtomicOutput begin(Configuration conf, String finalDir) {
        try {
            var target = new Path(finalDir);
            var fs = target.getFileSystem(conf);
            var qualified = fs.makeQualified(target);
            var parent = qualified.getParent();
            if (parent == null) {
                throw new IllegalArgumentException("output directory cannot be a file-system root: " + finalDir);
            }
            var temp = new Path(parent, "." + qualified.getName() + ".tmp-" + UUID.randomUUID());
            if (!fs.mkdirs(temp)) {
                throw new IOException("cannot create temporary directory " + temp);
            }
            return new AtomicOutput(fs, qualified, temp);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare output directory " + finalDir, e);
        }
    }

    /** The temporary directory; Spark writers resolve their children under it. */
    public String tempPath() {
        return tempDir.toString();
    }

    /** The final directory, qualified. */
    public String finalPath() {
        return finalDir.toString();
    }

    /** Writes a UTF-8 text file under the temporary directory. */
    public void writeString(String relativePath, String content) {
        var file = new Path(tempDir, relativePath);
        try (var out = fs.create(file, true)) {
            out.write(content.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** Replaces the final directory (a rerun) by the temporary one, then writes {@code _SUCCESS}. */
    public void commit() {
        if (committed) {
            throw new IllegalStateException("already committed: " + finalDir);
        }
        try {
            if (fs.exists(finalDir) && !fs.delete(finalDir, true)) {
                throw new IOException("cannot delete previous output " + finalDir);
            }
            if (!fs.rename(tempDir, finalDir)) {
                throw new IOException("cannot rename " + tempDir + " to " + finalDir);
            }
            committed = true;
            fs.create(new Path(finalDir, SUCCESS), true).close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot commit output " + finalDir, e);
        }
    }

    /** Deletes the temporary directory unless committed. */
    @Override
    public void close() {
        if (committed) {
            return;
        }
        try {
            fs.delete(tempDir, true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete temporary directory " + tempDir, e);
        }
    }
}
