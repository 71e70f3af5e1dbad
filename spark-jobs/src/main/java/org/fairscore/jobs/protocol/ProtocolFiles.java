package org.fairscore.jobs.protocol;

import java.io.IOException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.fairscore.core.model.InvalidInputException;

/**
 * Checks, before any Spark work, that every evaluation-protocol file exists and is what its reader needs, naming
 * the option and the path (exit code 2). Without this a missing Parquet table or calibration list surfaced as
 * Spark's PATH_NOT_FOUND (exit 1, an "internal error"), and a folder given as a CSV or bob file would have been
 * read as the concatenation of its files, numbering rows across them. Parquet alone may be a folder (of part
 * files, as Spark writes it).
 */
public final class ProtocolFiles {
    private ProtocolFiles() {
    }

    /** {@code --scores} and its {@code --subject-metadata}. */
    public static void check(Configuration conf, ScoreFileSpec spec) {
        if (spec.format() == ScoreFormat.TABLE) {
            table(conf, "--scores", spec.path());
        } else {
            file(conf, "--scores", spec.path(), "a " + spec.format().cliName() + " score file is one text file");
        }
        if (spec.metadata() != null) {
            table(conf, "--subject-metadata", spec.metadata());
        }
    }

    /** {@code --pairs}. */
    public static void check(Configuration conf, PairListSpec spec) {
        table(conf, "--pairs", spec.path());
    }

    /** {@code --calibrate-on FILE}: the list of calibration identities. */
    public static void calibrationList(Configuration conf, String path) {
        file(conf, "--calibrate-on", path, "--calibrate-on takes a fraction in (0, 1) or a text file listing the "
                + "calibration identities, one per line");
    }

    private static void table(Configuration conf, String option, String path) {
        if (TableReader.isParquet(path)) {
            exists(conf, option, path, "a CSV (.csv) or Parquet table");
        } else {
            file(conf, option, path, "a CSV table is one file; a folder is read only as Parquet");
        }
    }

    private static void file(Configuration conf, String option, String path, String what) {
        if (exists(conf, option, path, what)) {
            throw new InvalidInputException(option + " " + path + ": is a folder, not a file (" + what + ")");
        }
    }

    /** Whether the path is a folder; bad input naming the option when it does not exist. */
    private static boolean exists(Configuration conf, String option, String path, String what) {
        try {
            var p = new Path(path);
            var fs = p.getFileSystem(conf);
            if (!fs.exists(p)) {
                throw new InvalidInputException(option + " " + path + ": no such file or folder (" + what + ")");
            }
            return fs.getFileStatus(p).isDirectory();
        } catch (IOException | IllegalArgumentException e) {
            throw new InvalidInputException(option + " " + path + ": cannot inspect it: " + e.getMessage(), e);
        }
    }
}
