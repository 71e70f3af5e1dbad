package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RateAxisTest {
    @Test
    void lowerEndIsTheDecadeStrictlyBelowAValueOnADecade() {
        assertEquals(1e-7, RateAxis.lower(1e-6), 1e-21);
        assertEquals(1e-7, RateAxis.lower(1.2e-6), 1e-21); // under a tenth of a decade above 10⁻⁶: no headroom
        assertEquals(1e-6, RateAxis.lower(1.3e-6), 1e-20);
        assertEquals(1e-3, RateAxis.lower(0.004), 1e-18);
        assertThrows(IllegalArgumentException.class, () -> RateAxis.lower(0));
    }

    @Test
    void upperEndMirrorsTheLowerAboveOneHalf() {
        assertEquals(0.5, RateAxis.upper(0.3), 0);
        assertEquals(0.5, RateAxis.upper(0.45), 0);
        assertEquals(0.9, RateAxis.upper(0.7), 1e-12);  // 1 − 0.3 → 0.1
        assertEquals(0.99, RateAxis.upper(0.95), 1e-12); // 1 − 0.05 → 0.01
        assertEquals(0.999, RateAxis.upper(0.995), 1e-12);
        assertEquals(0.999, RateAxis.upper(0.99), 1e-12); // 0.01 lies on a decade: the next one
        assertThrows(IllegalArgumentException.class, () -> RateAxis.upper(1));
    }

    @Test
    void probitTicksAboveOneHalfAreLabelledWithTheirDigits() {
        var s = new Scale.Probit(1e-4, 0.999);
        var ticks = s.ticks();
        assertTrue(ticks.contains(0.8) && ticks.contains(0.999) && Math.abs(ticks.get(ticks.size() - 1) - 0.999) < 1e-12,
                ticks.toString());
        assertTrue(ticks.stream().anyMatch(t -> Math.abs(t - 0.99) < 1e-12), ticks.toString());
        assertEquals("0.999", s.label(ticks.get(ticks.size() - 1)));
        assertEquals("0.99", s.label(1 - 1e-2));
        assertEquals("10⁻⁴", s.label(1e-4));
        // an axis ending a hair below 1 gets its ticks, and ends
        var near = new Scale.Probit(1e-4, 1 - 1e-14).ticks();
        assertEquals(1 - 1e-14, near.get(near.size() - 1), 1e-16);
        // an axis ending at one half has no tick above it
        assertTrue(new Scale.Probit(1e-4, 0.5).ticks().stream().allMatch(t -> t <= 0.5));
    }
}
