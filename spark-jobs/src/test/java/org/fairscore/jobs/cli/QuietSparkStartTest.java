package org.fairscore.jobs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.appender.AbstractAppender;
import org.apache.logging.log4j.core.config.Configurator;
import org.apache.logging.log4j.core.config.Property;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Spark's own log of a session that cannot start stays off stderr under the shipped logging (the command says the
 * same in one line), and stays on under --verbose; the logger's level is back afterwards either way. The command's
 * own line in its place: OutputSafetyTest#aBadMasterUrlIsBadConfiguration (a fresh JVM: the tests' shared session
 * would be reused whatever the settings).
 */
class QuietSparkStartTest {
    private final List<String> seen = new ArrayList<>();
    private AbstractAppender appender;
    private Level levelBefore;

    @BeforeEach
    void capture() {
        levelBefore = LogManager.getLogger(QuietSparkStart.LOGGER).getLevel();
        var ctx = (LoggerContext) LogManager.getContext(false);
        appender = new AbstractAppender("quiet-spark-start-test", null, null, true, Property.EMPTY_ARRAY) {
            @Override
            public void append(LogEvent event) {
                if (event.getLoggerName().equals(QuietSparkStart.LOGGER)) {
                    seen.add(event.getLevel() + " " + event.getMessage().getFormattedMessage());
                }
            }
        };
        appender.start();
        ctx.getConfiguration().getRootLogger().addAppender(appender, Level.ALL, null);
        ctx.updateLoggers();
    }

    @AfterEach
    void release() {
        var ctx = (LoggerContext) LogManager.getContext(false);
        ctx.getConfiguration().getRootLogger().removeAppender(appender.getName());
        Configurator.setLevel(QuietSparkStart.LOGGER, levelBefore);
        ctx.updateLoggers();
    }

    private static void logAsSparkDoes() {
        LogManager.getLogger(QuietSparkStart.LOGGER).error("Error initializing SparkContext.");
    }

    @Test
    void sparksOwnReportIsKeptOffWhileTheSessionStarts() {
        Configurator.setLevel(QuietSparkStart.LOGGER, Level.ERROR); // as the shipped log4j2.properties
        try (var quiet = QuietSparkStart.begin()) {
            logAsSparkDoes();
        }
        assertEquals(List.of(), seen);
        assertEquals(Level.ERROR, LogManager.getLogger(QuietSparkStart.LOGGER).getLevel());
        logAsSparkDoes(); // after the start, Spark's errors are logged again
        assertEquals(List.of("ERROR Error initializing SparkContext."), seen);
    }

    @Test
    void verboseKeepsSparksReport() {
        Configurator.setLevel(QuietSparkStart.LOGGER, Level.WARN); // as after --verbose
        try (var quiet = QuietSparkStart.begin()) {
            logAsSparkDoes();
        }
        assertEquals(List.of("ERROR Error initializing SparkContext."), seen);
        assertEquals(Level.WARN, LogManager.getLogger(QuietSparkStart.LOGGER).getLevel());
    }
}
