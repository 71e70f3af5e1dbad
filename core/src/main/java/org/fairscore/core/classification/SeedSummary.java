package org.fairscore.core.classification;

import java.util.List;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.moment.StandardDeviation;
import org.fairscore.core.verification.MetricValue;

/**
 * A metric over several seeded runs: mean ± <em>sample</em> standard deviation (n − 1 in the denominator,
 * as finDML and the leakage-probe literature report "mean ± std over seeds"). One run has an undefined
 * standard deviation; a run whose value is undefined makes the summary undefined (its reason is kept).
 *
 * @param seeds  the seeds, in run order
 * @param values one value per seed
 * @param mean   their mean
 * @param std    their sample standard deviation
 */
public record SeedSummary(List<Long> seeds, List<MetricValue> values, MetricValue mean, MetricValue std) {

    public static SeedSummary of(List<Long> seeds, List<MetricValue> values) {
        if (seeds.size() != values.size() || seeds.isEmpty()) {
            throw new IllegalArgumentException("one value per seed, at least one: " + seeds + " / " + values);
        }
        for (int i = 0; i < values.size(); i++) {
            if (!values.get(i).isDefined()) {
                var why = MetricValue.undefined("seed " + seeds.get(i) + ": " + values.get(i).reasonOrNull());
                return new SeedSummary(List.copyOf(seeds), List.copyOf(values), why, why);
            }
        }
        double[] x = values.stream().mapToDouble(MetricValue::value).toArray();
        var std = x.length < 2
                ? MetricValue.undefined("a standard deviation over seeds needs at least two seeds")
                : MetricValue.of(new StandardDeviation(true).evaluate(x));
        return new SeedSummary(List.copyOf(seeds), List.copyOf(values), MetricValue.of(new Mean().evaluate(x)), std);
    }
}
