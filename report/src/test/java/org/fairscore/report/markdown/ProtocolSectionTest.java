package org.fairscore.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.protocol.EqualMetric;
import org.fairscore.core.protocol.EqualMetricRow;
import org.fairscore.core.protocol.EqualMetrics;
import org.fairscore.core.protocol.GroupThreshold;
import org.fairscore.core.protocol.MidpointEerReport;
import org.fairscore.core.protocol.ProtocolReport;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.Interval;
import org.junit.jupiter.api.Test;

/** The protocol component's tables: equal metrics with and without a prevalence, aggregation bias, midpoint EER. */
class ProtocolSectionTest {
    private static final EqualMetric ACC = new EqualMetric(0.75, null, new Interval(0.5, 0.9, "clopper-pearson"));
    private static final EqualMetric NONE = new EqualMetric(null, "no genuine pairs", null);

    private static AuditReport withProtocol(Double prevalence) {
        var row = new EqualMetricRow(ACC, ACC, ACC, NONE, ACC, NONE, ACC, prevalence == null ? null : ACC,
                prevalence == null ? null : NONE, prevalence == null ? null : ACC);
        var levels = new TreeMap<String, Map<String, EqualMetricRow>>(Map.of("1e-2", Map.of("A", row), "1e-1",
                Map.of("A", row, "D", row)));
        var bias = Map.of("1e-1", Map.of("A", new GroupThreshold(0.4, false, null, 0.08, 0.02, 0.1, 0.01, 0.02, -0.01),
                "D", new GroupThreshold(null, null, "no impostor pairs", null, null, 0.2, 0.03, null, null)));
        var midpoint = Map.of("A", new MidpointEerReport(0.06, null, 0.305, 0.07, 0.05, 7, 5),
                "D", new MidpointEerReport(null, "no genuine | pairs", null, null, null, 0, 0));
        var p = new ProtocolReport("pair-list", "/lists/pairs.csv", null, null, 12L, midpoint, null, null, null, bias,
                new EqualMetrics(prevalence, "the protocol's mix", levels), null);
        var r = OperatingPointsSectionTest.report(List.of());
        return r.withProtocol(p, r.methods(), r.warnings());
    }

    private static MarkdownTables.Table table(String md, String... header) {
        return MarkdownTables.parse(md).stream().filter(t -> t.headerText().subList(0, header.length)
                .equals(List.of(header))).findFirst().orElseThrow(() -> new AssertionError(md));
    }

    @Test
    void equalMetricsHaveNineColumnsAndThreeMoreWithAPrevalence() {
        var without = table(MarkdownReport.render(withProtocol(null)), "FAR level", "group", "accuracy");
        assertEquals(List.of("FAR level", "group", "accuracy", "FPR", "FNR", "PPV", "NPV", "mean genuine", "mean impostor"),
                without.headerText());
        // levels sorted as report.json stores them, groups in report order (D before A)
        assertEquals(List.of("1e-1", "1e-1", "1e-2"), without.column(0));
        assertEquals(List.of("D", "A", "A"), without.column(1));
        assertEquals(List.of("1e-1", "D", "0.7500 [0.5000, 0.9000]", "0.7500 [0.5000, 0.9000]", "0.7500 [0.5000, 0.9000]",
                "undefined: no genuine pairs", "0.7500 [0.5000, 0.9000]", "undefined: no genuine pairs",
                "0.7500 [0.5000, 0.9000]"), without.rows().stream().map(r -> r.stream().map(MarkdownTables::text).toList())
                .toList().get(0));
        var with = table(MarkdownReport.render(withProtocol(0.25)), "FAR level", "group", "accuracy");
        assertEquals(List.of("accuracy @ 0.25", "PPV @ 0.25", "NPV @ 0.25"), with.headerText().subList(9, 12));
        assertEquals(List.of("0.7500 [0.5000, 0.9000]", "undefined: no genuine pairs", "0.7500 [0.5000, 0.9000]"),
                with.row("1e-2").subList(9, 12));
    }

    @Test
    void anUndefinedOwnThresholdOrEerSaysWhyInItsFirstCell() {
        String md = MarkdownReport.render(withProtocol(null));
        var bias = MarkdownTables.parse(md).stream().filter(t -> t.headerText().contains("own threshold")).findFirst()
                .orElseThrow();
        assertEquals(List.of("1e-1", "D", "undefined: no impostor pairs", "—", "—", "0.2000", "0.03000", "—", "—"),
                bias.rows().get(0).stream().map(MarkdownTables::text).toList());
        assertEquals(List.of("1e-1", "A", "0.4000", "0.08000", "0.02000", "0.1000", "0.01000", "0.02000", "-0.01000"),
                bias.rows().get(1).stream().map(MarkdownTables::text).toList());
        var eer = table(md, "group", "EER");
        assertEquals(List.of("D", "undefined: no genuine | pairs", "—", "—", "—", "—", "—"), eer.row("D"));
        assertEquals(List.of("A", "0.06000", "0.3050", "0.07000", "0.05000", "7", "5"), eer.row("A"));
    }
}
