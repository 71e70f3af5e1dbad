package org.fairscore.jobs.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.fairscore.jobs.config.YamlFile;

/**
 * conf/airflow/pipeline.yaml read as the DAG reads it (conf/airflow/fairscore_pipeline.py), written again in Java so
 * that the test does not need python3 to run the pipeline; {@link AirflowPipelineTest} compares the two when python3
 * is there. Placeholders {@code {NAME}}: {@code ds}, {@code ds_nodash} and the locations, which may use the first two.
 *
 * @param locations the locations with the run variables filled in
 * @param steps     the steps in order, their arguments with every placeholder filled in
 * @param sparkConf the Spark settings of every step, as text
 */
record AirflowPipeline(Map<String, String> locations, List<Step> steps, Map<String, String> sparkConf) {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([^{}]*)}");

    /** One spark-submit: its task id and fairscore arguments; gated when its exit code 3 is a gate outcome. */
    record Step(String task, List<String> args, boolean gated) {
    }

    /**
     * The pipeline file for the logical date {@code ds} (YYYY-MM-DD), with {@code overrides} replacing locations
     * (their values may use {@code {ds}} and {@code {ds_nodash}}).
     */
    static AirflowPipeline read(String file, String ds, Map<String, String> overrides) {
        var doc = (Map<?, ?>) YamlFile.parse(YamlFile.read(file), file);
        var run = Map.of("ds", ds, "ds_nodash", ds.replace("-", ""));
        var raw = new LinkedHashMap<String, String>();
        ((Map<?, ?>) doc.get("locations")).forEach((k, v) -> raw.put(String.valueOf(k), String.valueOf(v)));
        overrides.forEach((k, v) -> {
            if (!raw.containsKey(k)) {
                throw new IllegalArgumentException("no location " + k + " in " + file + "; locations: " + raw.keySet());
            }
            raw.put(k, v);
        });
        var locations = new LinkedHashMap<String, String>();
        raw.forEach((k, v) -> locations.put(k, substitute(v, run, "locations." + k)));
        var values = new LinkedHashMap<>(run);
        values.putAll(locations);
        var steps = new ArrayList<Step>();
        for (Object s : (List<?>) doc.get("steps")) {
            var step = (Map<?, ?>) s;
            var args = new ArrayList<String>();
            for (Object a : (List<?>) step.get("args")) {
                args.add(substitute(String.valueOf(a), values, "steps." + step.get("task")));
            }
            steps.add(new Step(String.valueOf(step.get("task")), args, Boolean.TRUE.equals(step.get("gated"))));
        }
        var sparkConf = new LinkedHashMap<String, String>();
        ((Map<?, ?>) doc.get("spark-conf")).forEach((k, v) -> sparkConf.put(String.valueOf(k), String.valueOf(v)));
        return new AirflowPipeline(locations, steps, sparkConf);
    }

    private static String substitute(String text, Map<String, String> values, String where) {
        Matcher m = PLACEHOLDER.matcher(text);
        var out = new StringBuilder();
        while (m.find()) {
            String value = values.get(m.group(1));
            if (value == null) {
                throw new IllegalArgumentException(where + ": unknown placeholder {" + m.group(1) + "}; known: "
                        + values.keySet());
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }
}
