package org.fairscore.prep.ingest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.fairscore.core.model.InvalidInputException;

/**
 * Turns the configured inputs (files or directories, any Hadoop file system) into a sorted list of
 * files of one format. Directories are listed recursively, skipping hidden names ({@code .x},
 * {@code _x}, as Spark does). Without an explicit format the extensions decide; .npy wins over .csv in
 * a directory because those .csv files are the .npy files' metadata.
 *
 * <p>Each file is read once, or the run is refused: a file reached twice — the same path given twice, two spellings
 * or links of one file, a folder and a file inside it, two overlapping folders — would be read twice and silently
 * double every count (self pairs as genuine pairs), so it is an error naming both inputs (exit code 2), not a silent
 * de-duplication. Files are identified by their canonical identity: on the local file system the file key (device
 * and inode: symbolic and hard links are the same file), elsewhere the qualified path.
 */
public final class InputFiles {
    private InputFiles() {
    }

    /** The format and the files, sorted by display name (the "file order" of row messages). */
    public record Resolved(InputFormat format, List<SourceFile> files) {
        public Resolved {
            files = List.copyOf(files);
        }
    }

    public static Resolved resolve(Configuration conf, List<String> inputs, String format) {
        if (inputs == null || inputs.isEmpty()) {
            throw new InvalidInputException("no input given: pass at least one file or directory");
        }
        var explicit = format == null ? null : InputFormat.parse(format);
        var listed = new ArrayList<SourceFile>();
        var explicitFiles = new ArrayList<SourceFile>();
        for (var input : inputs) {
            collect(conf, input, listed, explicitFiles);
        }
        var chosen = explicit != null ? explicit : infer(inputs, listed, explicitFiles);
        var files = new ArrayList<>(explicitFiles);
        for (var f : listed) {
            if (chosen.matches(new Path(f.path()).getName())) {
                files.add(f);
            }
        }
        if (files.isEmpty()) {
            throw new InvalidInputException("no " + chosen.id() + " files found in " + inputs);
        }
        requireReadOnce(conf, inputs, files);
        files.sort(Comparator.comparing(SourceFile::display));
        return new Resolved(chosen, files);
    }

    /** Refuses a file that two inputs (or two spellings within one) reach, naming both inputs. */
    private static void requireReadOnce(Configuration conf, List<String> inputs, List<SourceFile> files) {
        var seen = new HashMap<Object, SourceFile>();
        for (var f : files) {
            var earlier = seen.putIfAbsent(identity(conf, f), f);
            if (earlier != null) {
                throw new InvalidInputException("--input " + String.join(",", inputs) + ": the file " + f.display()
                        + " is reached twice" + (earlier.display().equals(f.display()) ? "" : " (also as "
                        + earlier.display() + ")") + " by " + reaching(conf, inputs, f, earlier) + "; it would be read "
                        + "twice and its rows counted twice: pass each file once");
            }
        }
    }

    /** The inputs that lead to either of two paths of one file, for the message. */
    private static String reaching(Configuration conf, List<String> inputs, SourceFile a, SourceFile b) {
        var names = new ArrayList<String>();
        for (var input : inputs) {
            var p = display(conf, input);
            if (covers(p, a.display()) || covers(p, b.display())) {
                names.add("'" + input + "'");
            }
        }
        return names.size() < 2 ? "the same input given twice" : String.join(" and ", names);
    }

    private static boolean covers(String input, String file) {
        return file.equals(input) || file.startsWith(input.endsWith("/") ? input : input + "/");
    }

    private static String display(Configuration conf, String input) {
        try {
            var path = new Path(input);
            return SourcePaths.display(path.getFileSystem(conf).makeQualified(path));
        } catch (IOException e) {
            return input;
        }
    }

    /** What makes two paths the same file (see the class comment). */
    private static Object identity(Configuration conf, SourceFile f) {
        var path = new Path(f.path());
        if ("file".equals(path.toUri().getScheme())) {
            try {
                var local = Paths.get(path.toUri());
                var key = Files.readAttributes(local, BasicFileAttributes.class).fileKey();
                return key != null ? key : local.toRealPath();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot inspect input " + f.display(), e);
            }
        }
        return path.toString();
    }

    private static void collect(Configuration conf, String input, List<SourceFile> listed,
            List<SourceFile> explicitFiles) {
        try {
            var path = new Path(input);
            var fs = path.getFileSystem(conf);
            var qualified = fs.makeQualified(path);
            if (!fs.exists(qualified)) {
                throw new InvalidInputException("input not found: " + input);
            }
            if (fs.getFileStatus(qualified).isDirectory()) {
                listRecursively(fs, qualified, listed);
            } else {
                explicitFiles.add(new SourceFile(qualified.toString(), SourcePaths.display(qualified)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list input " + input, e);
        }
    }

    private static void listRecursively(FileSystem fs, Path dir, List<SourceFile> out) throws IOException {
        for (FileStatus st : fs.listStatus(dir)) {
            var name = st.getPath().getName();
            if (name.startsWith(".") || name.startsWith("_")) {
                continue;
            }
            if (st.isDirectory()) {
                listRecursively(fs, st.getPath(), out);
            } else {
                out.add(new SourceFile(st.getPath().toString(), SourcePaths.display(st.getPath())));
            }
        }
    }

    private static InputFormat infer(List<String> inputs, List<SourceFile> listed, List<SourceFile> explicitFiles) {
        var found = EnumSet.noneOf(InputFormat.class);
        for (var f : explicitFiles) {
            found.add(InputFormat.ofFile(f.path()).orElseThrow(() -> new InvalidInputException(
                    "cannot tell the format of " + f.display() + " from its extension: pass --format")));
        }
        for (var f : listed) {
            InputFormat.ofFile(f.path()).ifPresent(found::add);
        }
        if (found.contains(InputFormat.NPY)) {
            return InputFormat.NPY;
        }
        if (found.size() != 1) {
            throw new InvalidInputException(found.isEmpty()
                    ? "no files of a known format (parquet, csv, npy, arrow) in " + inputs
                    : "inputs mix formats " + found + ": pass one format's files, or --format");
        }
        return found.iterator().next();
    }
}
