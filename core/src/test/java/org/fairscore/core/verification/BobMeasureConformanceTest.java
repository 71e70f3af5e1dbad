package org.fairscore.core.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.DoublePredicate;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.audit.Evaluation;
import org.fairscore.core.audit.VerificationAudit;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.summaries.BucketResolution;
import org.fairscore.core.summaries.ScoreKey;
import org.fairscore.core.summaries.ScoreSummaries;
import org.junit.jupiter.api.Test;

/**
 * With {@code --accept at-or-above}, thresholds at a FAR level, FAR/FRR there and the midpoint EER follow
 * bob.measure's conventions: hand-made score lists (expected values worked out in the comments), then
 * the real two-pass pipeline (only planned buckets resolved) against {@link BobMeasureReference}.
 */
class BobMeasureConformanceTest {
    private static final AcceptanceRule RULE = AcceptanceRule.AT_OR_ABOVE;

    // impostors with tie groups: 0.1, 0.2 ×2, 0.3 ×3, 0.4, 0.5 ×2, 0.6 (n = 10)
    private static final float[] TIED = {0.1f, 0.2f, 0.2f, 0.3f, 0.3f, 0.3f, 0.4f, 0.5f, 0.5f, 0.6f};

    private static Threshold threshold(float[] impostors, String alpha) {
        return ThresholdFinder.find(EerTest.exact(impostors), FarLevel.parse(alpha, "far"), RULE);
    }

    @Test
    void thresholdIsTheSmallestScoreWhoseTailFitsInAlpha() {
        // α = 0.1: m = 1, #{s ≥ 0.6} = 1 → 0.6
        assertEquals(0.6f, threshold(TIED, "0.1").value());
        // α = 0.2: m = 2, #{s ≥ 0.5} = 3 > 2 (the tie group 0.5 ×2 does not fit) → 0.6, FAR 0.1
        assertEquals(0.6f, threshold(TIED, "0.2").value());
        // α = 0.3: #{s ≥ 0.5} = 3 ≤ 3 → 0.5
        assertEquals(0.5f, threshold(TIED, "0.3").value());
        // α = 0.5: #{s ≥ 0.4} = 4 ≤ 5, #{s ≥ 0.3} = 7 > 5 → 0.4
        assertEquals(0.4f, threshold(TIED, "0.5").value());
        // α = 0.9: #{s ≥ 0.2} = 9 ≤ 9 → 0.2
        assertEquals(0.2f, threshold(TIED, "0.9").value());
        for (String a : new String[] {"0.1", "0.2", "0.3", "0.5", "0.9", "0.05", "0.99"}) {
            assertEquals(BobMeasureReference.farThreshold(TIED, a), (double) threshold(TIED, a).value(), a);
        }
    }

    @Test
    void topTieGroupExceedingAlphaPutsTheThresholdJustAboveTheMaximum() {
        // three impostors tie at the top, 0.9; α = 0.2 of 10 allows 2: nothing can be accepted
        float[] imp = {0.9f, 0.9f, 0.9f, 0.1f, 0.1f, 0.2f, 0.2f, 0.3f, 0.3f, 0.4f};
        var t = threshold(imp, "0.2");
        assertTrue(t.aboveMaximum());
        assertEquals(Math.nextUp(0.9f), t.value());
        assertEquals(BobMeasureReference.farThreshold(imp, "0.2"), (double) t.value());
        float[] gen = {0.9f, 0.95f};
        var c = ErrorCounts.at(EerTest.exact(gen), EerTest.exact(imp), t.value(), RULE);
        assertEquals(0, c.falseAccepts());
        assertEquals(1, c.falseRejects()); // 0.9 < nextUp(0.9)
        double[] bob = BobMeasureReference.farFrr(imp, gen, t.value());
        assertEquals(bob[0], c.far().value());
        assertEquals(bob[1], c.frr().value());
    }

    @Test
    void alphaOneAcceptsEveryImpostorAndAlphaAboveOneIsRejected() {
        var t = threshold(TIED, "1");
        assertEquals(Math.nextDown(0.1f), t.value());
        assertFalse(t.aboveMaximum());
        assertEquals(BobMeasureReference.farThreshold(TIED, "1"), (double) t.value());
        float[] gen = {0.1f, 0.7f};
        for (var rule : AcceptanceRule.AUDITED) {
            var c = ErrorCounts.at(EerTest.exact(gen), EerTest.exact(TIED),
                    ThresholdFinder.find(EerTest.exact(TIED), FarLevel.parse("1.0", "far"), rule).value(), rule);
            assertEquals(10, c.falseAccepts(), rule.toString());
            assertEquals(0, c.falseRejects(), rule.toString());
        }
        var e = assertThrows(InvalidInputException.class, () -> FarLevel.parse("1.5", "--far"));
        assertTrue(e.getMessage().contains("--far"), e.getMessage());
    }

