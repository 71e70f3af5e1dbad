package org.fairscore.prep.ingest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
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
        files.sort(Comparator.comparing(SourceFile::display));
        return new Resolved(chosen, files);
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
