package org.fairscore.prep.io;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.UUID;
import java.util.regex.Pattern;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RawLocalFileSystem;

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
    /**
     * What {@link #SUCCESS} holds: Spark's own writers leave an empty {@code _SUCCESS}, so this content is what tells
     * {@link OutputGuard} that a folder is a fairscore output it may replace.
     */
    public static final String MARK = "fairscore output\n";
    /** {@code .<name>.tmp-<pid>@<host>-<32 hex>}: who made a temporary folder, so a later run can tell it is stale. */
    private static final Pattern TEMP = Pattern.compile("\\.(.+)\\.tmp-(?:(\\d+)@(.+)-)?[0-9a-f-]{32,36}");
    /** A temporary folder of another host is only removed when no run could still be writing it. */
    private static final Duration FOREIGN_STALE_AFTER = Duration.ofDays(1);

    private static final String HOST = hostName();

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
            var fs = withoutChecksums(target.getFileSystem(conf));
            var qualified = fs.makeQualified(target);
            var parent = qualified.getParent();
            if (parent == null) {
                throw new IllegalArgumentException("output directory cannot be a file-system root: " + finalDir);
            }
            removeStale(fs, parent, qualified.getName());
            var temp = temporarySibling(qualified);
            if (!mkdirs(fs, temp)) {
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
        try (var out = create(fs, file)) {
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
            markComplete(fs, finalDir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot commit output " + finalDir, e);
        }
    }

    /**
     * Writes {@code dir/_SUCCESS} holding {@link #MARK}: for outputs assembled outside this class (the demo's folder,
     * a Spark-written pair list), so that {@link OutputGuard} recognises them as fairscore's on the next run.
     */
    public static void markComplete(FileSystem fs, Path dir) throws IOException {
        var unchecked = withoutChecksums(fs);
        try (var marker = create(unchecked, unchecked.makeQualified(new Path(dir, SUCCESS)))) {
            marker.write(MARK.getBytes(StandardCharsets.UTF_8));
        }
    }

    /**
     * The local file system without Hadoop's checksums; any other as it is. Why: through {@code LocalFileSystem} every
     * file written into the user's folder came with a hidden {@code .NAME.crc} beside it ({@code ._SUCCESS.crc},
     * {@code .report.json.crc}, …), clutter no reader of a local folder uses.
     */
    static FileSystem withoutChecksums(FileSystem fs) {
        return fs instanceof LocalFileSystem local ? local.getRaw() : fs;
    }

    /**
     * A new file, replacing one of that name. Why java.nio for a local one: Hadoop's local file system sets every
     * file's permissions by running a {@code chmod} process (without Hadoop's native library, as here), one for each
     * file written; java.nio gives the same file with the process's umask.
     */
    private static OutputStream create(FileSystem fs, Path file) throws IOException {
        if (fs instanceof RawLocalFileSystem local) {
            var path = local.pathToFile(file).toPath();
            Files.createDirectories(path.getParent()); // as Hadoop's create makes a nested file's folders
            return Files.newOutputStream(path);
        }
        return fs.create(file, true);
    }

    /** {@code fs.mkdirs(dir)}, through java.nio for a local one (see {@link #create}: no {@code chmod} process). */
    private static boolean mkdirs(FileSystem fs, Path dir) throws IOException {
        if (fs instanceof RawLocalFileSystem local) {
            return Files.isDirectory(Files.createDirectories(local.pathToFile(dir).toPath()));
        }
        return fs.mkdirs(dir);
    }

    /**
     * A fresh temporary path beside {@code target}, named so that {@link #removeStale} can tell whose it is: for
     * writers that commit by their own rename (a single-file output) but must follow the same naming.
     */
    public static Path temporarySibling(Path target) {
        return new Path(target.getParent(), "." + target.getName() + ".tmp-" + ProcessHandle.current().pid() + "@"
                + HOST + "-" + UUID.randomUUID().toString().replace("-", ""));
    }

    /** True for the name of a temporary folder of this class (any output's). */
    public static boolean isTemporaryName(String name) {
        return TEMP.matcher(name).matches();
    }

    /**
     * Removes the temporary folders that killed runs into the same output left beside it. A folder is stale when
     * the process named in it is no longer alive on this host; one made on another host (a cluster driver) when it
     * was last modified more than {@link #FOREIGN_STALE_AFTER} ago; one of an earlier version (no process in its
     * name) always. A live run's folder is never touched.
     */
    static void removeStale(FileSystem fs, Path parent, String name) throws IOException {
        if (!fs.exists(parent)) {
            return;
        }
        long foreignCutoff = System.currentTimeMillis() - FOREIGN_STALE_AFTER.toMillis();
        for (FileStatus st : fs.listStatus(parent)) {
            var m = TEMP.matcher(st.getPath().getName());
            if (!st.isDirectory() || !m.matches() || !m.group(1).equals(name)) {
                continue;
            }
            boolean stale;
            if (m.group(2) == null) {
                stale = true;
            } else if (m.group(3).equals(HOST)) {
                stale = ProcessHandle.of(Long.parseLong(m.group(2))).map(p -> !p.isAlive()).orElse(true);
            } else {
                stale = st.getModificationTime() < foreignCutoff;
            }
            if (stale) {
                fs.delete(st.getPath(), true);
            }
        }
    }

    private static String hostName() {
        try {
            return java.net.InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "localhost";
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
