package org.fairscore.prep.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.permission.FsAction;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.ingest.SourcePaths;

/**
 * The one rule every command applies to its {@code --out} before any work, so that no run can destroy a user's
 * files. Hadoop's and Spark's writers refuse an existing output unless told; a fairscore output is replaced (its
 * commit is atomic, see {@link AtomicOutput}), so this guard decides what "replaceable" means:
 * <ul>
 *   <li>OUT may not be, contain or lie inside one of the command's inputs (files and folders it reads, config
 *       files included), nor contain the working directory: replacing it would delete what the run reads, or
 *       pull the folder from under the user's shell;</li>
 *   <li>an existing OUT must be an empty folder or a previous fairscore output: a folder whose {@code _SUCCESS}
 *       names fairscore (every output since the marker was introduced), or, for outputs of earlier versions, a
 *       folder with {@code _SUCCESS} beside {@code run.json}, {@code manifest.json}, {@code runs.json} or
 *       {@code module.json}. Anything else is the user's and is refused;</li>
 *   <li>a file output (a generated corpus, a pair list) must not exist yet;</li>
 *   <li>OUT's nearest existing ancestor must be a writable folder, checked now rather than found out after an
 *       hour of scoring.</li>
 * </ul>
 * Paths are compared by their canonical form: on the local file system symbolic links are resolved (so a link to
 * the input folder is the input folder); on other file systems by qualified URI. Every violation is an
 * {@link InvalidInputException} (exit code 2) naming the option, the path and what to do; nothing is created or
 * deleted here.
 */
public final class OutputGuard {
    /** Files that mark a folder as an output of an earlier fairscore version (beside {@code _SUCCESS}). */
    private static final List<String> LEGACY_MARKS = List.of("run.json", "manifest.json", "runs.json", "module.json");

    private OutputGuard() {
    }

    /** An output folder, replaced atomically when it is a previous fairscore output. */
    public static void checkDirectory(Configuration conf, String out, Collection<String> inputs) {
        var target = Resolved.of(conf, out);
        checkPlacement(target, out, inputs, conf);
        try {
            if (target.fs.exists(target.path)) {
                var status = target.fs.getFileStatus(target.path);
                if (!status.isDirectory()) {
                    throw new InvalidInputException("--out " + out + ": is a file, not a folder; fairscore writes a "
                            + "folder of results there and will not replace a file: choose another path");
                }
                var entries = visibleEntries(target.fs, target.path);
                if (!entries.isEmpty() && !isFairscoreOutput(target.fs, target.path)) {
                    throw new InvalidInputException("--out " + out + ": the folder exists and is neither empty nor a "
                            + "previous fairscore output (it holds " + describe(entries) + "); fairscore replaces its "
                            + "--out as a whole, so it will not write there: choose a new folder or empty this one");
                }
            }
            checkWritableParent(target, out);
        } catch (IOException e) {
            throw new InvalidInputException("--out " + out + ": cannot inspect it: " + e.getMessage(), e);
        }
    }

    /** An output file, which must not exist yet (there is no way to tell whose an existing file is). */
    public static void checkFile(Configuration conf, String out, Collection<String> inputs) {
        var target = Resolved.of(conf, out);
        checkPlacement(target, out, inputs, conf);
        try {
            if (target.fs.exists(target.path)) {
                throw new InvalidInputException("--out " + out + ": already exists; fairscore does not overwrite a "
                        + "file it cannot tell is its own: remove it first or choose another name");
            }
            checkWritableParent(target, out);
        } catch (IOException e) {
            throw new InvalidInputException("--out " + out + ": cannot inspect it: " + e.getMessage(), e);
        }
    }

    /** True when {@code dir} holds a complete fairscore output (see the class comment). */
    public static boolean isFairscoreOutput(FileSystem fs, Path dir) throws IOException {
        var success = new Path(dir, AtomicOutput.SUCCESS);
        if (!fs.exists(success)) {
            return false;
        }
        if (fs.getFileStatus(success).getLen() > 0) {
            try (var in = fs.open(success)) {
                var head = new String(in.readNBytes(AtomicOutput.MARK.length()), StandardCharsets.UTF_8);
                if (head.equals(AtomicOutput.MARK)) {
                    return true;
                }
            }
        }
        for (String mark : LEGACY_MARKS) {
            if (fs.exists(new Path(dir, mark))) {
                return true;
            }
        }
        return false;
    }

