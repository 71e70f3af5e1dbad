package org.fairscore.prep.ingest;

import java.net.URI;
import org.apache.hadoop.fs.Path;

/**
 * How a file is named in messages, rejects and the manifest: a local file by its plain absolute path
 * (what the user typed), any other file system by its full URI. Every reader uses this, so the same
 * file has the same name whichever way Spark reports it.
 */
public final class SourcePaths {
    private SourcePaths() {
    }

    public static String display(Path qualified) {
        var uri = qualified.toUri();
        return "file".equals(uri.getScheme()) ? uri.getPath() : qualified.toString();
    }

    /** From a URI string as Spark's {@code _metadata.file_path} gives it. */
    public static String displayUri(String uri) {
        return display(new Path(URI.create(uri)));
    }
}
