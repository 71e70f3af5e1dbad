package org.fairscore.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.junit.jupiter.api.Test;

/** The operating points' tables on hand-built rates: extremes with ties, interval columns, differential order. */
class OperatingPointsSectionTest {
    private static final List<String> GROUPS = List.of("D", "A", "B", "C"); // report order, not sorted

    static GroupRates rates(Double far, long fa, long imp, Double frr, long fr, long gen, Interval cp, Interval boot) {
        return new GroupRates(far, frr, fa, imp, fr, gen, false, cp, cp, boot, boot);
    }

    static AuditReport report(List<OperatingPoint> ops) {
        var manifest = new CorpusManifest(1, 4, List.of(), "id", "label", List.of("g"), 40, 0, Map.of(),
                GROUPS.stream().map(g -> new CorpusManifest.GroupStats(g, 10, 2, 1, 44)).toList());
        var groups = GROUPS.stream().map(g -> new GroupReport(g, Map.of("g", g), 10, 2, 1, 44, 0.1, null, 0.3, 0.5, 0.1,
                0.1, 0.1, null)).toList();
        return AuditReport.builder(AuditReport.Kind.VERIFICATION, manifest, List.of("g")).accept(AcceptanceRule.ABOVE)
                .differentialWeight(0.5).groups(groups).operatingPoints(ops).warnings(List.of()).methods(Map.of()).build();
    }

    static OperatingPoint op(double alpha, Map<String, GroupRates> perGroup, Map<String, Differential> differentials) {
        return new OperatingPoint(alpha, 1, 0.5, null, false, 0.2, 0.03, 4, 20, 3, 100, perGroup, null, null, null, null,
                differentials, null);
    }

    /** FAR: A 1/10, B 3/10, C 3/10, D no impostor pairs; FRR: A 2/100, B 5/100, C 1/100, D 5/100. */
    static Map<String, GroupRates> tiedRates(Interval cp, Interval boot) {
        var m = new LinkedHashMap<String, GroupRates>();
        m.put("C", rates(0.3, 3, 10, 0.01, 1, 100, cp, boot)); // map order is neither report nor sorted order
        m.put("A", rates(0.1, 1, 10, 0.02, 2, 100, cp, null));
        m.put("D", rates(null, 0, 0, 0.05, 5, 100, null, null));
        m.put("B", rates(0.3, 3, 10, 0.05, 5, 100, null, null));
        return m;
    }

    @Test
    void extremesListEveryTiedGroupInReportOrderAndSkipUndefinedRates() {
        var md = MarkdownReport.render(report(List.of(op(0.1, tiedRates(null, null), Map.of()))));
        var summary = MarkdownTables.parse(md).stream().filter(t -> t.headerText().get(0).equals("FAR level"))
                .findFirst().orElseThrow();
        assertEquals(List.of("0.1000", "0.5000", "0.2000 (4/20)", "0.03000 (3/100)", "0.3000 (B, C)", "0.05000 (D, B)",
                "0.1000 (A)", "0.01000 (C)"), summary.row("0.1000"));
    }

    @Test
    void ratesFollowTheReportsGroupOrderWithCountsAndOnlyTheIntervalColumnsThatExist() {
        var cp = new Interval(0.01, 0.2, "clopper-pearson");
        var md = MarkdownReport.render(report(List.of(op(0.1, tiedRates(cp, null), Map.of()))));
        var rates = MarkdownTables.parse(md).stream().filter(t -> t.headerText().get(0).equals("group")
                && t.headerText().get(1).equals("FAR")).findFirst().orElseThrow();
        assertEquals(List.of("group", "FAR", "false accepts", "FAR 95% CI (Clopper–Pearson)", "FRR", "false rejects",
                "FRR 95% CI (Clopper–Pearson)"), rates.headerText());
        assertEquals(GROUPS, rates.column(0));
        assertEquals(List.of("D", "—", "0/0", "—", "0.05000", "5/100", "—"), rates.row("D"));
        assertEquals(List.of("C", "0.3000", "3/10", "[0.01000, 0.2000]", "0.01000", "1/100", "[0.01000, 0.2000]"),
                rates.row("C"));
        // no table has a bootstrap column (the headline may say that the bootstrap did not run)
        assertFalse(MarkdownTables.parse(md).stream().flatMap(t -> t.headerText().stream())
                .anyMatch(h -> h.contains("identity bootstrap")), md);
    }

    @Test
    void bootstrapIntervalsGetTheirOwnColumns() {
        var cp = new Interval(0.01, 0.2, "clopper-pearson");
        var boot = new Interval(0.05, 0.6, "identity-bootstrap");
        var md = MarkdownReport.render(report(List.of(op(0.1, tiedRates(cp, boot), Map.of()))));
        var rates = MarkdownTables.parse(md).stream().filter(t -> t.headerText().get(0).equals("group")
                && t.headerText().get(1).equals("FAR")).findFirst().orElseThrow();
        assertEquals(9, rates.headerText().size());
        assertEquals("FAR 95% CI (identity bootstrap)", rates.headerText().get(4));
        assertEquals(List.of("[0.01000, 0.2000]", "[0.05000, 0.6000]"), rates.row("C").subList(3, 5));
        assertEquals(List.of("[0.01000, 0.2000]", "—"), rates.row("A").subList(3, 5));
    }

    @Test
    void differentialsInReportHtmlsOrderThenSortedWithReasons() {
        var d = new LinkedHashMap<String, Differential>();
        d.put("zeta", new Differential(2.0, null));
        d.put("garbe", new Differential(0.25, null));
        d.put("alpha", new Differential(null, "no | pairs"));
        d.put("bfar", new Differential(1.5, null));
        var md = MarkdownReport.render(report(List.of(op(0.1, tiedRates(null, null), d))));
        var table = MarkdownTables.parse(md).stream().filter(t -> t.headerText().get(0).equals("differential"))
                .findFirst().orElseThrow();
        assertEquals(List.of("bfar", "garbe", "alpha", "zeta"), table.column(0));
        assertEquals(List.of("1.500", "0.2500", "undefined: no | pairs", "2.000"), table.column(1));
        assertTrue(md.contains("## FAR 0.1000: threshold 0.5000"), md);
    }
}
