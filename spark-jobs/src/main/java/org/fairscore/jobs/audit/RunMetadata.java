package org.fairscore.jobs.audit;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.net.InetAddress;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
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
        String version = AuditJob.class.getPackage().getImplementationVersion();
        var sc = spark.sparkContext();
        return new RunMetadata(version == null ? "unknown" : version, spark.version(), sc.master(), sc.applicationId(),
                hostName(), System.getProperty("user.name"), started.toString(), finished.toString(),
                Duration.between(started, finished).toMillis() / 1000.0, commandLine);
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
        } catch (java.io.IOException e) {
            return "unknown";
        }
    }
}
