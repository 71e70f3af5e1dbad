package org.fairscore.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.fairscore.core.association.AssociationReport;
import org.fairscore.core.association.WeatResult;
import org.fairscore.core.mitigation.MitigationReport;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.IdentitiesAcrossGroups;
import org.fairscore.core.report.HeadlineStatement.Topic;
import org.junit.jupiter.api.Test;

/**
 * The headline from hand-built reports: every expected sentence is written out here, its ratios worked out by hand
 * from the counts in the comments.
 */
class HeadlineTest {

    /** A 10000 impostor / 400 genuine pairs, B 20000 / 300, C 5000 / 200. */
    private static HeadlineFixtures threeGroups() {
        return new HeadlineFixtures().group("A", 400, 10000).group("B", 300, 20000).group("C", 200, 5000);
    }

    private static List<String> sentences(AuditReport r, Topic topic) {
        return Headline.of(r).statements().stream().filter(s -> s.topic() == topic).map(HeadlineStatement::plain).toList();
    }

    @Test
    void worstAgainstBestWithIntervalsAndTiesNamed() {
        // FAR: A 5/10000 = 5e-4, B 60/20000 = 3e-3, C 1/5000 = 2e-4 -> B / C = 3e-3 / 2e-4 = 15
        // FRR: A 8/400 = 0.02, B 3/300 = 0.01, C 4/200 = 0.02 -> A and C tie at the top, / B = 2
        var r = threeGroups().level(1e-3, 0.4, new long[][] {{5, 8}, {60, 3}, {1, 4}}, new double[] {9.5, 24.1},
                new double[] {1.2, 3.3}, true).build();
        assertEquals(List.of("At FAR 1e-3 (threshold 0.4000): impostor pairs of B (FAR 0.003000) are falsely accepted "
                + "15.00× as often as those of C (FAR 0.0002000), 95% interval [9.500×, 24.10×]; genuine pairs of A and C "
                + "(FRR 0.02000) are falsely rejected 2.000× as often as those of B (FRR 0.01000), 95% interval "
                + "[1.200×, 3.300×]."), sentences(r, Topic.LEVEL));
        assertTrue(sentences(r, Topic.INTERVALS).isEmpty(), "the bootstrap ran");
    }

    @Test
    void zeroErrorBestGroupGivesCountsNotAnInfiniteRatio() {
        // FAR: A 5/10000, B 60/20000 = 3e-3, C 0/5000 -> no ratio; FRR: A 8/400 = 0.02, B 0/300, C 0/200
        var r = threeGroups().level(1e-3, 0.4, new long[][] {{5, 8}, {60, 0}, {0, 0}}, null, null, true).build();
        String s = sentences(r, Topic.LEVEL).get(0);
        assertEquals("At FAR 1e-3 (threshold 0.4000): impostor pairs of B (FAR 0.003000) are falsely accepted, those of "
                + "C (0 false accepts in 5000 pairs) never; genuine pairs of A (FRR 0.02000) are falsely rejected, those "
                + "of B and C (0 false rejects in 300 and 200 pairs) never.", s);
        assertFalse(s.contains("Infinity") || s.contains("NaN") || s.contains("undefined"), s);
    }

    @Test
    void equalRatesAndNoErrorsAreSaidSo() {
        // FAR: A 10/10000 = 1e-3, B 20/20000 = 1e-3, C 5/5000 = 1e-3 (one rate); FRR: no false reject at all
        var r = threeGroups().level(1e-3, 0.4, new long[][] {{10, 0}, {20, 0}, {5, 0}}, null, null, true).build();
        assertEquals(List.of("At FAR 1e-3 (threshold 0.4000): impostor pairs of every group are falsely accepted at one "
                + "rate, FAR 0.001000; no genuine pair of any group is falsely rejected."), sentences(r, Topic.LEVEL));
    }