    @Test
    void midpointEerTakesTheCandidateMinimisingTheDifference() {
        // genuine {0.6, 0.8, 0.9}, impostor {0.1, 0.7}; candidates (accept ≥ t):
        // t = 0.1 (min): FAR 1, FRR 0, |d| = 1; 0.35: FAR 1/2, FRR 0, 1/2; 0.65: FAR 1/2, FRR 1/3, 1/6;
        // 0.75: FAR 0, FRR 1/3 — impostors used up: checked with "<", |d| = 1/3 > 1/6 → 0.65
        // EER = (1/2 + 1/3)/2 = 5/12 (the interpolated crossing of Eer is 1/3)
        float[] gen = {0.6f, 0.8f, 0.9f};
        float[] imp = {0.1f, 0.7f};
        var r = MidpointEer.compute(EerTest.exact(gen), EerTest.exact(imp));
        assertEquals(((double) 0.6f + (double) 0.7f) / 2, r.threshold());
        assertEquals(5.0 / 12, r.eer().value(), 1e-15);
        assertEquals(BobMeasureReference.eerThreshold(imp, gen), r.threshold());
        assertEquals(BobMeasureReference.eer(imp, gen), r.eer().value(), 1e-15);
    }

    @Test
    void midpointEerTieInsideTheLoopGoesToTheHigherThreshold() {
        // genuine {0.2, 0.5, 0.8, 0.9}, impostor {0.1, 0.3, 0.5, 0.95} (0.5 in both):
        // 0.1 (min): FAR 1, FRR 0; 0.15: 3/4, 0; 0.25: 3/4, 1/4; 0.4: 2/4, 1/4 (|d| 1/4);
        // 0.65: 1/4, 2/4 (|d| 1/4, both lists still have scores above 0.5: "≤") → 0.65, EER (1/4 + 2/4)/2 = 3/8
        float[] gen = {0.2f, 0.5f, 0.8f, 0.9f};
        float[] imp = {0.1f, 0.3f, 0.5f, 0.95f};
        var r = MidpointEer.compute(EerTest.exact(gen), EerTest.exact(imp));
        assertEquals(((double) 0.5f + (double) 0.8f) / 2, r.threshold());
        assertEquals(3.0 / 8, r.eer().value(), 1e-15);
        assertEquals(1, r.falseAccepts());
        assertEquals(2, r.falseRejects());
        assertEquals(BobMeasureReference.eerThreshold(imp, gen), r.threshold());
    }

    @Test
    void midpointEerTieWithTheUsedUpCandidateKeepsTheLowerThreshold() {
        // genuine {0.2, 0.6, 0.7, 0.8}, impostor {0.1, 0.3}: 0.15: FAR 1/2, FRR 0; 0.25: 1/2, 1/4 (|d| 1/4);
        // 0.45: 0, 1/4 (|d| 1/4) — the impostors are used up, bob.measure checks it after its loop with "<"
        // → stays at 0.25, EER (1/2 + 1/4)/2 = 3/8
        float[] gen = {0.2f, 0.6f, 0.7f, 0.8f};
        float[] imp = {0.1f, 0.3f};
        var r = MidpointEer.compute(EerTest.exact(gen), EerTest.exact(imp));
        assertEquals(((double) 0.2f + (double) 0.3f) / 2, r.threshold());
        assertEquals(3.0 / 8, r.eer().value(), 1e-15);
        assertEquals(BobMeasureReference.eerThreshold(imp, gen), r.threshold());
    }

    @Test
    void midpointEerAtTheSmallestScoreAndWithoutPairs() {
        // one distinct value: 0.5 (min) FAR 1, FRR 0 (|d| 1); accepting nothing: FAR 0, FRR 1 (|d| 1, "<") → 0.5
        var r = MidpointEer.compute(EerTest.exact(0.5f, 0.5f), EerTest.exact(0.5f));
        assertEquals(0.5f, r.threshold());
        assertEquals(0.5, r.eer().value());
        assertEquals(BobMeasureReference.eerThreshold(new float[] {0.5f}, new float[] {0.5f, 0.5f}), r.threshold());
        assertFalse(MidpointEer.compute(EerTest.exact(), EerTest.exact(0.1f)).eer().isDefined());
        assertFalse(MidpointEer.compute(EerTest.exact(0.1f), EerTest.exact()).eer().isDefined());
    }

