package org.fairscore.jobs.scoring;

import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.Writer;

/**
 * The error stream when it is a terminal: {@link Progress} redraws a bar in place on it (carriage returns), where it
 * writes plain lines on any other writer (a log file, a pipe, a test's StringWriter). Whether stderr is a terminal is
 * known only outside the JVM (Java can test stdin and stdout, {@code System.console()}, but not stderr): bin/fairscore
 * tests it ({@code -t 2}) and says so in {@code -Dfairscore.progress.terminal}.
 */
public final class TerminalWriter extends PrintWriter {
    /** The system property bin/fairscore sets to true or false. */
    public static final String PROPERTY = "fairscore.progress.terminal";

    public TerminalWriter(Writer out) {
        super(out, true);
    }

    /** {@code err} as a terminal writer when stderr is a terminal, else a plain auto-flushing writer. */
    public static PrintWriter forStderr(OutputStream err) {
        String said = System.getProperty(PROPERTY);
        // without the launcher (spark-submit): a console means an interactive session, the best Java can tell
        boolean terminal = said != null ? Boolean.parseBoolean(said) : System.console() != null;
        return terminal ? new TerminalWriter(new PrintWriter(err)) : new PrintWriter(err, true);
    }
}
