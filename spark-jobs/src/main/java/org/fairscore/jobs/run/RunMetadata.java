package org.fairscore.jobs.run;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.spark.sql.SparkSession;

/**
 * {@code OUT/run.json}: what differs between two runs of the same audit (times, host, cluster), kept
 * out of report.json so that report.json stays byte-identical across reruns.
 *
 * @param fairscoreVersion the jar's Implementation-Version ("unknown" outside a jar, e.g. in tests)
 * @param sparkVersion     Spark's version
 * @param sparkMaster      spark.master, e.g. {@code local[*]} or {@code spark://host:7077}
 * @param applicationId    Spark's application id
 * @param host             the driver's host name
 * @param user             the driver's OS user
 * @param started          when the audit started (ISO-8601, UTC)
 * @param finished         when the report was complete, just before it was written
 * @param seconds          finished − started
 * @param commandLine      {@code fairscore} and the arguments as run, with a --config file's settings merged in
 */
@JsonPropertyOrder({"fairscoreVersion", "sparkVersion", "sparkMaster", "applicationId", "host", "user", "started",
        "finished", "seconds", "commandLine"})
public record RunMetadata(String fairscoreVersion, String sparkVersion, String sparkMaster, String applicationId,
                          String host, String user, String started, String finished, double seconds,
                          List<String> commandLine) {

    public static RunMetadata of(SparkSession spark, Instant started, List<String> commandLine) {
        Instant finished = Instant.now();
        String version = RunMetadata.class.getPackage().getImplementationVersion();
        var sc = spark.sparkContext();
        return new RunMetadata(version == null ? "unknown" : version, spark.version(), sc.master(), sc.applicationId(),
                hostName(), System.getProperty("user.name"), started.toString(), finished.toString(),
                Duration.between(started, finished).toMillis() / 1000.0,
                redacted(commandLine, Pattern.compile(spark.conf().get(REDACTION_KEY, REDACTION_DEFAULT))));
    }

    /** Spark's key for the pattern of setting names whose values are secrets, and Spark's default for it. */
    static final String REDACTION_KEY = "spark.redaction.regex";
    static final String REDACTION_DEFAULT = "(?i)secret|password|token|access[.]?key";
    static final String REDACTED = "*********(redacted)";

    /**
     * The command line with the value of every {@code KEY=VALUE} setting whose key matches Spark's redaction pattern
     * replaced, as Spark's own UI and logs do: {@code --conf spark.hadoop.fs.s3a.secret.key=…} (also as
     * {@code --conf=…}, the form a config file's settings take) never reaches run.json.
     */
    static List<String> redacted(List<String> commandLine, Pattern secret) {
        var out = new ArrayList<String>(commandLine.size());
        for (int i = 0; i < commandLine.size(); i++) {
            String arg = commandLine.get(i);
            boolean setting = arg.startsWith("--conf=") || i > 0 && commandLine.get(i - 1).equals("--conf");
            String prefix = arg.startsWith("--conf=") ? "--conf=" : "";
            int eq = arg.indexOf('=', prefix.length());
            out.add(setting && eq > 0 && secret.matcher(arg.substring(prefix.length(), eq)).find()
                    ? arg.substring(0, eq + 1) + REDACTED : arg);
        }
        return out;
    }

    public String toJson() {
        try {
            return JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build().writeValueAsString(this) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot render run.json", e);
        }
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "unknown";
        }
    }
}
