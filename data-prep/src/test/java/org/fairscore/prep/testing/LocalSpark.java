package org.fairscore.prep.testing;

import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * JUnit 5 extension giving tests one shared local Spark session per JVM: starting Spark costs seconds,
 * so every test class reuses it. {@code local[2]} so that code runs with more than one partition; the UI
 * and the progress bar are off and there are 2 shuffle partitions, so tiny inputs stay fast.
 *
 * <p>Use {@code @ExtendWith(LocalSpark.class)} and take a {@link SparkSession} parameter (constructor,
 * test or lifecycle method), or call {@link #session()}. The session is stopped by a JVM shutdown hook.
 */
public final class LocalSpark implements ParameterResolver {
    private static SparkSession session;

    /** The shared session, created on first use. */
    public static synchronized SparkSession session() {
        if (session == null) {
            session = SparkSession.builder()
                    .master("local[2]")
                    .appName("fairscore-tests")
                    .config("spark.ui.enabled", "false")
                    .config("spark.ui.showConsoleProgress", "false")
                    .config("spark.sql.shuffle.partitions", "2")
                    .config("spark.driver.host", "127.0.0.1")
                    .getOrCreate();
            session.sparkContext().setLogLevel("WARN");
            var s = session;
            Runtime.getRuntime().addShutdownHook(new Thread(s::stop));
        }
        return session;
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext extension) {
        return parameter.getParameter().getType() == SparkSession.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext extension) {
        return session();
    }
}
