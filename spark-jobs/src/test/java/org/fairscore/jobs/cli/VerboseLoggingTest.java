package org.fairscore.jobs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.logging.log4j.LogManager;
import org.apache.logging.log4j.core.LoggerContext;
import org.fairscore.jobs.report.ReportSchemaAssert;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The shipped logging: Spark's, Hadoop's and netlib's warnings off, their errors on; {@code --verbose} (before or after
 * the command name) turns the warnings on; conf/log4j2.properties, for spark-submit, is the jar's file.
 */
class VerboseLoggingTest {
    private static final String[] LIBRARIES = {"org.apache.spark.util.Utils", "org.apache.spark.scheduler.DAGScheduler",
        "dev.ludovic.netlib.blas.InstanceBuilder", "org.apache.hadoop.util.NativeCodeLoader", "org.nd4j.linalg.factory.Nd4j"};

    @AfterEach
    void shippedLevelsAgain() {
        ((LoggerContext) LogManager.getContext(false)).reconfigure();
    }

    @Test
    void byDefaultLibrariesLogErrorsButNoWarnings() {
        for (String name : LIBRARIES) {
            var logger = LogManager.getLogger(name);
            assertFalse(logger.isWarnEnabled(), name);
            assertTrue(logger.isErrorEnabled(), name);
        }
    }

    @Test
    void verboseAfterTheCommandShowsWarnings() {
        assertEquals(0, run("generate", "--verbose", "--help"));
        for (String name : LIBRARIES) {
            assertTrue(LogManager.getLogger(name).isWarnEnabled(), name);
            assertFalse(LogManager.getLogger(name).isInfoEnabled(), name); // warnings, not Spark's info chatter
        }
    }

    @Test
    void verboseBeforeTheCommandShowsWarnings() {
        assertEquals(0, run("--verbose", "generate", "--help"));
        assertTrue(LogManager.getLogger(LIBRARIES[0]).isWarnEnabled());
    }

    @Test
    void withoutVerboseAnEarlierRunsLevelsAreNotKeptByTheOption() {
        assertEquals(0, run("generate", "--help"));
        assertFalse(LogManager.getLogger(LIBRARIES[0]).isWarnEnabled());
    }

    @Test
    void confCopyForSparkSubmitIsTheJarsFile() throws IOException {
        Path conf = Path.of(System.getProperty("user.dir")).getParent().resolve("conf/log4j2.properties");
        try (InputStream jar = VerboseLoggingTest.class.getResourceAsStream("/log4j2.properties")) {
            assertEquals(new String(jar.readAllBytes()), Files.readString(conf), conf.toString());
        }
    }

    private static int run(String... args) {
        int code = Main.run(args, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        ReportSchemaAssert.assertOutputValid(code, args);
        return code;
    }
}
