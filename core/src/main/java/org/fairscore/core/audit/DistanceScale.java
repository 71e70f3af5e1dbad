package org.fairscore.core.audit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.fairscore.core.protocol.EqualMetric;
import org.fairscore.core.protocol.EqualMetricRow;
import org.fairscore.core.protocol.EqualMetrics;
import org.fairscore.core.protocol.GroupThreshold;
import org.fairscore.core.protocol.MidpointEerReport;
import org.fairscore.core.protocol.ProtocolReport;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.Interval;
import org.fairscore.core.verification.OperatingPoint;

/**
 * Puts a report of distances back on the distances' own scale. A score file read with {@code --distance}
 * (lower = more similar) is audited on d' = −d, so that every threshold rule, plan and EER works on
 * similarities; negation is exact in float32, so every count and rate is that of the distances under the
 * mirrored rule (d' &gt; t iff d &lt; −t). This maps every score-valued number back — thresholds (global,
 * per-group EER, midpoint EER, own thresholds), means (groups, equal-metric table) — and names the rule the
 * distances obey ({@code below} or {@code at-or-below}). Rates, counts, standard deviations and intervals on
 * rates are unchanged. The display histograms are the caller's: score files build theirs on the input scale.
 * Pure, driver-side, O(groups × levels).
 */
public final class DistanceScale {
    private DistanceScale() {
    }

    /** The report of negated distances {@code r}, on the distance scale. */
    public static AuditReport toDistances(AuditReport r) {
        var groups = new ArrayList<GroupReport>();
        for (var g : r.groups()) {
            groups.add(new GroupReport(g.name(), g.attributes(), g.samples(), g.identities(), g.genuinePairs(),
                    g.impostorPairs(), g.sampledImpostorPairs(), g.eer(), g.eerUndefinedReason(), neg(g.eerThreshold()),
                    g.eerInterval(), neg(g.genuineMean()),
                    g.genuineStd(), neg(g.impostorMean()), g.impostorStd(), g.histogram()));
        }
        var ops = new ArrayList<OperatingPoint>();
        for (var op : r.operatingPoints()) {
            ops.add(new OperatingPoint(op.farTarget(), op.allowedFalseAccepts(), neg(op.threshold()),
                    op.thresholdUndefinedReason(), op.thresholdAboveMaximum(), op.globalFar(), op.globalFrr(),
                    op.globalFalseAccepts(), op.globalImpostorPairs(), op.globalFalseRejects(), op.globalGenuinePairs(),
                    op.perGroup(), op.bfar(), op.bfarUndefinedReason(), op.bfrr(), op.bfrrUndefinedReason(),
                    op.differentials(), op.crossGroupFar()));
        }
        var methods = new LinkedHashMap<>(r.methods());
        methods.putAll(methods(r));
        methods.computeIfPresent("eerMidpoint", (k, text) -> text
                .replace("bob.measure's EER:", "bob.measure's EER on the negated distances:")
                .replace("candidates are the smallest score and the midpoints between consecutive distinct scores",
                        "candidates are the largest distance and the midpoints between consecutive distinct distances")
                .replace("ties: the higher threshold", "ties: the lower distance"));
        return r.toBuilder().accept(r.accept() == null ? null : r.accept().mirrored()).groups(groups)
                .operatingPoints(ops).protocol(protocol(r.protocol())).methods(methods).build();
    }

    private static Map<String, String> methods(AuditReport r) {
        var m = new LinkedHashMap<String, String>();
        boolean strict = r.accept() == AcceptanceRule.ABOVE;
        m.put("acceptance", strict
                ? "below: accept iff d < t; FAR(t) = #{impostor d < t}/|I|, FRR(t) = #{genuine d >= t}/|G|"
                : "at-or-below: accept iff d <= t; FAR(t) = #{impostor d <= t}/|I|, FRR(t) = #{genuine d > t}/|G|");
        m.put("threshold", strict
                ? "global t_alpha = the k-th largest pooled impostor distance, k = n - floor(alpha*n), floor computed "
                  + "exactly from the decimal alpha; so FAR(t_alpha) <= alpha. Every group is evaluated at it"
                : "global t_alpha = the largest pooled impostor distance t with #{d <= t} <= floor(alpha*n) "
                  + "(bob.measure far_threshold on the negated distances), just below the minimum when even the lowest "
                  + "tie group is too many; floor computed exactly from the decimal alpha. Every group is evaluated at it");
        m.put("eer", "candidates are the group's distinct distances (plus +inf under below, -inf under at-or-below); "
                + "between consecutive candidates where FAR-FRR changes sign the ROC segment is interpolated linearly "
                + "to FAR = FRR, and the threshold likewise");
        m.put("distances", "the scores are distances (--distance, lower = more similar): audited as -d, which is "
                + "exact in float32, with the rule mirrored; every threshold and mean is reported on the distance "
                + "scale (negated back). Read the other entries on -d: there 'score s' is -d, 'above the maximum' "
                + "(thresholdAboveMaximum) is below the smallest impostor distance, and a higher threshold is a lower "
                + "distance");
        return m;
    }

    private static ProtocolReport protocol(ProtocolReport p) {
        if (p == null) {
            return null;
        }
        return new ProtocolReport(p.protocol(), p.source(), p.scoreFormat(), p.distance(), p.crossGroupComparisons(),
                mapValues(p.midpointEer(), DistanceScale::midpoint), p.failuresToAcquire(), p.ftaAdjusted(),
                p.calibration(), mapValues(p.aggregationBias(), perGroup -> mapValues(perGroup, DistanceScale::own)),
                equalMetrics(p.equalMetrics()), p.crossGroupGenuine());
    }

    private static MidpointEerReport midpoint(MidpointEerReport m) {
        return new MidpointEerReport(m.eer(), m.undefinedReason(), neg(m.threshold()), m.far(), m.frr(),
                m.falseAccepts(), m.falseRejects());
    }

    private static GroupThreshold own(GroupThreshold t) {
        return new GroupThreshold(neg(t.ownThreshold()), t.ownThresholdAboveMaximum(), t.undefinedReason(), t.ownFar(),
                t.ownFrr(), t.globalFar(), t.globalFrr(), t.farDifference(), t.frrDifference());
    }

    private static EqualMetrics equalMetrics(EqualMetrics e) {
        if (e == null) {
            return null;
        }
        return new EqualMetrics(e.prevalence(), e.mix(), mapValues(e.levels(), rows -> mapValues(rows,
                row -> new EqualMetricRow(row.accuracy(), row.fpr(), row.fnr(), row.ppv(), row.npv(),
                        neg(row.genuineMean()), neg(row.impostorMean()), row.accuracyAtPrevalence(),
                        row.ppvAtPrevalence(), row.npvAtPrevalence()))));
    }

    private static EqualMetric neg(EqualMetric m) {
        if (m == null) {
            return null;
        }
        Interval i = m.interval();
        return new EqualMetric(neg(m.value()), m.undefinedReason(),
                i == null ? null : new Interval(-i.upper(), -i.lower(), i.method()));
    }

    /** −x for a score; + 0.0 keeps a zero threshold or mean from printing as −0.0. */
    private static Double neg(Double x) {
        return x == null ? null : -x + 0.0;
    }

    /** The map with each value mapped, in the same order (null stays null). */
    private static <V, W> Map<String, W> mapValues(Map<String, V> in, Function<V, W> f) {
        if (in == null) {
            return null;
        }
        var out = new LinkedHashMap<String, W>();
        in.forEach((k, v) -> out.put(k, f.apply(v)));
        return out;
    }
}