    @Test
    void pipelineAgreesWithTheReferenceOnRandomTiedScores() {
        var rng = new SplittableRandom(7);
        var levels = List.of("0.5", "0.1", "0.05", "0.01", "1");
        for (int rep = 0; rep < 60; rep++) {
            int nG = 2 + rng.nextInt(40);
            int nI = 2 + rng.nextInt(400);
            int quant = rep % 3 == 0 ? 0 : 5 + rng.nextInt(40); // coarse quantisation: many ties
            float[] gen = scores(rng, nG, 0.5, 0.25, quant);
            float[] imp = scores(rng, nI, 0.0, 0.3, quant);
            var ev = pipeline(gen, imp, levels);
            for (int i = 0; i < levels.size(); i++) {
                var t = ev.thresholds().get(i);
                assertEquals(BobMeasureReference.farThreshold(imp, levels.get(i)), (double) t.value(),
                        "rep " + rep + " alpha " + levels.get(i));
                var c = ErrorCounts.at(ev.genuine().get("g"), ev.impostor().get("g"), t.value(), RULE);
                double[] bob = BobMeasureReference.farFrr(imp, gen, t.value());
                assertEquals(bob[0], c.far().value(), "rep " + rep);
                assertEquals(bob[1], c.frr().value(), "rep " + rep);
            }
            var r = MidpointEer.compute(ev.genuine().get("g"), ev.impostor().get("g"));
            assertEquals(BobMeasureReference.eerThreshold(imp, gen), r.threshold(), "rep " + rep);
            assertEquals(BobMeasureReference.eer(imp, gen), r.eer().value(), 1e-15, "rep " + rep);
        }
    }