    @Test
    void oneGroupHasNoRatio() {
        var r = new HeadlineFixtures().group("only", 400, 10000)
                .level(1e-3, 0.4, new long[][] {{7, 12}}, null, null, false).build();
        assertEquals(List.of("At FAR 1e-3 (threshold 0.4000): only only has impostor pairs, FAR 0.0007000 (7 false "
                + "accepts in 10000 pairs); only only has genuine pairs, FRR 0.03000 (12 false rejects in 400 pairs)."),
                sentences(r, Topic.LEVEL));
    }

    @Test
    void withoutBootstrapNoIntervalIsClaimedAndTheHeadlineSaysWhy() {
        // FAR: A 5e-4 / C 2e-4 -> B 3e-3 / 2e-4 = 15; FRR 2 as above
        var r = threeGroups().level(1e-3, 0.4, new long[][] {{5, 8}, {60, 3}, {1, 4}}, null, null, false).build();
        String s = sentences(r, Topic.LEVEL).get(0);
        assertTrue(s.contains("15.00× as often as those of C (FAR 0.0002000);"), s);
        assertFalse(s.contains("interval"), s);
        assertEquals(List.of("No intervals: the identity bootstrap did not run (--bootstrap 0, or no identities to "
                + "resample)."), sentences(r, Topic.INTERVALS));
    }

    @Test
    void bootstrapWithoutAnIntervalPointsToTheReason() {
        var r = threeGroups().level(1e-3, 0.4, new long[][] {{5, 8}, {60, 3}, {1, 4}}, null, new double[] {1.5, 2.5},
                true).build();
        String s = sentences(r, Topic.LEVEL).get(0);
        assertTrue(s.contains("(FAR 0.0002000), no interval (the differentials table says why);"), s);
        assertTrue(s.endsWith("95% interval [1.500×, 2.500×]."), s);
    }

    @Test
    void manyTiedGroupsAreCut() {
        var f = new HeadlineFixtures();
        for (String g : List.of("A", "B", "C", "D", "E", "F")) {
            f.group(g, 100, 1000);
        }
        // FAR: A..E 2/1000, F 1/1000 -> 2; FRR: A 1/100, B..F 3/100 -> 3
        var r = f.level(1e-2, 0.3, new long[][] {{2, 1}, {2, 3}, {2, 3}, {2, 3}, {2, 3}, {1, 3}}, null, null, false)
                .build();
        String s = sentences(r, Topic.LEVEL).get(0);
        assertTrue(s.contains("impostor pairs of A, B, C and 2 more groups (FAR 0.002000) are falsely accepted 2.000× as "
                + "often as those of F (FAR 0.001000)"), s);
        assertTrue(s.contains("genuine pairs of B, C, D and 2 more groups (FRR 0.03000) are falsely rejected 3.000× as "
                + "often as those of A (FRR 0.01000)"), s);
    }

    @Test
    void keyLevelsAreTheStandardOnesWhenThereAreMany() {
        var f = threeGroups();
        long[][] e = {{5, 8}, {60, 3}, {1, 4}};
        for (double a : new double[] {1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6}) {
            f.level(a, 0.4, e, null, null, false);
        }
        var levels = sentences(f.build(), Topic.LEVEL).stream().map(s -> s.substring(0, s.indexOf(' ', 7))).toList();
        assertEquals(List.of("At FAR 1e-3", "At FAR 1e-4", "At FAR 1e-5"), levels);
        var g = threeGroups();
        for (double a : new double[] {0.2, 0.05, 0.02, 0.005}) {
            g.level(a, 0.4, e, null, null, false);
        }
        // none standard: the three strictest, in the report's order
        assertEquals(List.of("At FAR 0.05000", "At FAR 0.02000", "At FAR 0.005000"),
                sentences(g.build(), Topic.LEVEL).stream().map(s -> s.substring(0, s.indexOf(' ', 7))).toList());
        var h = threeGroups().level(0.2, 0.1, e, null, null, false).level(0.05, 0.2, e, null, null, false);
        assertEquals(2, sentences(h.build(), Topic.LEVEL).size(), "up to three levels: all");
    }

