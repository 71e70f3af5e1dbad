package org.fairscore.core.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.Interval;
import org.fairscore.core.verification.OperatingPoint;

/**
 * Hand-built verification audits with rates given as counts: a group has {@code impostorPairs} impostor and
 * {@code genuinePairs} genuine pairs, and at each level the test names its false accepts and false rejects, so every
 * rate is a fraction the test can state.
 */
public final class AuditFixture {
    private final Map<String, long[]> groups = new LinkedHashMap<>(); // name → samples, identities, genuine, impostor
    private final Map<Double, Map<String, long[]>> errors = new LinkedHashMap<>(); // α → group → fa, fr
    private final Map<Double, Double> thresholds = new LinkedHashMap<>();
    private AcceptanceRule accept = AcceptanceRule.ABOVE;
    private double weight = 0.5;

    public static AuditFixture audit() {
        return new AuditFixture();
    }

    public AuditFixture group(String name, long samples, long identities, long genuinePairs, long impostorPairs) {
        groups.put(name, new long[] {samples, identities, genuinePairs, impostorPairs});
        return this;
    }

    /** At FAR level α (global threshold t), {@code group}'s false accepts and false rejects. */
    public AuditFixture errors(double alpha, double t, String group, long falseAccepts, long falseRejects) {
        thresholds.put(alpha, t);
        errors.computeIfAbsent(alpha, a -> new LinkedHashMap<>()).put(group, new long[] {falseAccepts, falseRejects});
        return this;
    }

    public AuditFixture accept(AcceptanceRule rule) {
        accept = rule;
        return this;
    }

    public AuditFixture weight(double w) {
        weight = w;
        return this;
    }

    public AuditReport build() {
        var stats = new ArrayList<CorpusManifest.GroupStats>();
        var reports = new ArrayList<GroupReport>();
        long samples = 0;
        for (var e : groups.entrySet()) {
            long[] c = e.getValue();
            samples += c[0];
            stats.add(new CorpusManifest.GroupStats(e.getKey(), c[0], c[1], c[2], c[3]));
            reports.add(new GroupReport(e.getKey(), Map.of("race", e.getKey()), c[0], c[1], c[2], c[3], 0.1, null, 0.3,
                    0.6, 0.1, 0.1, 0.1, null));
        }
        var manifest = new CorpusManifest(1, 8, List.of(new CorpusManifest.InputFile("/data/x.csv", "csv", samples)),
                "sample_id", "label", List.of("race"), samples, 0, Map.of(), stats);
        var ops = new ArrayList<OperatingPoint>();
        for (var level : errors.entrySet()) {
            var perGroup = new LinkedHashMap<String, GroupRates>();
            for (var g : level.getValue().entrySet()) {
                long[] c = groups.get(g.getKey());
                long fa = g.getValue()[0];
                long fr = g.getValue()[1];
                Double far = c[3] == 0 ? null : (double) fa / c[3];
                Double frr = c[2] == 0 ? null : (double) fr / c[2];
                perGroup.put(g.getKey(), new GroupRates(far, frr, fa, c[3], fr, c[2], false,
                        far == null ? null : new Interval(far / 2, Math.min(1, far * 2 + 0.01), "clopper-pearson"),
                        frr == null ? null : new Interval(frr / 2, Math.min(1, frr * 2 + 0.01), "clopper-pearson"),
                        null, null));
            }
            var differentials = new LinkedHashMap<String, Differential>();
            differentials.put("bfar", new Differential(1.5, null, new Interval(1.1, 2.5, "identity-bootstrap"), 0, null));
            differentials.put("farMaxMinRatio", new Differential(null, "a group has FAR 0"));
            ops.add(new OperatingPoint(level.getKey(), 1, thresholds.get(level.getKey()), null, false, level.getKey(),
                    0.2, 1, 10, 2, 10, perGroup, 1.5, null, null, "undefined here", differentials, null));
        }
        return AuditReport.builder(AuditReport.Kind.VERIFICATION, manifest, List.of("race")).accept(accept)
                .differentialWeight(weight).groups(reports).operatingPoints(ops).warnings(List.of())
                .methods(Map.of("scores", "cosine")).build();
    }
}
