package org.fairscore.core.association;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Pairs (2,1)−(0,1) = (2,0) and (1,2)−(1,0) = (0,2): g = (1,1), ‖g‖ = √2; both distances 2 (sd 0), both
 * angles 45°. Terms (1,0), (−1,−1), (1,−1) have cos with g = 1/√2, −1, 0; BOLD = (½ − 1 + 0) / (1/√2 + 1).
 */
class GenderDirectionTest {
    private static final double EPS = 1e-12;

    private static NamedVector v(String n, double... x) {
        return new NamedVector(n, x);
    }

    @Test
    void directionStabilityAndPolarityByHand() {
        var r = GenderDirection.run("gender", List.of(v("she", 2, 1), v("her", 1, 2)),
                List.of(v("he", 0, 1), v("him", 1, 0)), List.of(v("w1", 1, 0), v("w2", -1, -1), v("w3", 1, -1)), 1);
        assertEquals(Math.sqrt(2), r.directionNorm(), EPS);
        assertEquals(2.0, r.pairDistance().mean(), EPS);
        assertEquals(0.0, r.pairDistance().sd(), EPS);
        assertEquals(45.0, r.pairAngle().mean(), 1e-9);
        assertEquals(45.0, r.pairs().get(1).angleDegrees(), 1e-9);
        assertEquals(1 / Math.sqrt(2), r.polarity().get(0).cosine(), EPS);
        assertEquals(-1.0, r.polarity().get(1).cosine(), EPS);
        assertEquals(0.0, r.polarity().get(2).cosine(), EPS);
        assertEquals((1 / Math.sqrt(2) - 1) / 3, r.polaritySummary().mean(), EPS);
        assertEquals(-1.0, r.polaritySummary().min(), EPS);
        assertEquals((0.5 - 1) / (1 / Math.sqrt(2) + 1), r.boldWeightedAverage(), EPS);
    }

    @Test
    void unequalAnglesHaveASpread() {
        // differences (1,0) and (0,3): g = (0.5, 1.5); angles acos(0.5/‖g‖) and acos(1.5/‖g‖)
        var r = GenderDirection.run("g", List.of(v("a", 1, 0), v("b", 0, 3)), List.of(v("c", 0, 0), v("d", 0, 0)),
                List.of(v("t", 0, 1)), 0);
        double n = Math.hypot(0.5, 1.5);
        double a1 = Math.toDegrees(Math.acos(0.5 / n));
        double a2 = Math.toDegrees(Math.acos(1.5 / n));
        assertEquals((a1 + a2) / 2, r.pairAngle().mean(), 1e-9);
        assertEquals(Math.abs(a1 - a2) / 2, r.pairAngle().sd(), 1e-9); // ddof 0 of two values
        assertEquals(1.0, r.pairDistance().min(), EPS);
        assertEquals(3.0, r.pairDistance().max(), EPS);
    }

    @Test
    void singlePairHasNoSampleSdAndZeroPolarityHasNoBoldAverage() {
        var r = GenderDirection.run("g", List.of(v("a", 1, 0)), List.of(v("b", 0, 0)), List.of(v("t", 0, 1)), 1);
        assertNull(r.pairDistance().sd());
        assertNull(r.boldWeightedAverage());
        assertEquals("every term's polarity is 0: Σ|b| = 0", r.boldWeightedAverageUndefinedReason());
    }

    @Test
    void cancellingPairsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> GenderDirection.run("g",
                List.of(v("a", 1, 0), v("b", 0, 0)), List.of(v("c", 0, 0), v("d", 1, 0)), List.of(v("t", 0, 1)), 1));
    }
}
