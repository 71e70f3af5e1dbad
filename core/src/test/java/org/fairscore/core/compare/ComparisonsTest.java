package org.fairscore.core.compare;

import static org.fairscore.core.compare.AuditFixture.audit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.fairscore.core.protocol.ProtocolReport;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.SamplingReport;
import org.fairscore.core.verification.AcceptanceRule;
import org.junit.jupiter.api.Test;

/**
 * Comparisons of hand-built audits: the comparison holds each audit's own per-group rates, the deltas are the
 * hand-computed differences, and every way two audits can differ is stated.
 */
class ComparisonsTest {
    private static final double EXACT = 1e-15;

    /** Groups A (30 impostor, 10 genuine pairs) and B (20, 10). */
    private static AuditFixture twoGroups() {
        return audit().group("A", 12, 4, 10, 30).group("B", 10, 4, 10, 20);
    }

    /** FAR A 3/30, B 1/20; FRR A 2/10, B 5/10 at α = 0.1; at 0.01: 0/30, 0/20, 4/10, 7/10. */
    private static AuditReport first() {
        return twoGroups().errors(0.1, 0.25, "A", 3, 2).errors(0.1, 0.25, "B", 1, 5)
                .errors(0.01, 0.4, "A", 0, 4).errors(0.01, 0.4, "B", 0, 7).build();
    }

    /** FAR A 6/30, B 0/20; FRR A 1/10, B 3/10 at 0.1; at 0.01: 1/30, 0/20, 2/10, 3/10. */
    private static AuditReport second() {
        return twoGroups().errors(0.1, 0.31, "A", 6, 1).errors(0.1, 0.31, "B", 0, 3)
                .errors(0.01, 0.5, "A", 1, 2).errors(0.01, 0.5, "B", 0, 3).build();
    }

    private static ComparisonReport compare(AuditReport... reports) {
        var audits = new ArrayList<ComparedAudit>();
        for (int i = 0; i < reports.length; i++) {
            audits.add(new ComparedAudit("m" + (i + 1), "/out" + (i + 1) + "/report.json", reports[i]));
        }
        return Comparisons.of(audits);
    }

    @Test
    void holdsEachAuditsRatesAndTheHandComputedDeltas() {
        var c = compare(first(), second());
        assertTrue(c.comparability().comparable(), c.comparability().reasons().toString());
        assertEquals(List.of(0.1, 0.01), c.operatingPoints().stream().map(ComparedLevel::farTarget).toList());
        var at01 = c.operatingPoints().get(0);
        assertEquals(0.25, at01.models().get(0).threshold());
        assertEquals(0.31, at01.models().get(1).threshold());
        var a = at01.groups().get(0);
        assertEquals("A", a.group());
        assertEquals(List.of("m1", "m2"), a.models().stream().map(ModelRates::model).toList());
        assertEquals(3.0 / 30, a.models().get(0).rates().far(), EXACT);
        assertEquals(6.0 / 30, a.models().get(1).rates().far(), EXACT);
        assertEquals(3, a.models().get(0).rates().falseAccepts());
        // deltas m2 − m1, by hand: A FAR 0.2 − 0.1, FRR 0.1 − 0.2; B FAR 0 − 0.05, FRR 0.3 − 0.5
        assertEquals(0.1, a.deltas().get(0).far(), EXACT);
        assertEquals(-0.1, a.deltas().get(0).frr(), EXACT);
        var b = at01.groups().get(1);
        assertEquals(-0.05, b.deltas().get(0).far(), EXACT);
        assertEquals(-0.2, b.deltas().get(0).frr(), EXACT);
        // at 0.01: A FAR 1/30 − 0, FRR 0.2 − 0.4
        var a001 = c.operatingPoints().get(1).groups().get(0);
        assertEquals(1.0 / 30, a001.deltas().get(0).far(), EXACT);
        assertEquals(-0.2, a001.deltas().get(0).frr(), EXACT);
        // the audits' intervals and differentials are carried unchanged
        assertEquals(0.05, a.models().get(0).rates().farInterval().lower(), EXACT);
        var bfar = at01.differentials().get(0);
        assertEquals("bfar", bfar.name());
        assertEquals(2.5, bfar.models().get(1).differential().interval().upper());
        assertEquals("a group has FAR 0", at01.differentials().get(1).models().get(0).differential().undefinedReason());
        assertEquals(List.of("A", "B"), c.groups().stream().map(ComparedGroup::group).toList());
    }

