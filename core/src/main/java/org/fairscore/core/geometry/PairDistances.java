package org.fairscore.core.geometry;

import java.io.Serializable;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.summaries.FixedPointSums;
import org.fairscore.core.summaries.Mergeable;
import org.fairscore.core.verification.MetricValue;

/**
 * Per group, over its unordered intra-group pairs i &lt; j (both samples in the group): histograms of
 * Euclidean distances for all, genuine (same label) and impostor pairs, and Σ exp(−t‖u − v‖²) for the RBF
 * uniformity. Mergeable. Memory: 3 histograms and 2 numbers per group.
 */
public final class PairDistances implements Mergeable<PairDistances>, Serializable {
    private static final long serialVersionUID = 1L;

    private final double t;
    private final TreeMap<String, Group> groups = new TreeMap<>();

    /** One group's pairs. */
    public static final class Group implements Serializable {
        private static final long serialVersionUID = 1L;
        final DistributionHistogram all = DistributionHistogram.empty();
        final DistributionHistogram genuine = DistributionHistogram.empty();
        final DistributionHistogram impostor = DistributionHistogram.empty();
        /** Σ exp(−t‖u − v‖²), exact (order-independent). */
        final long[] rbfSum = FixedPointSums.zeros(1);

        public DistributionHistogram all() {
            return all;
        }

        public DistributionHistogram genuine() {
            return genuine;
        }

        public DistributionHistogram impostor() {
            return impostor;
        }

        void merge(Group o) {
            all.merge(o.all);
            genuine.merge(o.genuine);
            impostor.merge(o.impostor);
            FixedPointSums.merge(rbfSum, o.rbfSum);
        }
    }

    public PairDistances(double t) {
        this.t = t;
    }

    /** The accumulator of one group (created empty): the kernel adds to it directly. */
    public Group group(String name) {
        return groups.computeIfAbsent(name, g -> new Group());
    }

    /** One pair at squared distance {@code squared} (= 2 − 2·cos on unit vectors, clamped at 0). */
    public void add(Group g, double squared, boolean genuine) {
        double sq = Math.max(0, squared);
        double d = Math.sqrt(sq);
        g.all.add(d);
        (genuine ? g.genuine : g.impostor).add(d);
        FixedPointSums.add(g.rbfSum, 0, Math.exp(-t * sq));
    }

    @Override
    public PairDistances merge(PairDistances o) {
        o.groups.forEach((name, g) -> group(name).merge(g));
        return this;
    }

    public Map<String, Group> groups() {
        return groups;
    }

    /**
     * RBF uniformity (Wang &amp; Isola 2020): log of the mean of exp(−t‖u − v‖²) over the group's pairs.
     */
    public MetricValue rbfUniformity(String name) {
        Group g = groups.get(name);
        if (g == null || g.all.count() == 0) {
            return MetricValue.undefined("group '" + name
                    + "' has fewer than two samples: no pairs");
        }
        return MetricValue.of(Math.log(FixedPointSums.value(g.rbfSum, 0) / g.all.count()));
    }
}
