package org.fairscore.report.html;

import java.util.List;
import java.util.Map;
import org.fairscore.core.mitigation.AuditSnapshot;
import org.fairscore.core.mitigation.MitigationReport;
import org.fairscore.core.mitigation.ModuleSummary;
import org.fairscore.core.mitigation.PseudoGroupRates;
import org.fairscore.core.mitigation.PseudoMetricsReport;
import org.fairscore.core.mitigation.PseudoOperatingPoint;
import org.fairscore.core.mitigation.TrainingReport;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.OperatingPoint;

/** A mitigation component with a hostile group name, hand-chosen numbers (before: ROC 0.2716, BFAR 7.04). */
final class MitigationFixtures {
    static final String EVIL = "<script>alert(1)</script>";

    private MitigationFixtures() {
    }

    static OperatingPoint op(double frr, double bfar, double farA) {
        return new OperatingPoint(1e-3, 1, 0.4, null, false, 1e-3, frr, 1, 1000, 2, 10,
                Map.of(EVIL, new GroupRates(farA, 0.1, 1, 1000, 1, 10, false, null, null, null, null)), bfar, null, 1.5,
                null, Map.of("garbe", new Differential(0.25, null)), null);
    }

    static MitigationReport hostile() {
        var training = new TrainingReport(100, Map.of(EVIL, 100L), Map.of(EVIL, 20L), 2000, 2, 64, 4, 1e-3, 1,
                List.of(0.5, 0.25), 0.6, 0.2, 1e9, List.of("note"));
        var pseudo = new PseudoMetricsReport("evaluate", Map.of(EVIL, 20L), List.of(new PseudoOperatingPoint(1e-3, 0.5,
                Map.of(EVIL, new PseudoGroupRates(0.001, 0.2, 1, 1000, 2, 10)), List.of(EVIL), List.of(EVIL),
                List.of(EVIL), List.of(EVIL), true, true)), "edges", Map.of());
        return new MitigationReport(new ModuleSummary(8, 16, 280, EVIL, "model/module.json"), training, List.of(pseudo),
                new AuditSnapshot("before", List.of(op(0.2716, 7.04, 0.003))),
                new AuditSnapshot("after", List.of(op(0.1867, 2.15, 0.0005))));
    }
}
