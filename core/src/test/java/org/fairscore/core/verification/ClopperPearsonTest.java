package org.fairscore.core.verification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ClopperPearsonTest {

    @Test
    void zeroErrorsGiveTheRuleOfThreeLikeUpperBound() {
        // k = 0: lower 0, upper solves (1−p)^n = α/2 → p = 1 − 0.025^(1/n)
        double[] ci = ClopperPearson.interval(0, 100, 0.95);
        assertEquals(0.0, ci[0]);
        assertEquals(1 - Math.pow(0.025, 1.0 / 100), ci[1], 1e-12);
    }

    @Test
    void allErrorsGiveUpperBoundOne() {
        // k = n: upper 1, lower solves p^n = α/2 → p = 0.025^(1/n)
        double[] ci = ClopperPearson.interval(20, 20, 0.95);
        assertEquals(1.0, ci[1]);
        assertEquals(Math.pow(0.025, 1.0 / 20), ci[0], 1e-12);
    }

    @Test
    void oneOfOneTrialAndOneOfTwo() {
        // n = 2, k = 1: lower solves 1 − (1−p)² = 0.025 → p = 1 − sqrt(0.975); upper by symmetry
        double[] ci = ClopperPearson.interval(1, 2, 0.95);
        assertEquals(1 - Math.sqrt(0.975), ci[0], 1e-12);
        assertEquals(Math.sqrt(0.975), ci[1], 1e-12);
    }

    @Test
    void rejectsImpossibleCounts() {
        assertThrows(IllegalArgumentException.class, () -> ClopperPearson.interval(3, 2, 0.95));
        assertThrows(IllegalArgumentException.class, () -> ClopperPearson.interval(0, 0, 0.95));
    }
}