    private static void checkPlacement(Resolved target, String out, Collection<String> inputs, Configuration conf) {
        if (target.path.getParent() == null) {
            throw new InvalidInputException("--out " + out + ": is a file-system root; choose a folder inside it");
        }
        for (String input : inputs) {
            if (input == null || input.isBlank()) {
                continue;
            }
            var in = Resolved.of(conf, input);
            if (!in.sameFileSystem(target)) {
                continue;
            }
            if (in.path.equals(target.path)) {
                throw new InvalidInputException("--out " + out + ": is the input " + input
                        + "; fairscore would replace what it reads: choose another output folder");
            }
            if (in.isInside(target)) {
                throw new InvalidInputException("--out " + out + ": contains the input " + input
                        + "; replacing it would delete the input: choose another output folder");
            }
            if (target.isInside(in)) {
                throw new InvalidInputException("--out " + out + ": lies inside the input " + input
                        + "; the output would become part of what is read: choose a folder outside it");
            }
        }
        if (target.local) {
            var cwd = Resolved.of(conf, Paths.get("").toAbsolutePath().toString());
            if (cwd.path.equals(target.path) || cwd.isInside(target)) {
                throw new InvalidInputException("--out " + out + ": contains the working directory " + cwd.path.toUri()
                        .getPath() + "; replacing it would delete the folder you are in: choose a folder below it");
            }
        }
    }

    /** The nearest existing ancestor must be a folder this process may write into. */
    private static void checkWritableParent(Resolved target, String out) throws IOException {
        var parent = target.path.getParent();
        while (parent != null && !target.fs.exists(parent)) {
            parent = parent.getParent();
        }
        if (parent == null) {
            throw new InvalidInputException("--out " + out + ": no part of its path exists");
        }
        var status = target.fs.getFileStatus(parent);
        if (!status.isDirectory()) {
            throw new InvalidInputException("--out " + out + ": " + SourcePaths.display(parent) + " is a file, so no "
                    + "folder can be created below it");
        }
        boolean writable;
        if (target.local) {
            writable = canCreateIn(Paths.get(parent.toUri()));
        } else {
            try {
                target.fs.access(parent, FsAction.WRITE);
                writable = true;
            } catch (org.apache.hadoop.security.AccessControlException e) {
                writable = false;
            }
        }
        if (!writable) {
            throw new InvalidInputException("--out " + out + ": " + SourcePaths.display(parent) + " is not writable by "
                    + "this user; choose a folder you can write to");
        }
    }

    /**
     * Whether a folder can be created in {@code dir}, found by creating (and at once deleting) a hidden one: permission
     * bits do not tell for root, read-only mounts or /proc.
     */
    private static boolean canCreateIn(java.nio.file.Path dir) {
        try {
            Files.delete(Files.createTempDirectory(dir, ".fairscore-probe-"));
            return true;
        } catch (IOException | SecurityException | UnsupportedOperationException e) {
            return false;
        }
    }

    private static List<String> visibleEntries(FileSystem fs, Path dir) throws IOException {
        var names = new ArrayList<String>();
        for (FileStatus st : fs.listStatus(dir)) {
            var name = st.getPath().getName();
            if (!AtomicOutput.isTemporaryName(name)) {
                names.add(name + (st.isDirectory() ? "/" : ""));
            }
        }
        names.sort(null);
        return names;
    }

    private static String describe(List<String> entries) {
        int shown = Math.min(5, entries.size());
        var s = String.join(", ", entries.subList(0, shown));
        return entries.size() > shown ? s + " and " + (entries.size() - shown) + " more" : s;
    }

    /** A path in canonical form: qualified, and on the local file system with its symbolic links resolved. */
    private record Resolved(FileSystem fs, Path path, boolean local) {
        static Resolved of(Configuration conf, String given) {
            try {
                var raw = new Path(given);
                var fs = raw.getFileSystem(conf);
                var qualified = fs.makeQualified(raw);
                boolean local = "file".equals(qualified.toUri().getScheme());
                return new Resolved(fs, local ? new Path("file", null, canonicalLocal(qualified)) : qualified, local);
            } catch (IOException | IllegalArgumentException e) {
                throw new InvalidInputException("cannot resolve the path '" + given + "': " + e.getMessage(), e);
            }
        }

        /** The real path of the nearest existing ancestor, then the rest of the names as given. */
        private static String canonicalLocal(Path qualified) throws IOException {
            var p = Paths.get(qualified.toUri()).normalize();
            var missing = new ArrayList<String>();
            var existing = p;
            while (existing != null && !Files.exists(existing)) {
                missing.add(0, existing.getFileName().toString());
                existing = existing.getParent();
            }
            var real = existing == null ? p.getRoot() : existing.toRealPath();
            for (String name : missing) {
                real = real.resolve(name);
            }
            return real.toString();
        }

        boolean sameFileSystem(Resolved other) {
            var a = path.toUri();
            var b = other.path.toUri();
            return Objects.equals(a.getScheme(), b.getScheme()) && Objects.equals(a.getAuthority(), b.getAuthority());
        }

        /** True when this path lies strictly below {@code dir}. */
        boolean isInside(Resolved dir) {
            for (var p = path.getParent(); p != null; p = p.getParent()) {
                if (p.equals(dir.path)) {
                    return true;
                }
            }
            return false;
        }
    }
}
