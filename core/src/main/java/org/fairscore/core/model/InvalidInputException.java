package org.fairscore.core.model;

/**
 * Bad input or configuration: the user can fix it. The command line maps it to exit code 2. The
 * message names the file, row and column (or the configuration key) and says what to do.
 */
public class InvalidInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public InvalidInputException(String message) {
        super(message);
    }

    public InvalidInputException(String message, Throwable cause) {
        super(message, cause);
    }

    /** "FILE, data row N, column 'C': REASON" — the one format every row-level message uses. */
    public static String rowMessage(String file, long dataRow, String column, String reason) {
        return file + ", data row " + dataRow + ", column '" + column + "': " + reason;
    }
}
