package org.fairscore.jobs.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the strong numpy peer ({@code bench/numpy_strong.py}) prints as JSON on stderr: the global threshold at each
 * FAR level (accept s &gt; t) and each group's FAR and FRR at it.
 *
 * @param thresholds FAR level → threshold
 * @param rates      FAR level → group → {FAR, FRR}
 */
public record PeerFigures(Map<Double, Double> thresholds, Map<Double, Map<String, double[]>> rates) {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /**
     * The last line of {@code stderr} that is a JSON object with {@code thresholds}: the peer's figures (other lines,
     * such as {@code /usr/bin/time}'s, are skipped).
     *
     * @throws IllegalArgumentException when no such line is there
     */
    public static PeerFigures parse(String stderr) {
        var lines = stderr.split("\n");
        for (int i = lines.length - 1; i >= 0; i--) {
            var line = lines[i].strip();
            if (!line.startsWith("{")) {
                continue;
            }
            JsonNode root;
            try {
                root = MAPPER.readTree(line);
            } catch (IOException e) {
                continue;
            }
            if (!root.has("thresholds") || !root.has("perGroup")) {
                continue;
            }
            var thresholds = new TreeMap<Double, Double>();
            root.get("thresholds").fields().forEachRemaining(e ->
                    thresholds.put(Double.parseDouble(e.getKey()), e.getValue().asDouble()));
            var rates = new TreeMap<Double, Map<String, double[]>>();
            root.get("perGroup").fields().forEachRemaining(level -> {
                var groups = new TreeMap<String, double[]>();
                level.getValue().fields().forEachRemaining(g ->
                        groups.put(g.getKey(), new double[] {g.getValue().get(0).asDouble(), g.getValue().get(1).asDouble()}));
                rates.put(Double.parseDouble(level.getKey()), groups);
            });
            return new PeerFigures(thresholds, rates);
        }
        throw new IllegalArgumentException("the peer printed no JSON line with thresholds on stderr");
    }
}
