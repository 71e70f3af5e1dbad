package org.fairscore.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fairscore.core.verification.OperatingPoint;
import org.junit.jupiter.api.Test;

/** The cross-group matrix: each value in its row's and column's cell, a dash where there are no pairs. */
class CrossGroupSectionTest {
    @Test
    void anAsymmetricMatrixKeepsRowsAndColumnsApart() {
        // rows D, A, B, C in report order; D→A 0.01, A→D 0.02, diagonal D 0.1; C has no row
        Map<String, Map<String, Double>> far = new LinkedHashMap<>();
        far.put("A", new LinkedHashMap<>(Map.of("D", 0.02, "A", 0.2)));
        far.put("D", new LinkedHashMap<>(Map.of("A", 0.01, "D", 0.1)));
        var base = OperatingPointsSectionTest.op(0.1, OperatingPointsSectionTest.tiedRates(null, null), Map.of());
        var op = new OperatingPoint(base.farTarget(), base.allowedFalseAccepts(), base.threshold(), null, false,
                base.globalFar(), base.globalFrr(), base.globalFalseAccepts(), base.globalImpostorPairs(),
                base.globalFalseRejects(), base.globalGenuinePairs(), base.perGroup(), null, null, null, null, Map.of(), far);
        Map<String, Map<String, Long>> pairs = Map.of("A", Map.of("D", 30L), "D", Map.of("A", 30L, "D", 45L));
        var report = OperatingPointsSectionTest.report(List.of(op)).toBuilder().crossGroupImpostorPairs(pairs).build();
        var tables = MarkdownTables.parse(MarkdownReport.render(report)).stream()
                .filter(t -> t.headerText().get(0).equals("row \\ column")).toList();
        assertEquals(2, tables.size(), "the FAR at the one level, then the pairs");
        var m = tables.get(0);
        assertEquals(List.of("row \\ column", "D", "A"), m.headerText());
        assertEquals(List.of("D", "0.1000", "0.01000"), m.row("D"));
        assertEquals(List.of("A", "0.02000", "0.2000"), m.row("A"));
        assertEquals(List.of("A", "30", "—"), tables.get(1).row("A"));
        assertEquals(List.of("D", "45", "30"), tables.get(1).row("D"));
    }
}
