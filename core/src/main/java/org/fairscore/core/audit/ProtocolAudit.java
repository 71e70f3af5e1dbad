package org.fairscore.core.audit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.protocol.EqualMetrics;
import org.fairscore.core.protocol.FtaAdjustedRates;
import org.fairscore.core.protocol.MidpointEerReport;
import org.fairscore.core.protocol.ProtocolReport;
import org.fairscore.core.protocol.ProtocolSource;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.core.verification.MidpointEer;

/**
 * Adds report.json's {@code protocol} component (and its methods entries) to a report made by
 * {@link org.fairscore.core.audit.VerificationAudit#report}: every protocol shares that report and its
 * conventions; this adds only what depends on the protocol. Pure, driver-side, O(groups × levels).
 */
public final class ProtocolAudit {
    private ProtocolAudit() {
    }

    /** The report with its protocol component, or the report unchanged when there is nothing to add. */
    public static AuditReport complete(AuditReport base, Evaluation ev, AuditSettings s, ProtocolSource src) {
        Map<String, MidpointEerReport> midpoint = null;
        if (s.rule() == AcceptanceRule.AT_OR_ABOVE) {
            midpoint = new TreeMap<>();
            for (var g : base.groups()) {
                var r = MidpointEer.compute(ev.genuine().get(g.name()), ev.impostor().get(g.name()));
                midpoint.put(g.name(), MidpointEerReport.of(r, g.impostorPairs(), g.genuinePairs()));
            }
        }
        Map<String, Map<String, FtaAdjustedRates>> adjusted = null;
        if (src.failures() != null && src.ftaInRates()) {
            adjusted = new TreeMap<>(); // sorted, as report.json writes maps
            for (int i = 0; i < base.operatingPoints().size(); i++) {
                var op = base.operatingPoints().get(i);
                var perGroup = new TreeMap<String, FtaAdjustedRates>();
                op.perGroup().forEach((g, rates) -> {
                    var f = src.failures().get(g);
                    perGroup.put(g, FtaAdjustedRates.of(rates.far(), rates.frr(), f == null ? null : f.fta()));
                });
                adjusted.put(s.levels().get(i).label(), perGroup);
            }
        }
        var bias = s.groupThresholds() ? AggregationBias.compute(base, ev, s) : null;
        if (ProtocolSource.ALL_PAIRS.equals(src.protocol()) && midpoint == null && bias == null
                && src.calibration() == null) {
            // nothing protocol-specific: the all-pairs report stays as it was (plus the table when asked for)
            return s.equalMetrics() == null ? base : attachEqualMetrics(base, labels(s), s.equalMetrics().prevalence());
        }
        var protocol = new ProtocolReport(src.protocol(), src.source(), src.scoreFormat(), src.distance(),
                src.crossGroupComparisons(), midpoint, src.failures() == null ? null : new TreeMap<>(src.failures()),
                adjusted, src.calibration(), bias, null, src.crossGroupGenuine());
        var methods = new LinkedHashMap<>(base.methods());
        methods.putAll(methods(s, src));
        var warnings = new ArrayList<>(base.warnings());
        warnings.addAll(warnings(src, s.crossGroup()));
        var out = base.withProtocol(protocol, methods, warnings);
        return s.equalMetrics() == null ? out : attachEqualMetrics(out, labels(s), s.equalMetrics().prevalence());
    }

    /**
     * The report with the equal-metric table ({@link EqualMetrics}) in its protocol component (created for an
     * all-pairs report without one).
     */
    public static AuditReport attachEqualMetrics(AuditReport report, List<String> levelLabels, Double prevalence) {
        var table = EqualMetrics.compute(report.groups(), report.operatingPoints(), levelLabels, prevalence);
        var p = report.protocol() != null ? report.protocol()
                : new ProtocolReport(ProtocolSource.ALL_PAIRS, null, null, null, null, null, null, null, null, null, null,
                        null);
        var withTable = new ProtocolReport(p.protocol(), p.source(), p.scoreFormat(), p.distance(),
                p.crossGroupComparisons(), p.midpointEer(), p.failuresToAcquire(), p.ftaAdjusted(), p.calibration(),
                p.aggregationBias(), table, p.crossGroupGenuine());
        var methods = new LinkedHashMap<>(report.methods());
        methods.put("equalMetrics", "per level and group at the global threshold: accuracy = (TP+TN)/(G+I), FPR = FAR, "
                + "FNR = FRR, PPV = TP/(TP+FA), NPV = TN/(TN+FR) for the group's own genuine:impostor mix; 95% "
                + "intervals from the identity bootstrap where the report has it (FPR, FNR; accuracy, PPV, NPV at the "
                + "ends of those, conservative), else Clopper-Pearson on the counts (pairs treated as independent); "
                + "mean genuine and impostor scores" + (prevalence == null ? "" : "; at the stated prevalence pi = " + prevalence + ": accuracy = "
                + "pi*TPR + (1-pi)*TNR, PPV = pi*TPR/(pi*TPR + (1-pi)*FPR), NPV = (1-pi)*TNR/((1-pi)*TNR + pi*FNR), "
                + "intervals from those of TPR and FPR at their ends (conservative)"));
        return report.withProtocol(withTable, methods, report.warnings());
    }

    private static List<String> labels(AuditSettings s) {
        return s.levels().stream().map(FarLevel::label).toList();
    }

