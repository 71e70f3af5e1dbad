package org.fairscore.core.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.Interval;
import org.fairscore.core.verification.OperatingPoint;

/**
 * The equal-metric table: per FAR level and group, accuracy, FPR (= FAR), FNR (= FRR), PPV, NPV and the mean
 * genuine and impostor scores, computed from the report's exact counts at the global thresholds (a pure function
 * of the report). With G genuine and I impostor pairs, FA false accepts and FR false rejects: TP = G − FR,
 * TN = I − FA; accuracy = (TP + TN)/(G + I), PPV = TP/(TP + FA), NPV = TN/(TN + FR).
 *
 * <p>Intervals: with the report's identity bootstrap (--bootstrap; any protocol that names identities), FPR and FNR
 * take its intervals and accuracy, PPV and NPV (own mix: π = G/(G + I)) their values at its ends; otherwise 95%
 * Clopper–Pearson on each count ratio (pairs treated as independent). At a stated prevalence π of genuine comparisons:
 * accuracy = π·TPR + (1 − π)·TNR, PPV = π·TPR / (π·TPR + (1 − π)·FPR), NPV = (1 − π)·TNR / ((1 − π)·TNR + π·FNR);
 * each is monotone in TPR and FPR, so its interval is its value at the ends of their Clopper–Pearson intervals
 * ("clopper-pearson-propagated": conservative, both 95% intervals at once).
 */
