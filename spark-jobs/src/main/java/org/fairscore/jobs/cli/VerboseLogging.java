package org.fairscore.jobs.cli;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.LoggerConfig;

/**
 * {@code --verbose}: the warnings of Spark, Hadoop, netlib and ND4J on stderr. The shipped log4j2.properties keeps
 * them to errors (a local run warns of its loopback hostname, of a busy UI port, of "large task binaries" and of BLAS
 * implementations it did not load, none of which a user acts on); this lowers every logger kept at error or above to
 * warn, and leaves alone a logger already more verbose (a user's own configuration asking for info stays at info).
 */
final class VerboseLogging {
    private VerboseLogging() {
    }

    /** Shows warnings; false when the logging in use is not log4j2 core, whose levels this cannot change. */
    static boolean showWarnings() {
        if (!(LogManager.getContext(false) instanceof LoggerContext ctx)) {
            return false;
        }
        for (LoggerConfig logger : ctx.getConfiguration().getLoggers().values()) {
            if (logger.getLevel().isMoreSpecificThan(Level.ERROR)) {
                logger.setLevel(Level.WARN);
            }
        }
        var root = ctx.getConfiguration().getRootLogger();
        if (root.getLevel().isMoreSpecificThan(Level.ERROR)) {
            root.setLevel(Level.WARN);
        }
        ctx.updateLoggers();
        return true;
    }
}