    @Test
    void deltasAreAgainstTheFirstModel() {
        var third = twoGroups().errors(0.1, 0.2, "A", 9, 0).errors(0.1, 0.2, "B", 2, 1)
                .errors(0.01, 0.45, "A", 0, 1).errors(0.01, 0.45, "B", 0, 1).build();
        var a = compare(first(), second(), third).operatingPoints().get(0).groups().get(0);
        assertEquals(List.of("m2", "m3"), a.deltas().stream().map(RateDelta::model).toList());
        assertEquals(9.0 / 30 - 3.0 / 30, a.deltas().get(1).far(), EXACT); // 0.3 − 0.1, not 0.3 − 0.2
        assertEquals(0.2, a.deltas().get(1).far(), EXACT);
        assertEquals(-0.2, a.deltas().get(1).frr(), EXACT);
    }

    @Test
    void mismatchedGroupsKeepOnlyTheSharedOnesAndSaySo() {
        var other = audit().group("A", 12, 4, 10, 30).group("C", 5, 2, 4, 6).errors(0.1, 0.3, "A", 6, 1)
                .errors(0.1, 0.3, "C", 1, 1).errors(0.01, 0.5, "A", 0, 1).errors(0.01, 0.5, "C", 0, 1).build();
        var c = compare(first(), other);
        assertFalse(c.comparability().comparable());
        var reasons = c.comparability().reasons();
        assertTrue(reasons.contains("'m2' lacks the group 'B' that another audit has"), reasons.toString());
        assertTrue(reasons.contains("'m1' lacks the group 'C' that another audit has"), reasons.toString());
        assertEquals(List.of("A"), c.operatingPoints().get(0).groups().stream().map(GroupAtLevel::group).toList());
        assertEquals(List.of("A"), c.groups().stream().map(ComparedGroup::group).toList());
        assertTrue(c.comparability().shown().startsWith("the 1 group and 2 FAR levels every audit has"),
                c.comparability().shown());
        // the corpora differ in size too (22 samples against 17)
        assertTrue(reasons.stream().anyMatch(r -> r.startsWith("the corpora differ in size")), reasons.toString());
        // the shared group is still compared exactly
        assertEquals(0.1, c.operatingPoints().get(0).groups().get(0).deltas().get(0).far(), EXACT);
    }

    @Test
    void mismatchedLevelsKeepOnlyTheSharedOnes() {
        var other = twoGroups().errors(0.1, 0.31, "A", 6, 1).errors(0.1, 0.31, "B", 0, 3)
                .errors(0.001, 0.7, "A", 0, 8).errors(0.001, 0.7, "B", 0, 9).build();
        var c = compare(first(), other);
        assertEquals(List.of(0.1), c.operatingPoints().stream().map(ComparedLevel::farTarget).toList());
        var reasons = c.comparability().reasons();
        assertTrue(reasons.contains("'m2' lacks the FAR level 0.01000 that another audit has"), reasons.toString());
        assertTrue(reasons.contains("'m1' lacks the FAR level 0.001000 that another audit has"), reasons.toString());
        assertEquals(2, reasons.size(), reasons.toString());
    }

    @Test
    void noSharedLevelShowsNoRates() {
        var other = twoGroups().errors(0.05, 0.31, "A", 1, 1).errors(0.05, 0.31, "B", 1, 3).build();
        var c = compare(first(), other);
        assertTrue(c.operatingPoints().isEmpty());
        assertEquals("no rates: the audits share no FAR level", c.comparability().shown());
    }