@JsonPropertyOrder({"prevalence", "mix", "levels"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record EqualMetrics(Double prevalence, String mix, Map<String, Map<String, EqualMetricRow>> levels) {

    /** The table of a verification report's groups and operating points (levels labelled in their order). */
    public static EqualMetrics compute(List<GroupReport> groupReports, List<OperatingPoint> operatingPoints,
                                       List<String> levelLabels, Double prevalence) {
        if (prevalence != null && !(prevalence > 0 && prevalence < 1)) {
            throw new InvalidInputException("--prevalence: must be in (0, 1), got " + prevalence);
        }
        var groups = new LinkedHashMap<String, GroupReport>();
        groupReports.forEach(g -> groups.put(g.name(), g));
        var levels = new TreeMap<String, Map<String, EqualMetricRow>>(); // sorted, as report.json writes maps
        for (int i = 0; i < operatingPoints.size(); i++) {
            var op = operatingPoints.get(i);
            var rows = new TreeMap<String, EqualMetricRow>();
            op.perGroup().forEach((name, r) -> rows.put(name, row(r, groups.get(name), prevalence,
                    op.threshold() == null ? "no threshold: " + op.thresholdUndefinedReason() : null)));
            levels.put(levelLabels.get(i), rows);
        }
        return new EqualMetrics(prevalence, "accuracy, ppv and npv: the protocol's own genuine:impostor mix per group"
                + (prevalence == null ? "" : "; …AtPrevalence: a stated share " + prevalence + " of genuine comparisons"),
                levels);
    }

    /** One group at one operating point; {@code noThreshold}: the reason when the level has no threshold, else null. */
    public static EqualMetricRow row(GroupRates r, GroupReport g, Double prevalence, String noThreshold) {
        if (noThreshold != null) {
            var u = EqualMetric.undefined(noThreshold);
            return new EqualMetricRow(u, u, u, u, u, means(g, true), means(g, false), prevalence == null ? null : u,
                    prevalence == null ? null : u, prevalence == null ? null : u);
        }
        long gen = r.genuinePairs();
        long imp = r.impostorPairs();
        long tp = gen - r.falseRejects();
        long tn = imp - r.falseAccepts();
        var accuracy = EqualMetric.binomial(tp + tn, gen + imp, "no pairs");
        var fpr = EqualMetric.binomial(r.falseAccepts(), imp, "no impostor pairs");
        var fnr = EqualMetric.binomial(r.falseRejects(), gen, "no genuine pairs");
        var ppv = EqualMetric.binomial(tp, tp + r.falseAccepts(), "nothing accepted at this threshold");
        var npv = EqualMetric.binomial(tn, tn + r.falseRejects(), "nothing rejected at this threshold");
        boolean bootstrap = r.farBootstrap() != null && r.frrBootstrap() != null && gen > 0 && imp > 0;
        if (bootstrap) {
            // the identity bootstrap (pairs share samples) replaces Clopper-Pearson where it exists: FPR and FNR
            // take its intervals, the mix-dependent metrics their values at its ends
            fpr = new EqualMetric(fpr.value(), null, r.farBootstrap());
            fnr = new EqualMetric(fnr.value(), null, r.frrBootstrap());
            double own = (double) gen / (gen + imp);
            accuracy = countWithInterval(accuracy, atMix(own, fnr, fpr, EqualMetrics::acc, null, BOOTSTRAP_PROPAGATED));
            ppv = countWithInterval(ppv, atMix(own, fnr, fpr, EqualMetrics::ppvAt, null, BOOTSTRAP_PROPAGATED));
            npv = countWithInterval(npv, atMix(own, fnr, fpr, EqualMetrics::npvAt, null, BOOTSTRAP_PROPAGATED));
        }
        EqualMetric accP = null;
        EqualMetric ppvP = null;
        EqualMetric npvP = null;
        if (prevalence != null) {
            if (gen == 0 || imp == 0) {
                var u = EqualMetric.undefined(gen == 0 ? "no genuine pairs: TPR undefined" : "no impostor pairs: FPR undefined");
                accP = u;
                ppvP = u;
                npvP = u;
            } else {
                String method = bootstrap ? BOOTSTRAP_PROPAGATED : "clopper-pearson-propagated";
                accP = atMix(prevalence, fnr, fpr, EqualMetrics::acc, null, method);
                ppvP = atMix(prevalence, fnr, fpr, EqualMetrics::ppvAt, "nothing accepted at this threshold", method);
                npvP = atMix(prevalence, fnr, fpr, EqualMetrics::npvAt, "nothing rejected at this threshold", method);
            }
        }
        return new EqualMetricRow(accuracy, fpr, fnr, ppv, npv, means(g, true), means(g, false), accP, ppvP, npvP);
    }

    private static EqualMetric means(GroupReport g, boolean genuine) {
        return EqualMetric.plain(g == null ? null : genuine ? g.genuineMean() : g.impostorMean(),
                genuine ? "no genuine pairs" : "no impostor pairs");
    }

    static final String BOOTSTRAP_PROPAGATED = "identity-bootstrap-propagated";

    /** The value from the exact counts, with the propagated interval (none where either is undefined). */
    private static EqualMetric countWithInterval(EqualMetric counted, EqualMetric propagated) {
        if (counted.value() == null) {
            return counted;
        }
        return new EqualMetric(counted.value(), null, propagated.value() == null ? null : propagated.interval());
    }

    /** A metric of (share p of genuine comparisons, TPR, FPR). */
    @FunctionalInterface
    interface MixMetric {
        Double at(double p, double tpr, double fpr);
    }

    /**
     * {@code metric} at share p, with its interval from the ends of the TPR (= 1 − FNR) and FPR intervals: each
     * metric here is monotone in both, so the interval holds both at once (conservative).
     */
    private static EqualMetric atMix(double p, EqualMetric fnr, EqualMetric fpr, MixMetric metric, String whenUndefined,
                                     String method) {
        Double value = metric.at(p, 1 - fnr.value(), fpr.value());
        if (value == null) {
            return EqualMetric.undefined(whenUndefined);
        }
        Double lo = metric.at(p, 1 - fnr.interval().upper(), fpr.interval().upper());
        Double hi = metric.at(p, 1 - fnr.interval().lower(), fpr.interval().lower());
        double a = lo == null ? 0 : lo;
        double b = hi == null ? 1 : hi;
        return new EqualMetric(value, null, new Interval(Math.min(a, b), Math.max(a, b), method));
    }

    static Double acc(double p, double tpr, double fpr) {
        return p * tpr + (1 - p) * (1 - fpr);
    }

    static Double ppvAt(double p, double tpr, double fpr) {
        double accepted = p * tpr + (1 - p) * fpr;
        return accepted == 0 ? null : p * tpr / accepted;
    }

    static Double npvAt(double p, double tpr, double fpr) {
        double rejected = (1 - p) * (1 - fpr) + p * (1 - tpr);
        return rejected == 0 ? null : (1 - p) * (1 - fpr) / rejected;
    }
}
