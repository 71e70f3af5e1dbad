package org.fairscore.jobs.cli;

import java.io.PrintWriter;
import java.io.Writer;
import picocli.CommandLine.Option;

/** {@code --quiet}: the progress messages a long job writes on stderr, or none. */
public final class QuietOption {
    @Option(names = "--quiet", description = "No progress messages on stderr.")
    boolean quiet;

    /** Where progress goes: {@code err}, or nowhere with --quiet. */
    PrintWriter progress(PrintWriter err) {
        return quiet ? new PrintWriter(Writer.nullWriter()) : err;
    }
}
