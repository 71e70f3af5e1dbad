package org.fairscore.core.gates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.GateResult;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.OperatingPoint;
import org.junit.jupiter.api.Test;

/**
 * Gates against a hand-made report. Groups A and B have both kinds of pairs; group Solo has a single
 * identity (no impostor pairs: FAR undefined; EER undefined). At FAR 0.01: FAR_A = 8/1000,
 * FAR_B = 12/1000, FRR_A = 2/100, FRR_B = 4/100, FRR_Solo = 1/10; BFAR defined, farMaxMinRatio undefined.
 * FAR 1e-6 has no threshold.
 */
class GateEvaluationTest {

    static AuditReport report() {
        var groups = List.of(
                group("A", 0.03, null),
                group("B", 0.05, null),
                group("Solo", null, "no impostor pairs: the group has one identity"));
        var at1 = new LinkedHashMap<String, GroupRates>();
        at1.put("A", new GroupRates(0.008, 0.02, 8, 1000, 2, 100, false, null, null, null, null));
        at1.put("B", new GroupRates(0.012, 0.04, 12, 1000, 4, 100, false, null, null, null, null));
        at1.put("Solo", new GroupRates(null, 0.1, 0, 0, 1, 10, false, null, null, null, null));
        var diffs = new LinkedHashMap<String, Differential>();
        diffs.put("bfar", new Differential(1.2247, null));
        diffs.put("farMaxMinRatio", new Differential(null, "group Solo has no impostor pairs"));
        diffs.put("frrMaxMinDifference", new Differential(0.08, null));
        var op1 = new OperatingPoint(0.01, 20, 0.4, null, false, 0.01, 0.035, 20, 2000, 7, 210, at1,
                1.2247, null, null, "x", diffs, null);
        var at6 = new LinkedHashMap<String, GroupRates>();
        at6.put("A", new GroupRates(null, null, 0, 1000, 0, 100, true, null, null, null, null));
        at6.put("B", new GroupRates(null, null, 0, 1000, 0, 100, true, null, null, null, null));
        at6.put("Solo", new GroupRates(null, null, 0, 0, 0, 10, false, null, null, null, null));
        var op6 = new OperatingPoint(1e-6, 0, null, "at-or-above: the top tie group alone exceeds the level", false,
                null, null, 0, 2000, 0, 210, at6, null, "no threshold", null, "no threshold", Map.of(), null);
        var manifest = new CorpusManifest(1, 4, List.of(), "sample_id", "label", List.of("race"), 0, 0, Map.of(),
                List.of());
        return AuditReport.builder(AuditReport.Kind.VERIFICATION, manifest, List.of("race")).accept(AcceptanceRule.ABOVE)
                .differentialWeight(0.5).groups(groups).operatingPoints(List.of(op1, op6)).warnings(List.of())
                .methods(Map.of()).build();
    }

    private static GroupReport group(String name, Double eer, String eerReason) {
        return new GroupReport(name, Map.of("group", name), 10, 2, 100, 1000, eer, eerReason, null, null, null, null, null, null);
    }

    private static GateResult eval(String gate) {
        return GateEvaluation.evaluate(report(), Gate.parse(gate));
    }

    @Test
    void differentialWithinBoundPasses() {
        var r = eval("bfar@1e-2 <= 2.0");
        assertEquals(new GateResult("bfar@1e-2 <= 2.0", 1.2247, true, null), r);
    }

    @Test
    void differentialBeyondBoundFailsWithTheValue() {
        var r = eval("frrMaxMinDifference@0.01 < 0.05");
        assertFalse(r.passed());
        assertEquals(0.08, r.value());
        assertTrue(r.reason().contains("0.08000 is not < 0.05000"), r.reason());
    }

    @Test
    void undefinedDifferentialFailsAndSaysWhy() {
        var r = eval("farMaxMinRatio@1e-2 <= 100");
        assertFalse(r.passed());
        assertNull(r.value());
        assertEquals("undefined: group Solo has no impostor pairs", r.reason());
    }

    @Test
    void everyGroupReportsTheWorstGroupAndNamesEachFailure() {
        var passing = eval("frr@1e-2 <= 0.2 for every group");
        assertTrue(passing.passed());
        assertEquals(0.1, passing.value()); // Solo's FRR is the largest
        var failing = eval("frr@1e-2 <= 0.03 for every group");
        assertFalse(failing.passed());
        assertEquals(0.1, failing.value());
        assertTrue(failing.reason().contains("group 'B' value 0.04000 is not <= 0.03000"), failing.reason());
        assertTrue(failing.reason().contains("group 'Solo' value 0.1000"), failing.reason());
        assertFalse(failing.reason().contains("'A'"), failing.reason());
        // a lower bound: the worst group is the smallest
        assertEquals(0.02, eval("frr@1e-2 >= 0.0 for every group").value());
    }

