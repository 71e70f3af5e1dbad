package org.fairscore.jobs.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * The figures of an audit's {@code report.json} that the peer also computes: the threshold at each FAR level and
 * each group's counts at it.
 *
 * @param thresholds FAR level → threshold
 * @param counts     FAR level → group → its counts
 */
public record AuditFigures(Map<Double, Double> thresholds, Map<Double, Map<String, Counts>> counts) {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** One group's errors at one threshold. */
    public record Counts(long falseAccepts, long impostorPairs, long falseRejects, long genuinePairs) {
    }

    /** Reads {@code operatingPoints} of a report.json. */
    public static AuditFigures read(Path reportJson) {
        try {
            var root = MAPPER.readTree(reportJson.toFile());
            var thresholds = new TreeMap<Double, Double>();
            var counts = new TreeMap<Double, Map<String, Counts>>();
            for (var op : root.get("operatingPoints")) {
                double level = op.get("farTarget").asDouble();
                thresholds.put(level, op.get("threshold").asDouble());
                var groups = new TreeMap<String, Counts>();
                op.get("perGroup").fields().forEachRemaining(g -> groups.put(g.getKey(), new Counts(
                        g.getValue().get("falseAccepts").asLong(), g.getValue().get("impostorPairs").asLong(),
                        g.getValue().get("falseRejects").asLong(), g.getValue().get("genuinePairs").asLong())));
                counts.put(level, groups);
            }
            return new AuditFigures(thresholds, counts);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + reportJson, e);
        }
    }
}
