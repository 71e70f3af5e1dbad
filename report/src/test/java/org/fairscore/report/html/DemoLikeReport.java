package org.fairscore.report.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.Interval;
import org.fairscore.core.verification.OperatingPoint;

/**
 * A report shaped like the demo audit's, where the DET chart used to lose 8 of 24 markers: four groups, six FAR
 * levels 10⁻¹ … 10⁻⁶, the weak groups' FRR climbing to 0.97 and 0.995 at the strict levels and the strong
 * groups' FAR falling to a twentieth of the level (5×10⁻⁸ at 10⁻⁶), below any curve's reach.
 */
final class DemoLikeReport {
    static final List<String> GROUPS = List.of("A", "B", "C", "D");
    static final double[] LEVELS = {1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6};
    /** FAR of group g at level α: α · FAR_FACTOR[g]. */
    static final double[] FAR_FACTOR = {0.3, 2, 0.05, 1};
    /** FRR of group g at level k. */
    static final double[][] FRR = {
            {0.004, 0.01, 0.03, 0.08, 0.2, 0.6},
            {0.006, 0.02, 0.05, 0.12, 0.3, 0.7},
            {0.05, 0.2, 0.45, 0.7, 0.9, 0.97},
            {0.08, 0.3, 0.6, 0.85, 0.96, 0.995}};
    static final long IMPOSTORS = 100_000_000L;
    static final long GENUINE = 20_000L;

    private DemoLikeReport() {
    }

    static AuditReport report() {
        var groups = new ArrayList<GroupReport>();
        for (int g = 0; g < GROUPS.size(); g++) {
            groups.add(new GroupReport(GROUPS.get(g), Map.of("race", GROUPS.get(g)), 1000, 100, GENUINE, IMPOSTORS,
                    0.02 * (g + 1), null, 0.2, 0.5, 0.1, 0.1, 0.1, ReportFixtures.histogram(g)));
        }
        var ops = new ArrayList<OperatingPoint>();
        for (int k = 0; k < LEVELS.length; k++) {
            var perGroup = new LinkedHashMap<String, GroupRates>();
            for (int g = 0; g < GROUPS.size(); g++) {
                double far = LEVELS[k] * FAR_FACTOR[g];
                double frr = FRR[g][k];
                perGroup.put(GROUPS.get(g), new GroupRates(far, frr, Math.round(far * IMPOSTORS), IMPOSTORS,
                        Math.round(frr * GENUINE), GENUINE, false, new Interval(far / 2, far * 2, "clopper-pearson"),
                        new Interval(frr * 0.9, Math.min(1, frr * 1.05), "clopper-pearson"), null, null));
            }
            ops.add(new OperatingPoint(LEVELS[k], Math.round(LEVELS[k] * 4 * IMPOSTORS), 0.3 + 0.08 * k, null, false,
                    LEVELS[k], 0.1 * k, 0, 4 * IMPOSTORS, 0, 4 * GENUINE, perGroup, null, "not needed here", null,
                    "not needed here", Map.of(), null));
        }
        return AuditReport.builder(AuditReport.Kind.VERIFICATION, null, List.of("race")).accept(AcceptanceRule.ABOVE)
                .differentialWeight(0.5).groups(groups).operatingPoints(ops).warnings(List.of()).methods(Map.of())
                .build();
    }
}