    @Test
    void undefinedThresholdIsSaidNotComputed() {
        var r = threeGroups().level(1e-3, null, new long[][] {{0, 0}, {0, 0}, {0, 0}}, null, null, false).build();
        assertEquals(List.of("At FAR 1e-3: no global threshold could be set (the reason is beside the operating point)."),
                sentences(r, Topic.LEVEL));
    }

    @Test
    void gateVerdicts() {
        var pass = List.of(new GateResult("bfar@1e-3 <= 2", 1.5, true, null), new GateResult("bfrr@1e-3 <= 2", 1.2, true,
                null));
        assertEquals(List.of("All 2 gates passed."), sentences(threeGroups().gates(pass).build(), Topic.GATES));
        var one = List.of(new GateResult("bfar@1e-3 <= 2", 1.5, true, null));
        assertEquals(List.of("The one gate, bfar@1e-3 <= 2, passed."), sentences(threeGroups().gates(one).build(),
                Topic.GATES));
        var mixed = List.of(new GateResult("bfar@1e-3 <= 2", 2.5, false, "value 2.500 is not <= 2.000"),
                new GateResult("bfrr@1e-3 <= 2", 1.2, true, null), new GateResult("/x <= 1", null, false, null),
                GateResult.uncheckable("/y/z <= 1", "no such member"));
        assertEquals(List.of("3 of 4 gates failed: bfar@1e-3 <= 2 (value 2.500); /x <= 1 (value undefined); /y/z <= 1 "
                + "(cannot be checked)."), sentences(threeGroups().gates(mixed).build(), Topic.GATES));
        assertTrue(sentences(threeGroups().build(), Topic.GATES).isEmpty(), "no gates, no verdict");
    }

    @Test
    void caveatsFromTheReportsFields() {
        // 1e-4: A has 10000 impostor pairs (floor(1e-4 * 10000) = 1: resolved), C 5000 (0: below), B 20000 (2)
        var f = new HeadlineFixtures().group("A", 400, 10000).group("B", 0, 20000).group("C", 200, 5000)
                .level(1e-4, 0.6, new long[][] {{1, 8}, {2, 0}, {0, 4}}, null, null, false);
        var base = f.build();
        var manifest = base.input().withIdentitiesAcrossGroups(IdentitiesAcrossGroups.of(3, List.of("p", "q", "r"),
                Map.of("A", Map.of("C", 4L), "B", Map.of("C", 2L))));
        var r = base.toBuilder().input(manifest).sampling(new SamplingReport(0.25, 7, 140000, "sampled")).build();
        assertEquals(List.of("Impostor pairs were sampled at rate 0.2500: thresholds and FARs are estimates.",
                "3 identities have samples in more than one group; their 6 cross-group genuine pairs are in no group's "
                        + "pairs and were not scored.",
                "B has no genuine pairs (every identity has one sample): no FRR.",
                "At FAR 1e-4, C has too few impostor pairs to resolve the level (fewer than 10000): a FAR there rests on "
                        + "no allowed false accept."), sentences(r, Topic.CAVEAT));
        var rejected = new CorpusManifest(1, 8, List.of(), "id", "label", List.of("race"), 300, 12,
                Map.of("NAN", 12L), base.input().groups());
        assertEquals("12 input rows were rejected and not audited.",
                sentences(base.toBuilder().input(rejected).build(), Topic.CAVEAT).get(0));
    }

    @Test
    void thresholdAllowingNoFalseAcceptIsACaveat() {
        // 35000 pooled impostor pairs at 1e-5: floor(0.35) = 0 allowed
        var r = threeGroups().level(1e-5, 0.9, new long[][] {{0, 300}, {0, 200}, {0, 150}}, null, null, false).build();
        assertTrue(sentences(r, Topic.CAVEAT).contains("At FAR 1e-5, all 35000 pooled impostor pairs allow no false "
                + "accept: the threshold admits none at all."), sentences(r, Topic.CAVEAT).toString());
    }

