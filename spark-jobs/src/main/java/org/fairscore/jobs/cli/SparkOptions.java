package org.fairscore.jobs.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkContext;
import org.apache.spark.deploy.SparkHadoopUtil;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.internal.SQLConf;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.jobs.downstream.MlSqlFunctions;
import picocli.CommandLine.Option;

/** --master and --conf, passed through to Spark. */
public final class SparkOptions {
    @Option(names = "--master", paramLabel = "URL",
            description = "Spark master (default: local[*], or what spark-submit set).")
    String master;

    @Option(names = "--conf", paramLabel = "KEY=VALUE",
            description = "A Spark configuration setting, repeatable, e.g. --conf spark.driver.memory=8g.")
    Map<String, String> conf = new LinkedHashMap<>();

    /**
     * The session: an active one (tests, spark-submit) is reused; otherwise local[*] unless --master. A master URL
     * or setting Spark cannot start with, and a SQL setting of the wrong type, is bad configuration (exit code 2),
     * reported here rather than in the middle of the run.
     */
    public SparkSession session() {
        var sparkConf = sparkConf();
        boolean running = SparkSession.getActiveSession().isDefined() || SparkSession.getDefaultSession().isDefined();
        SparkSession session;
        try (var quiet = QuietSparkStart.begin()) { // the error below says what Spark's own log and trace would
            // the context first, so that its executors (local mode) keep the thread's own class loader; then the
            // classic session's own builder (SparkSession.builder() finds it through Scala's runtime reflection),
            // with MLlib's SQL functions left for the code that uses them (MlSqlFunctions): neither builds Scala's
            // reflection universe, about 0.5 s of the one thread that starts Spark (a 3,000-sample audit, four
            // alternating rounds: 7.30 -> 6.64 s)
            SparkContext.getOrCreate(sparkConf);
            session = MlSqlFunctions.startingWithout(
                    () -> org.apache.spark.sql.classic.SparkSession.builder().config(sparkConf).getOrCreate());
        } catch (Exception e) { // Scala throws SparkException, a checked exception to Java, without declaring it
            throw new InvalidInputException("cannot start Spark with " + describe(sparkConf) + ": " + rootMessage(e), e);
        }
        conf.forEach((k, v) -> {
            if (!k.startsWith("spark.sql.")) {
                return;
            }
            if (SQLConf.isStaticConfigKey(k)) {
                // fixed when a session starts: a new one took it from sparkConf; one already running (spark-submit's,
                // a caller's) keeps its own, and setting it raised CANNOT_MODIFY_STATIC_CONFIG, an internal error
                String there = valueIn(session, k);
                if (running && !v.equals(there)) {
                    throw new InvalidInputException("--conf " + k + "=" + v + ": a static Spark SQL setting, fixed "
                            + "when the running Spark session started (there: " + (there == null ? "unset" : there)
                            + "); set it where that session is started");
                }
                return;
            }
            try {
                session.conf().set(k, v); // checks the value against the setting's type
            } catch (Exception e) { // AnalysisException is checked to Java, and Scala does not declare it
                throw new InvalidInputException("--conf " + k + "=" + v + ": " + rootMessage(e), e);
            }
        });
        return session;
    }

    /** The session's value of a setting (its default when unset), or null when it has neither. */
    private static String valueIn(SparkSession session, String key) {
        try {
            return session.conf().get(key);
        } catch (Exception e) { // NoSuchElementException: no value and no default
            return null;
        }
    }

    /**
     * The Hadoop configuration the run's files are read and written with, before Spark starts (the output check
     * runs first): the active session's, or one built from the same Spark settings ({@code spark.hadoop.*}).
     */
    public Configuration hadoopConfiguration() {
        var active = SparkSession.getActiveSession();
        if (active.isDefined()) {
            return active.get().sparkContext().hadoopConfiguration();
        }
        return SparkHadoopUtil.get().newConfiguration(sparkConf());
    }

    SparkConf sparkConf() {
        var sparkConf = new SparkConf();
        if (master != null) {
            sparkConf.setMaster(master);
        } else if (!sparkConf.contains("spark.master")) {
            sparkConf.setMaster("local[*]");
        }
        sparkConf.setIfMissing("spark.app.name", "fairscore");
        sparkConf.setIfMissing("spark.ui.showConsoleProgress", "false");
        sparkConf.setIfMissing("spark.sql.shuffle.partitions", "8");
        if (sparkConf.get("spark.master").startsWith("local")) {
            // a local run lives for the command alone: its web UI (a Jetty server on port 4040, the next free port
            // when several runs share a host) is started for nobody to open, and costs time (80k x 512 audit with
            // --bootstrap 0, four runs each: 13.06-13.45 -> 13.00-13.13 s); --conf spark.ui.enabled=true brings it back
            sparkConf.setIfMissing("spark.ui.enabled", "false");
        }
        // a Parquet corpus's checked rows are cached once in Spark's columnar form (.npy, CSV and Arrow rows are cached
        // packed, ValidatedBatch) and read twice: compressing its column batches (dictionary and run-length
        // analysis of every batch) cost more than it saves when embeddings, which do not compress, are most of the
        // bytes (80k x 512 .npy: read stage 2.1 -> 1.9 s of task CPU, the cache 3% larger)
        sparkConf.setIfMissing("spark.sql.inMemoryColumnarStorage.compressed", "false");
        conf.forEach((k, v) -> {
            if (!k.startsWith("spark.")) {
                throw new InvalidInputException("--conf " + k + "=" + v + ": Spark settings start with 'spark.'");
            }
            sparkConf.set(k, v);
        });
        checkDefaultParallelism(sparkConf);
        if (sparkConf.get("spark.serializer", "").contains("Kryo")) {
            // Spark 4.1's Kryo 4 fails on Java records: "can't get field offset on a record class"
            throw new InvalidInputException("spark.serializer=" + sparkConf.get("spark.serializer")
                    + ": Spark's Kryo cannot serialise fairscore's records; remove the setting (Java serialization, "
                    + "the default, is what fairscore uses)");
        }
        return sparkConf;
    }

    /**
     * spark.default.parallelism, when set, is a positive integer. Spark reads it only when asked, after the start, so
     * "abc" ended a run as an internal error (exit code 1, a NumberFormatException from the middle of the audit) and
     * 0 or less split work into no partitions where a job takes its default.
     */
    private static void checkDefaultParallelism(SparkConf sparkConf) {
        String key = "spark.default.parallelism";
        if (!sparkConf.contains(key)) {
            return;
        }
        String value = sparkConf.get(key);
        int n;
        try {
            n = Integer.parseInt(value); // as Spark parses it (no spaces)
        } catch (NumberFormatException e) {
            n = 0;
        }
        if (n < 1) {
            throw new InvalidInputException(key + "=" + value + ": the default number of partitions must be a positive "
                    + "integer");
        }
    }

    private String describe(SparkConf sparkConf) {
        var s = new StringBuilder("--master ").append(sparkConf.get("spark.master"));
        conf.keySet().forEach(k -> s.append(" --conf ").append(k).append("=…"));
        return s.toString();
    }

    private static String rootMessage(Throwable e) {
        var root = ExitCodes.rootCause(e);
        return root == e ? String.valueOf(e.getMessage()) : e.getMessage() + " (" + root.getMessage() + ")";
    }
}