    @Test
    void everyGroupFailsWhenOneGroupIsUndefined() {
        var r = eval("far@1e-2 <= 0.5 for every group");
        assertFalse(r.passed());
        assertEquals(0.012, r.value());
        assertEquals("group 'Solo' undefined: no impostor pairs", r.reason());
        var eer = eval("eer <= 0.5 for every group");
        assertFalse(eer.passed());
        assertTrue(eer.reason().contains("one identity"), eer.reason());
    }

    @Test
    void oneGroup() {
        assertEquals(new GateResult("far@1e-2 <= 0.01 for group A", 0.008, true, null),
                eval("far@1e-2 <= 0.01 for group A"));
        var b = eval("far@1e-2 <= 0.01 for group B");
        assertFalse(b.passed());
        assertEquals(0.012, b.value());
        var solo = eval("far@1e-2 <= 0.01 for group Solo");
        assertEquals("undefined: group 'Solo': no impostor pairs", solo.reason());
    }

    @Test
    void noThresholdFailsEveryRateAtThatLevel() {
        var r = eval("globalFrr@1e-6 <= 1");
        assertFalse(r.passed());
        assertTrue(r.reason().startsWith("undefined: no threshold at FAR 0.000001: at-or-above"), r.reason());
        assertFalse(eval("frr@1e-6 <= 1 for group A").passed());
        assertFalse(eval("bfar@1e-6 <= 100").passed());
        assertEquals(0.035, eval("globalFrr@1e-2 <= 0.05").value());
    }

    @Test
    void unknownGroupOrLevelIsAConfigurationError() {
        var g = assertThrows(InvalidInputException.class, () -> eval("far@1e-2 <= 0.01 for group Z"));
        assertTrue(g.getMessage().contains("no group 'Z' in this audit; groups: A, B, Solo"), g.getMessage());
        var l = assertThrows(InvalidInputException.class, () -> eval("bfar@1e-3 <= 2"));
        assertTrue(l.getMessage().contains("FAR level 0.001 was not computed"), l.getMessage());
        assertTrue(l.getMessage().contains("computed: 0.01, 0.000001"), l.getMessage());
    }

    @Test
    void gatesAppearInTheReportInOrder() {
        var gates = Gate.parseAll(List.of("bfar@1e-2 <= 2.0", "frr@1e-2 <= 0.03 for every group"));
        var withGates = GateEvaluation.apply(report(), gates);
        assertEquals(List.of(true, false), withGates.gates().stream().map(GateResult::passed).toList());
        String json = ReportJson.write(withGates);
        assertTrue(json.contains("\"gate\" : \"bfar@1e-2 <= 2.0\""), json);
        assertEquals(json, ReportJson.write(GateEvaluation.apply(report(), gates)));
    }

    @Test
    void pointerGatesReadTheReportAsSerialisedAndAgreeWithTheShortForms() {
        // the same numbers by two routes: the metric short form and a pointer into report.json
        var results = GateEvaluation.evaluate(report(), Gate.parseAll(List.of(
                "frr@1e-2 <= 0.03 for every group",
                "/operatingPoints/0/perGroup/*/frr <= 0.03 for every group",
                "/operatingPoints/0/differentials/bfar/value <= 2",
                "/operatingPoints/0/differentials/farMaxMinRatio/value <= 2",
                "/operatingPoints/0/perGroup/Solo/impostorPairs == 0",
                "/groups/*/eer <= 0.04 for group A")));
        assertEquals(results.get(0).value(), results.get(1).value()); // FRR_Solo = 1/10, the worst
        assertEquals(0.1, results.get(1).value());
        assertFalse(results.get(1).passed());
        assertEquals(new GateResult("/operatingPoints/0/differentials/bfar/value <= 2", 1.2247, true, null),
                results.get(2));
        assertEquals("undefined: group Solo has no impostor pairs", results.get(3).reason());
        assertTrue(results.get(4).passed(), results.get(4).toString());
        assertEquals(0.03, results.get(5).value());
    }

    @Test
    void pointerGatesCannotReadTheGatesThemselves() {
        var r = GateEvaluation.evaluate(report().withGates(List.of(new GateResult("x", 1.0, true, null))),
                Gate.parseAll(List.of("/gates/0/value == 1"))).get(0);
        assertTrue(r.hasError(), r.toString());
    }

    @Test
    void anUncheckableGateRoundTripsThroughReportJson() {
        var gates = List.of(GateResult.uncheckable("/x < 1", "pointer /x resolves to nothing"),
                new GateResult("bfar@1e-2 <= 2.0", 1.2247, true, null));
        var json = ReportJson.write(report().withGates(gates));
        assertTrue(json.contains("\"error\" : \"pointer /x resolves to nothing\""), json);
        assertEquals(gates, ReportJson.read(json).gates());
    }
}
