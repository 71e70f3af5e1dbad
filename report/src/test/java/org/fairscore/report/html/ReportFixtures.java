package org.fairscore.report.html;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.IdentitiesAcrossGroups;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.GateResult;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.Interval;
import org.fairscore.core.verification.OperatingPoint;
import org.fairscore.core.verification.ScoreHistogramReport;

/** Hand-built reports for the renderer's tests: hostile strings wherever a user's text can reach the page. */
final class ReportFixtures {
    static final String SCRIPT = "<script>alert(1)</script>";
    static final String IMG = "\"><img src=x onerror=alert(1)>";
    static final String AMP = "A & B's";
    static final List<String> GROUPS = List.of(IMG, SCRIPT, AMP);

    private ReportFixtures() {
    }

    static AuditReport hostile(boolean crossGroup, List<GateResult> gates) {
        var stats = GROUPS.stream().map(g -> new CorpusManifest.GroupStats(g, 100, 20, 200, 4750)).toList();
        var manifest = new CorpusManifest(1, 16, List.of(new CorpusManifest.InputFile("/data/" + SCRIPT + ".csv", "csv", 300)),
                "id" + IMG, "label" + SCRIPT, List.of("race" + SCRIPT), 300, 1, Map.of("MISSING_LABEL" + SCRIPT, 1L), stats);
        if (crossGroup) { // with the full page: an identity in two groups, under a hostile label
            manifest = manifest.withIdentitiesAcrossGroups(IdentitiesAcrossGroups.of(1, List.of(IMG),
                    Map.of(IMG, Map.of(SCRIPT, 2L))));
        }
        var groups = GROUPS.stream().map(g -> new GroupReport(g, Map.of("race" + SCRIPT, g), 100, 20, 200, 4750, 0.05, null, 0.31, 0.5, 0.1,
                0.1, 0.1, histogram(GROUPS.indexOf(g)))).toList();
        var ops = List.of(op(0.1, 0.25, crossGroup), op(0.01, 0.4, crossGroup));
        Map<String, Map<String, Long>> pairs = null;
        if (crossGroup) {
            pairs = new LinkedHashMap<>();
            for (String a : GROUPS) {
                var row = new LinkedHashMap<String, Long>();
                GROUPS.forEach(b -> row.put(b, 10_000L));
                pairs.put(a, row);
            }
        }
        var methods = new LinkedHashMap<String, String>();
        methods.put("threshold", "t = k-th smallest " + SCRIPT);
        methods.put("note" + IMG, "value" + IMG);
        var kind = crossGroup ? AuditReport.Kind.MITIGATION : AuditReport.Kind.VERIFICATION;
        return AuditReport.builder(kind, manifest, List.of("race" + SCRIPT)).accept(AcceptanceRule.ABOVE)
                .differentialWeight(0.5).groups(groups).operatingPoints(ops).crossGroupImpostorPairs(pairs).gates(gates)
                .warnings(List.of("warning about " + SCRIPT, "and " + IMG)).methods(methods)
                .protocol(crossGroup ? protocol() : null).geometry(org.fairscore.core.geometry.GeometryFixtures.report(GROUPS))
                .downstream(crossGroup ? DownstreamFixtures.hostile() : null)
                .mitigation(crossGroup ? MitigationFixtures.hostile() : null).association(crossGroup ? association() : null)
                .build();
    }

    /** A score-file protocol with every optional part, hostile names throughout. */
    /** A WEAT test and a direction whose item names are hostile markup. */
    static org.fairscore.core.association.AssociationReport association() {
        var x = List.of(new org.fairscore.core.association.NamedVector(SCRIPT, new double[] {1, 0}),
                new org.fairscore.core.association.NamedVector("x2", new double[] {3, 4}));
        var y = List.of(new org.fairscore.core.association.NamedVector(IMG, new double[] {0, 1}),
                new org.fairscore.core.association.NamedVector("y2", new double[] {4, 3}));
        var a = List.of(new org.fairscore.core.association.NamedVector("a", new double[] {1, 0}));
        var b = List.of(new org.fairscore.core.association.NamedVector("b", new double[] {0, 1}));
        var test = org.fairscore.core.association.Weat.run("weat" + SCRIPT, x, y, a, b,
                new org.fairscore.core.association.WeatSettings(org.fairscore.core.association.Alternative.GREATER, 100, 1, 1));
        var dir = org.fairscore.core.association.GenderDirection.run("dir" + IMG, x, List.of(b.get(0), b.get(0)), y, 1);
        return new org.fairscore.core.association.AssociationReport("corpus", List.of(test), List.of(dir));
    }

