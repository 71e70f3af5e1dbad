package org.fairscore.core.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.Interval;
import org.fairscore.core.verification.OperatingPoint;

/**
 * Hand-built verification reports with chosen counts, for the headline's tests (core's and the renderers'): each group
 * is given its pairs, and each level its threshold and every group's errors; rates are the counts' quotients.
 */
public final class HeadlineFixtures {
    private final List<String> names = new ArrayList<>();
    private final Map<String, long[]> pairs = new LinkedHashMap<>();
    private final List<OperatingPoint> ops = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private List<GateResult> gates;

    public HeadlineFixtures() {
    }

    /** A group with its genuine and impostor pairs (20 identities). */
    public HeadlineFixtures group(String name, long genuine, long impostor) {
        names.add(name);
        pairs.put(name, new long[] {genuine, impostor});
        return this;
    }

    /**
     * A level: {@code errors} holds per group (in the order the groups were added) false accepts, false rejects;
     * {@code farRatio}/{@code frrRatio} the intervals of the max/min ratios ({lower, upper}, or null: no interval),
     * {@code bootstrap} whether the identity bootstrap ran (a missing interval then has a reason).
     */
    public HeadlineFixtures level(double alpha, Double threshold, long[][] errors, double[] farRatio, double[] frrRatio,
                                  boolean bootstrap) {
        var perGroup = new LinkedHashMap<String, GroupRates>();
        // inserted in reverse: a renderer must not depend on the map's order
        for (int i = names.size() - 1; i >= 0; i--) {
            long[] p = pairs.get(names.get(i));
            long fa = errors[i][0];
            long fr = errors[i][1];
            boolean below = p[1] > 0 && Math.floor(alpha * p[1]) < 1;
            perGroup.put(names.get(i), new GroupRates(p[1] == 0 ? null : (double) fa / p[1],
                    p[0] == 0 ? null : (double) fr / p[0], fa, p[1], fr, p[0], below, null, null, null, null));
        }
        var diffs = new LinkedHashMap<String, Differential>();
        diffs.put("farMaxMinRatio", differential(farRatio, bootstrap));
        diffs.put("frrMaxMinRatio", differential(frrRatio, bootstrap));
        long imp = pairs.values().stream().mapToLong(p -> p[1]).sum();
        long gen = pairs.values().stream().mapToLong(p -> p[0]).sum();
        long fa = 0;
        long fr = 0;
        for (long[] e : errors) {
            fa += e[0];
            fr += e[1];
        }
        ops.add(new OperatingPoint(alpha, (long) Math.floor(alpha * imp), threshold,
                threshold == null ? "no scores" : null, false, (double) fa / imp, (double) fr / gen, fa, imp, fr, gen,
                perGroup, null, "not needed here", null, "not needed here", diffs, null));
        return this;
    }

    public HeadlineFixtures gates(List<GateResult> g) {
        gates = g;
        return this;
    }

    public HeadlineFixtures warning(String w) {
        warnings.add(w);
        return this;
    }

    public AuditReport.Builder builder() {
        var stats = names.stream().map(n -> new CorpusManifest.GroupStats(n, 100, 20, pairs.get(n)[0], pairs.get(n)[1]))
                .toList();
        var manifest = new CorpusManifest(1, 8, List.of(), "id", "label", List.of("race"), 100L * names.size(), 0,
                Map.of(), stats);
        var groups = names.stream().map(n -> new GroupReport(n, Map.of("race", n), 100, 20, pairs.get(n)[0],
                pairs.get(n)[1], 0.05, null, 0.3, 0.5, 0.1, 0.1, 0.1, null)).toList();
        return AuditReport.builder(AuditReport.Kind.VERIFICATION, manifest, List.of("race")).accept(AcceptanceRule.ABOVE)
                .differentialWeight(0.5).groups(groups).operatingPoints(ops).gates(gates).warnings(warnings)
                .methods(Map.of("threshold", "k-th smallest"));
    }

    public AuditReport build() {
        return builder().build();
    }

    /** The value is a placeholder: the headline computes its ratios from the groups' rates, and takes only the interval. */
    private static Differential differential(double[] interval, boolean bootstrap) {
        if (interval != null) {
            return new Differential(1.0, null, new Interval(interval[0], interval[1], "identity-bootstrap"), 0, null);
        }
        return bootstrap ? new Differential(1.0, null, null, 0, "every replicate gave one value")
                : new Differential(1.0, null);
    }
}