    /** Impostor (label −1) and genuine (label 1) scores of a bob-2col test resource: {impostors, genuine}. */
    private static float[][] bob2col(String resource) throws IOException {
        var imp = new ArrayList<Float>();
        var gen = new ArrayList<Float>();
        try (var in = BobMeasureConformanceTest.class.getResourceAsStream("/bob-measure/" + resource)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String[] f = line.strip().split("\\s+");
                ("1".equals(f[0]) ? gen : imp).add((float) Double.parseDouble(f[1]));
            }
        }
        return new float[][] {toArray(imp), toArray(gen)};
    }

    private static float[] toArray(List<Float> xs) {
        float[] out = new float[xs.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = xs.get(i);
        }
        return out;
    }

    private static long count(float[] xs, DoublePredicate p) {
        long n = 0;
        for (float x : xs) {
            n += p.test(x) ? 1 : 0;
        }
        return n;
    }

    /**
     * bob.measure's test_thresholding on its non-separable Iris scores (sepal length, 4.3–7.0; setosa impostors,
     * versicolor genuine): at the EER threshold t, #{genuine ≥ t} − #{impostor &lt; t} ≤ 1; at far_threshold(α)
     * for α in {0.001, 0.1, 0.5, 0.9, 0.999, 1}, FAR ≤ α and α − FAR ≤ 0.1 (α = 0 is not a FAR level here).
     */
    @Test
    void irisNonSeparableScoresMeetBobMeasuresThresholdingTest() throws IOException {
        float[][] iris = bob2col("iris-nonsep.txt");
        float[] imp = iris[0];
        float[] gen = iris[1];
        assertEquals(50, imp.length);
        assertEquals(50, gen.length);
        var levels = List.of("0.001", "0.1", "0.5", "0.9", "0.999", "1");
        var ev = pipeline(gen, imp, levels);
        var mid = MidpointEer.compute(ev.genuine().get("g"), ev.impostor().get("g"));
        double t = mid.threshold();
        long ccp = count(gen, x -> x >= t);
        long ccn = count(imp, x -> x < t);
        assertTrue(ccp - ccn <= 1, ccp + " " + ccn);
        assertEquals(BobMeasureReference.eerThreshold(imp, gen), t);
        for (int i = 0; i < levels.size(); i++) {
            double alpha = Double.parseDouble(levels.get(i));
            float th = ev.thresholds().get(i).value();
            double far = ErrorCounts.at(ev.genuine().get("g"), ev.impostor().get("g"), th, RULE).far().value();
            assertEquals((double) count(imp, x -> x >= th) / imp.length, far, "alpha " + alpha);
            assertTrue(far <= alpha, "alpha " + alpha + ": FAR " + far);
            assertTrue(alpha - far <= 0.1, "alpha " + alpha + ": FAR " + far);
            assertEquals(BobMeasureReference.farThreshold(imp, levels.get(i)), (double) th, "alpha " + alpha);
        }
    }

    /**
     * bob.measure's test_thresholding and test_basic_ratios on its separable Iris scores (petal length; setosa
     * 1.0–1.9 impostors, virginica 4.5–6.9 genuine): the EER threshold is 3.2, the midpoint of 1.9 and 4.5 (here
     * of their float32 values), where every score is correctly classified (50 = 50); FAR, FRR = 1, 0 just below
     * the minimum, 0, 1 just above the maximum, and 0, 0 at 3.0.
     */
    @Test
    void irisSeparableScoresMeetBobMeasuresRatiosAndEerThreshold() throws IOException {
        float[][] iris = bob2col("iris-linsep.txt");
        float[] imp = iris[0];
        float[] gen = iris[1];
        var ev = pipeline(gen, imp, List.of("0.1"));
        var g = ev.genuine().get("g");
        var i = ev.impostor().get("g");
        var mid = MidpointEer.compute(g, i);
        assertEquals(((double) 1.9f + (double) 4.5f) / 2, mid.threshold());
        assertEquals(3.2, mid.threshold(), 1e-6);
        double t = mid.threshold();
        assertEquals(50, count(gen, x -> x >= t));
        assertEquals(50, count(imp, x -> x < t));
        assertEquals(0.0, mid.eer().value());
        float[][] expected = {{1.0f - 0.1f, 1, 0}, {6.9f + 0.1f, 0, 1}, {3.0f, 0, 0}}; // threshold, FAR, FRR
        for (float[] e : expected) {
            var c = ErrorCounts.at(g, i, e[0], RULE);
            assertEquals(e[1], c.far().value(), "t = " + e[0]);
            assertEquals(e[2], c.frr().value(), "t = " + e[0]);
        }
    }

    /**
     * bob.measure's test_obvious_thresholds: impostors 0 … 9, genuine 10 … 19; at far_threshold(α), α = k/20,
     * FAR = floor(10·α)/10 ≤ α (ten impostors: floor(α·10) of them may be accepted). Scores far outside [−1, 1].
     */
    @Test
    void obviousThresholdsOnScoresZeroToNineteen() {
        float[] imp = new float[10];
        float[] gen = new float[10];
        for (int k = 0; k < 10; k++) {
            imp[k] = k;
            gen[k] = 10 + k;
        }
        var levels = new ArrayList<String>();
        for (int k = 1; k <= 20; k++) {
            levels.add(new BigDecimal(k).divide(BigDecimal.valueOf(20)).toPlainString());
        }
        var ev = pipeline(gen, imp, levels);
        for (int k = 1; k <= 20; k++) {
            double alpha = k / 20.0;
            float th = ev.thresholds().get(k - 1).value();
            var c = ErrorCounts.at(ev.genuine().get("g"), ev.impostor().get("g"), th, RULE);
            assertEquals(Math.floor(alpha * 10) / 10, c.far().value(), "alpha " + alpha);
            assertTrue(c.far().value() <= alpha);
            assertEquals(0.0, c.frr().value(), "alpha " + alpha); // every genuine score is above every impostor
        }
    }

    private static float[] scores(SplittableRandom rng, int n, double mean, double sd, int quant) {
        float[] out = new float[n];
        for (int i = 0; i < n; i++) {
            double x = Math.max(-1, Math.min(1, mean + sd * rng.nextGaussian()));
            out[i] = (float) (quant > 0 ? Math.rint(x * quant) / quant : x) + 0.0f; // no -0.0: it equals 0.0 as a score
        }
        return out;
    }

    /** Pass 1, plan, pass 2 on the planned buckets only, evaluate: one group "g". */
    private static Evaluation pipeline(float[] gen, float[] imp, List<String> levelTexts) {
        var levels = new ArrayList<FarLevel>();
        levelTexts.forEach(a -> levels.add(FarLevel.parse(a, "far")));
        var s = new AuditSettings(levels, RULE, 0.5, false);
        var pass1 = ScoreSummaries.empty();
        for (float x : gen) {
            pass1.add("g", PairKind.GENUINE, x);
        }
        for (float x : imp) {
            pass1.add("g", PairKind.IMPOSTOR, x);
        }
        var plan = VerificationAudit.plan(pass1, List.of("g"), s);
        boolean[] mask = plan.mask("g");
        var res = BucketResolution.empty();
        for (float x : gen) {
            if (mask[ScoreKey.bucketOf(x)]) {
                res.addKey("g", PairKind.GENUINE, ScoreKey.of(x));
            }
        }
        for (float x : imp) {
            if (mask[ScoreKey.bucketOf(x)]) {
                res.addKey("g", PairKind.IMPOSTOR, ScoreKey.of(x));
            }
        }
        return VerificationAudit.evaluate(pass1, res, plan, List.of("g"), s);
    }
}