    static org.fairscore.core.protocol.ProtocolReport protocol() {
        var midpoint = new java.util.TreeMap<String, org.fairscore.core.protocol.MidpointEerReport>();
        var failures = new java.util.TreeMap<String, org.fairscore.core.protocol.AcquisitionFailures>();
        var adjusted = new java.util.TreeMap<String, org.fairscore.core.protocol.FtaAdjustedRates>();
        var bias = new java.util.TreeMap<String, org.fairscore.core.protocol.GroupThreshold>();
        for (String g : GROUPS) {
            midpoint.put(g, new org.fairscore.core.protocol.MidpointEerReport(0.06, null, 0.305, 0.07, 0.05, 332, 10));
            failures.put(g, org.fairscore.core.protocol.AcquisitionFailures.of(200, 2, 4750, 3));
            adjusted.put(g, org.fairscore.core.protocol.FtaAdjustedRates.of(0.1, 0.2, 0.001));
            bias.put(g, new org.fairscore.core.protocol.GroupThreshold(0.3, false, null, 0.1, 0.05, 0.2, 0.03, 0.1, -0.02));
        }
        return new org.fairscore.core.protocol.ProtocolReport("score-file", "/data/" + SCRIPT + ".csv", "table", true,
                5L, midpoint, failures, Map.of("0.1", adjusted),
                new org.fairscore.core.protocol.CalibrationReport("file", null, null, "/ids/" + SCRIPT, 10, 50, 40, 260, 700, 30),
                Map.of("0.1", bias), new org.fairscore.core.protocol.EqualMetrics(0.25, "mix " + SCRIPT,
                        Map.of("0.1", java.util.Map.of(SCRIPT, org.fairscore.core.protocol.EqualMetrics.row(
                                new GroupRates(0.1, 0.2, 1, 4, 1, 3, false, null, null, null, null), null, 0.25, null)))),
                Map.of(IMG, Map.of(SCRIPT, 2L), SCRIPT, Map.of(IMG, 2L)));
    }

    static OperatingPoint op(double alpha, double threshold, boolean crossGroup) {
        var perGroup = new LinkedHashMap<String, GroupRates>();
        for (int i = 0; i < GROUPS.size(); i++) {
            long fa = (long) (alpha * 4750 * (i + 1) / 2);
            perGroup.put(GROUPS.get(i), new GroupRates(fa / 4750.0, 0.02 * (i + 1), fa, 4750, 4 * (i + 1), 200,
                    i == 0 && alpha < 0.05, new Interval(fa / 4750.0 * 0.8, fa / 4750.0 * 1.25 + 1e-4, "clopper-pearson"),
                    new Interval(0.01 * (i + 1), 0.04 * (i + 1), "clopper-pearson"), null, null));
        }
        var differentials = new LinkedHashMap<String, Differential>();
        differentials.put("bfar", new Differential(1.8, null));
        differentials.put("bfrr", new Differential(null, "the geometric mean of FRR is 0: group " + SCRIPT));
        differentials.put("garbe", new Differential(0.21, null));
        Map<String, Map<String, Double>> cross = null;
        if (crossGroup) {
            cross = new LinkedHashMap<>();
            for (String a : GROUPS) {
                var row = new LinkedHashMap<String, Double>();
                for (String b : GROUPS) {
                    row.put(b, a.equals(b) ? perGroup.get(a).far() : alpha / 20);
                }
                cross.put(a, row);
            }
            cross.get(GROUPS.get(2)).put(GROUPS.get(1), null);
        }
        return new OperatingPoint(alpha, (long) (alpha * 14250), threshold, null, false, alpha, 0.04, (long) (alpha * 14250),
                14250, 24, 600, perGroup, 1.8, null, null, "the geometric mean of FRR is 0", differentials, cross);
    }

    /** Genuine around 0.5 and impostor around 0.1 (shifted by group), 200 bins on [−1, 1]. */
    static ScoreHistogramReport histogram(int shift) {
        var gen = new long[200];
        var imp = new long[200];
        for (int i = 0; i < 200; i++) {
            double s = -1 + (i + 0.5) / 100;
            gen[i] = Math.round(40 * Math.exp(-Math.pow((s - 0.5 + 0.05 * shift) / 0.08, 2)));
            imp[i] = Math.round(950 * Math.exp(-Math.pow((s - 0.1 - 0.03 * shift) / 0.1, 2)));
        }
        return new ScoreHistogramReport(-1, 1, 200, gen, imp);
    }
}
