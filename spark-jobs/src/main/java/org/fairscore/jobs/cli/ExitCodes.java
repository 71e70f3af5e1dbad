package org.fairscore.jobs.cli;

import org.fairscore.core.model.InvalidInputException;
import picocli.CommandLine;

/** The one place where exceptions become exit codes (docs/design.md, "Exit codes"). */
public final class ExitCodes implements CommandLine.IExecutionExceptionHandler {
    public static final int OK = 0;
    public static final int INTERNAL_ERROR = 1;
    public static final int BAD_INPUT = 2;
    public static final int GATE_FAILED = 3;

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, CommandLine.ParseResult parseResult) {
        var err = cmd.getErr();
        var bad = findInvalidInput(ex);
        if (bad != null) {
            err.println("fairscore: error: " + bad.getMessage());
            err.flush();
            return BAD_INPUT;
        }
        err.println("fairscore: internal error (please report it with the command line): " + ex);
        ex.printStackTrace(err);
        err.flush();
        return INTERNAL_ERROR;
    }

    /**
     * Spark wraps exceptions thrown in tasks; the user's mistake may sit anywhere in the cause chain. Besides ours,
     * Spark's own "path does not exist" is the user's (a file option that names nothing): a safety net for any reader
     * that has not checked its path itself.
     */
    static InvalidInputException findInvalidInput(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof InvalidInputException e) {
                return e;
            }
            if (c instanceof org.apache.spark.sql.AnalysisException a && "PATH_NOT_FOUND".equals(a.getCondition())) {
                return new InvalidInputException(a.getMessage(), a);
            }
            if (c instanceof org.apache.spark.SparkThrowable s && s.getCondition() != null
                    && s.getCondition().startsWith("FAILED_READ_FILE")) {
                // Spark's own scan could not decode a file it was given (a Parquet data page damaged where no
                // footer check can see it): the file is the user's to fix, whatever the decoder's exception was
                return new InvalidInputException(c.getMessage() + " The file is damaged or not what its name says ("
                        + rootOf(c) + "); check or regenerate it.", c);
            }
            if (c.getCause() == c) {
                break;
            }
        }
        return null;
    }

    private static String rootOf(Throwable t) {
        var root = rootCause(t);
        return root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage());
    }

    /** The last exception of {@code t}'s cause chain (where a library's wrapped error says what went wrong). */
    static Throwable rootCause(Throwable t) {
        var root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }
}
