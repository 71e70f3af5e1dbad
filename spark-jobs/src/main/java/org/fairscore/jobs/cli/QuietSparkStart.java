package org.fairscore.jobs.cli;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configurator;

/**
 * Keeps Spark's own report of a session that cannot start off stderr while {@link SparkOptions#session} starts one: a
 * mistyped {@code --conf spark.ui.enabled=maybe} made Spark log "ERROR SparkContext: Error initializing
 * SparkContext." and a stack trace of 28 lines before the command's own one-line error naming the setting (exit code
 * 2), which says the same thing. Only while the session starts, and only when the SparkContext logger logs errors
 * alone (the shipped log4j2.properties): under {@code --verbose}, or a user's own configuration that logs more,
 * Spark's report stays, stack trace and all.
 */
final class QuietSparkStart implements AutoCloseable {
    static final String LOGGER = "org.apache.spark.SparkContext";

    /** The logger's level before, or null when it was left alone. */
    private final Level before;

    private QuietSparkStart(Level before) {
        this.before = before;
    }

    static QuietSparkStart begin() {
        if (!(LogManager.getContext(false) instanceof LoggerContext)) {
            return new QuietSparkStart(null); // another logging backend: its levels are its own
        }
        Level level = LogManager.getLogger(LOGGER).getLevel();
        if (level == null || level.isLessSpecificThan(Level.WARN)) {
            return new QuietSparkStart(null); // warnings or more asked for: Spark's report is wanted
        }
        Configurator.setLevel(LOGGER, Level.OFF);
        return new QuietSparkStart(level);
    }

    @Override
    public void close() {
        if (before != null) {
            Configurator.setLevel(LOGGER, before);
        }
    }
}