    @Test
    void mitigationSaysTheRatesAreAfterTheModule() {
        var audit = threeGroups().level(1e-3, 0.4, new long[][] {{5, 8}, {60, 3}, {1, 4}}, null, null, false);
        var r = audit.builder().kind(AuditReport.Kind.MITIGATION)
                .mitigation(new MitigationReport(null, null, List.of(), null, null)).build();
        var statements = Headline.of(r).statements();
        assertEquals(Topic.CONTEXT, statements.get(0).topic());
        assertEquals("These are the rates after the Fairness Module; the mitigation section compares them with those "
                + "before it.", statements.get(0).plain());
        assertEquals(Topic.LEVEL, statements.get(1).topic());
        assertFalse(Headline.of(audit.build()).plain().contains("Fairness Module"));
    }

    @Test
    void reportWithoutAnAuditHasOnlyItsGates() {
        var manifest = new CorpusManifest(1, 8, List.of(), "id", "label", List.of("race"), 10, 0, Map.of(), List.of());
        var other = AuditReport.builder(AuditReport.Kind.OTHER, manifest, List.of("race")).warnings(List.of("w"))
                .methods(Map.of());
        assertTrue(Headline.of(other.build()).isEmpty());
        var gated = other.gates(List.of(new GateResult("/input/samples >= 5", 10.0, true, null))).build();
        assertEquals("The one gate, /input/samples >= 5, passed.\n", Headline.of(gated).plain());
    }

    @Test
    void associationReportGivesEachTestsEffectSizeAndPValue() {
        var manifest = new CorpusManifest(1, 8, List.of(), "id", "label", List.of("gender"), 10, 0, Map.of(), List.of());
        var sizes = new WeatResult.Sizes(2, 2, 1, 1);
        var tests = new ArrayList<WeatResult>();
        tests.add(new WeatResult("career|<b>", 1.5, 1.2345, null, 0.0125, "greater", 6, true, 1, 1, "word", sizes,
                List.of()));
        tests.add(new WeatResult("control", 0.0, null, "all scores equal", 1.0, "two-sided", 10000, false, 1, 1, "word",
                sizes, List.of()));
        for (int i = 0; i < 4; i++) {
            tests.add(new WeatResult("t" + i, 0.1, 0.5, null, 0.5, "less", 100, false, 1, 1, "word", sizes, List.of()));
        }
        var r = AuditReport.builder(AuditReport.Kind.ASSOCIATION, manifest, List.of("gender")).warnings(List.of())
                .methods(Map.of()).association(new AssociationReport("corpus", tests, List.of())).build();
        var family = sentences(r, Topic.FAMILY);
        assertEquals(List.of("Association test career|<b>: effect size 1.235, permutation p-value 0.01250 (alternative "
                        + "greater, 6 partitions: exact).",
                "Association test control: effect size undefined (the table says why), permutation p-value 1.000 "
                        + "(alternative two-sided, 10000 random partitions).",
                "Association test t0: effect size 0.5000, permutation p-value 0.5000 (alternative less, 100 random "
                        + "partitions).",
                "Association test t1: effect size 0.5000, permutation p-value 0.5000 (alternative less, 100 random "
                        + "partitions).",
                "And 2 more tests in the table."), family);
        assertEquals(Headline.of(r), Headline.of(ReportJson.read(ReportJson.write(r))));
    }

    @Test
    void reportJsonGivesTheSameHeadline() {
        var r = threeGroups().level(1e-3, 0.4, new long[][] {{5, 8}, {60, 3}, {1, 4}}, new double[] {9.5, 24.1},
                new double[] {1.2, 3.3}, true).level(1e-4, 0.5, new long[][] {{0, 9}, {3, 6}, {0, 5}}, null, null, true)
                .gates(List.of(new GateResult("bfar@1e-3 <= 2", 2.5, false, "too high"))).build();
        var read = ReportJson.read(ReportJson.write(r));
        assertEquals(Headline.of(r), Headline.of(read));
        assertEquals(Headline.of(r).plain(), Headline.of(read).plain());
    }
}