    static Map<String, String> methods(AuditSettings s, ProtocolSource src) {
        var m = new LinkedHashMap<String, String>();
        String across = s.crossGroup()
                ? "comparisons across groups are in no group's figures; their impostors are in the cross-group matrix "
                  + "(crossGroupFar, crossGroupImpostorPairs), their genuine ones counted per group pair "
                  + "(protocol.crossGroupGenuine)"
                : "comparisons across groups are counted and not audited";
        switch (src.protocol()) {
            case ProtocolSource.PAIR_LIST -> m.put("pairs", "the pairs of the pair list " + src.source()
                    + ", scored from the corpus' embeddings (joined by sample id); genuine = same label, impostor = "
                    + "different labels; a group's pairs are those with both samples in it, " + across
                    + "; the global population is the union of all groups' pairs");
            case ProtocolSource.SCORE_FILE -> {
                m.put("scores", "precomputed scores read from " + src.source() + " (" + src.scoreFormat() + "), as "
                        + "float32" + (Boolean.TRUE.equals(src.distance()) ? ", distances (--distance: lower is more similar; see 'distances')" : "")
                        + "; no embeddings are used");
                m.put("pairs", "each row of the score file is one comparison; genuine or impostor as the file declares; "
                        + "a group's comparisons are those with both sides in it (one group 'all' without group "
                        + "information), " + across);
                m.put("failuresToAcquire", "a NaN or missing score is a failure to acquire: counted per group, never "
                        + "a score; FTA = failures / comparisons of both kinds (bob.measure get_fta)"
                        + (src.ftaInRates() ? "; ftaAdjusted: FAR = FMR*(1-FTA), FRR = FTA + FNMR*(1-FTA) (bob.measure "
                        + "metrics), where FMR, FNMR are the rates over comparisons with a score" : ""));
            }
            default -> {
            }
        }
        if (src.calibration() != null) {
            var c = src.calibration();
            m.put("calibration", "identities (never samples) split into a calibration and a test part ("
                    + ("file".equals(c.split()) ? "calibration identities listed in " + c.file()
                    : "an identity is in the calibration part iff a 64-bit hash of the seed " + c.seed()
                    + " and its label, as a uniform number in [0, 1), is below " + c.fraction())
                    + "); the thresholds are those of the calibration part's impostor pairs (the threshold rule above "
                    + "applied to them), and every rate, count, EER and differential of this report is of the test "
                    + "part at those thresholds; with a pair list or score file a comparison is in a part when both its "
                    + "identities are, others are not audited");
        }
        if (!ProtocolSource.ALL_PAIRS.equals(src.protocol())) {
            m.put("identityBootstrap", s.bootstrap() > 0
                    ? "the identity bootstrap resamples the identities of each group's comparisons (label_a, label_b: "
                      + "an identity is in a group when one of the group's comparisons with a score has it): a genuine "
                      + "comparison counts for its identity, an impostor comparison for each of its two identities, "
                      + "as in the all-pairs audit; failures to acquire are in no replicate"
                    : "no identity bootstrap (--bootstrap 0, or the comparisons do not name both sides' identities): "
                      + "intervals are Clopper-Pearson only");
        }
        if (s.groupThresholds()) {
            m.put("aggregationBias", "per group and level: the threshold the group alone would need (the threshold "
                    + "rule applied to its own impostor pairs), its FAR and FRR there, the FAR and FRR the global "
                    + "threshold gives it, and the differences global - own");
        }
        if (s.rule() == AcceptanceRule.AT_OR_ABOVE) {
            m.put("eerMidpoint", "midpointEer, bob.measure's EER: candidates are the smallest score and the "
                    + "midpoints between consecutive distinct scores; the threshold minimising |FAR-FRR| (exact "
                    + "rational comparison; ties: the higher threshold, except against the candidate where one kind "
                    + "is used up, as bob.measure's loop does), value (FAR+FRR)/2 there. The groups' eer is instead "
                    + "the interpolated crossing FAR = FRR; the two differ by at most half the rate gap between the "
                    + "two candidates around the crossing");
            m.put("bobMeasure", "with at-or-above, thresholds, FAR/FRR and midpointEer follow bob.measure's "
                    + "far_threshold, farfrr and eer; remaining differences: scores are float32 (bob: float64), so "
                    + "thresholds just above/below a score are the adjacent float32 values; #{s >= t}/n <= alpha is "
                    + "decided exactly (bob: in double); alpha must be in (0, 1] (bob also allows 0); a single "
                    + "impostor pair is allowed (bob's far_threshold needs two)");
        }
        return m;
    }

    static List<String> warnings(ProtocolSource src, boolean crossGroup) {
        var w = new ArrayList<String>();
        if (src.crossGroupComparisons() != null && src.crossGroupComparisons() > 0) {
            w.add(src.crossGroupComparisons() + " comparisons of " + src.source() + " have their two sides in different "
                    + "groups: in no group's figures (a group's comparisons have both sides in it); "
                    + (crossGroup ? "their impostors are in the cross-group matrix, their genuine ones counted in "
                    + "protocol.crossGroupGenuine" : "counted, not audited: --cross-group would audit their impostors in "
                    + "the cross-group matrix"));
        }
        if (src.failures() != null) {
            src.failures().forEach((g, f) -> {
                if (f.failures() > 0) {
                    w.add("group '" + g + "': " + f.failures() + " of " + (f.genuineComparisons() + f.impostorComparisons())
                            + " comparisons failed to acquire (no score): FTA " + f.fta()
                            + "; they are not in FAR/FRR" + (src.ftaInRates() ? " (see protocol.ftaAdjusted)" : ""));
                }
            });
        }
        return w;
    }
}