    @Test
    void ruleWeightSamplingProtocolAndCountsAreEachAReason() {
        var rule = twoGroups().accept(AcceptanceRule.AT_OR_ABOVE).errors(0.1, 0.3, "A", 1, 1).errors(0.1, 0.3, "B", 1, 1)
                .errors(0.01, 0.5, "A", 0, 1).errors(0.01, 0.5, "B", 0, 1).build();
        assertEquals(List.of("the acceptance rules differ ('m1': above; 'm2': at-or-above): a threshold accepts other "
                + "comparisons under each"), compare(first(), rule).comparability().reasons());

        var weight = twoGroups().weight(0.25).errors(0.1, 0.3, "A", 1, 1).errors(0.1, 0.3, "B", 1, 1)
                .errors(0.01, 0.5, "A", 0, 1).errors(0.01, 0.5, "B", 0, 1).build();
        assertEquals(List.of("the differential weights differ ('m1': 0.5000; 'm2': 0.2500): FDR, IR and GARBE weigh FAR "
                + "and FRR differently"), compare(first(), weight).comparability().reasons());

        var sampled = second().toBuilder().sampling(new SamplingReport(0.5, 1, 50, "sampled")).build();
        assertEquals(List.of("the impostor sampling differs ('m1': every impostor pair; 'm2': impostor pairs sampled at "
                + "rate 0.5000): FARs are estimates from different pairs"), compare(first(), sampled).comparability()
                .reasons());

        var pairList = second().toBuilder().protocol(new ProtocolReport("pair-list",
                "pairs.csv", null, null, 0L, null, null, null, null, null, null, null)).build();
        assertEquals(List.of("the protocols differ ('m1': all-pairs; 'm2': pair-list): the pairs compared are not the "
                + "same"), compare(first(), pairList).comparability().reasons());

        var counts = audit().group("A", 12, 5, 9, 31).group("B", 10, 4, 10, 20).errors(0.1, 0.3, "A", 1, 1)
                .errors(0.1, 0.3, "B", 1, 1).errors(0.01, 0.5, "A", 0, 1).errors(0.01, 0.5, "B", 0, 1).build();
        assertEquals(List.of("the corpora differ in samples, identities or pairs of group 'A' ('m1': 12 samples, 4 "
                + "identities, 10 genuine and 30 impostor pairs; 'm2': 12 samples, 5 identities, 9 genuine and 31 "
                + "impostor pairs): the audits did not see the same data"), compare(first(), counts).comparability()
                .reasons());
    }

    @Test
    void aDeltaOfAnUndefinedRateIsUndefinedWithTheReason() {
        // group C has one sample per identity: no genuine pairs, FRR undefined in both models
        var one = audit().group("C", 4, 4, 0, 6).errors(0.1, 0.2, "C", 1, 0).build();
        var two = audit().group("C", 4, 4, 0, 6).errors(0.1, 0.3, "C", 2, 0).build();
        var d = compare(one, two).operatingPoints().get(0).groups().get(0).deltas().get(0);
        assertEquals(1.0 / 6, d.far(), EXACT);
        assertNull(d.frr());
        assertEquals("the FRR is undefined for 'm1' and 'm2' (no genuine pairs in the group)", d.frrUndefinedReason());
    }

    @Test
    void jsonKeepsTheModelOrderAndNamesItsKind() throws Exception {
        var audits = List.of(new ComparedAudit("zeta", "z", first()), new ComparedAudit("alpha", "a", second()));
        var json = new ObjectMapper().readTree(ComparisonJson.write(Comparisons.of(audits)));
        assertEquals(1, json.get("schemaVersion").asInt());
        assertEquals("comparison", json.get("kind").asText());
        assertEquals("zeta", json.get("models").get(0).get("name").asText());
        var group = json.get("operatingPoints").get(0).get("groups").get(0);
        assertEquals("alpha", group.get("models").get(1).get("model").asText());
        assertEquals(0.2, group.get("models").get(1).get("rates").get("far").asDouble(), EXACT);
        assertEquals(0.1, group.get("deltas").get(0).get("far").asDouble(), EXACT);
        assertTrue(json.get("comparability").get("comparable").asBoolean());
    }

    @Test
    void refusesFewerThanTwoAuditsDuplicateNamesAndNonVerificationReports() {
        assertThrows(IllegalArgumentException.class, () -> Comparisons.of(List.of(new ComparedAudit("a", "a", first()))));
        assertThrows(IllegalArgumentException.class, () -> Comparisons.of(List.of(new ComparedAudit("a", "a", first()),
                new ComparedAudit("a", "b", second()))));
        var geometryOnly = AuditReport.builder(AuditReport.Kind.OTHER, null, List.of("race")).groups(List.of())
                .operatingPoints(List.of()).warnings(List.of()).methods(Map.of()).build();
        assertThrows(IllegalArgumentException.class, () -> new ComparedAudit("g", "g", geometryOnly));
    }
}
