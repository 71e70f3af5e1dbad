package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScaleAndFormatTest {
    @Test
    void ratesKeepThreeSignificantDigits() {
        assertEquals("0.0484", Fmt.rate(0.048396803922668936));
        assertEquals("0.211", Fmt.rate(0.21131632922964688));
        assertEquals("2.83", Fmt.rate(2.8324213316286295));
        assertEquals("2.77×10⁻⁴", Fmt.rate(2.767e-4));
        assertEquals("10⁻⁴", Fmt.rate(1.0e-4));
        assertEquals("0", Fmt.rate(0.0));
        assertEquals("—", Fmt.rate(null));
        assertEquals("—", Fmt.rate(Double.NaN));
    }

    @Test
    void levelsArePowersOfTen() {
        assertEquals("10⁻³", Fmt.level(1e-3));
        assertEquals("10⁻¹²", Fmt.level(1e-12));
        assertEquals("0.1", Fmt.level(0.1));
        assertEquals("0.002", Fmt.level(2e-3));
        assertEquals("8,036,977", Fmt.count(8_036_977));
        assertEquals("-0.0123", Fmt.score(-0.01234));
        assertEquals("0", Fmt.px(-0.04));
        assertEquals("12.5", Fmt.px(12.46));
    }

    /** The fast coordinate format writes what String.format's %.1f writes, halves, signs and clamps included. */
    @Test
    void coordinatesAreFormattedAsPercentPointOneF() {
        var rnd = new java.util.Random(11);
        var values = new java.util.ArrayList<Double>(List.of(0.0, -0.0, 0.05, -0.05, 0.15, -0.15, 0.25, 0.35, 2.675,
                1.05, -1.05, 12.46, -0.04, 0.04999999, 99999.95, 1e5, 1e6, -1e6, 1e-300, -1e-300, Double.NaN,
                Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, 0.1 + 0.2));
        for (int i = 0; i < 200_000; i++) {
            values.add((rnd.nextDouble() - 0.5) * 4000);
            double half = (rnd.nextInt(40_000) - 20_000) / 10.0 + 0.05; // on a half, as closely as a double can be
            values.add(half);
            values.add(Math.nextUp(half));
            values.add(Math.nextDown(half));
            values.add(Math.round(rnd.nextGaussian() * 1000) / 10.0); // whole tenths
        }
        for (double v : values) {
            assertEquals(Fmt.pxFormatted(Math.max(-1e5, Math.min(1e5, v))), Fmt.px(v), "px(" + v + ")");
        }
        assertEquals("-0.5", Fmt.px(-0.5));
        assertEquals("100000", Fmt.px(3e7));
    }

    @Test
    void linearTicksAreRoundSteps() {
        assertEquals(List.of(0.0, 0.05, 0.1, 0.15, 0.2), new Scale.Linear(0, 0.23).ticks());
        assertEquals(List.of(0.0, 0.1, 0.2), new Scale.Linear(0, 0.23, 3).ticks());
        assertEquals(0.5, new Scale.Linear(-1, 1).unit(0), 1e-15);
        assertThrows(IllegalArgumentException.class, () -> new Scale.Linear(1, 1));
    }

    @Test
    void logTicksAreDecades() {
        var s = new Scale.Log10(1e-4, 1);
        assertEquals(5, s.ticks().size());
        assertEquals(0.5, s.unit(1e-2), 1e-12);
        assertEquals(Double.NEGATIVE_INFINITY, s.unit(0));
        assertEquals(List.of(0.1, 0.2, 0.5, 1.0), new Scale.Log10(0.1, 1).ticks().stream()
                .map(v -> Math.round(v * 10) / 10.0).toList());
    }

    @Test
    void probitIsTheNormalQuantile() {
        assertEquals(0, Scale.Probit.deviate(0.5), 1e-12);
        assertEquals(1.959963984540054, Scale.Probit.deviate(0.975), 1e-9);
        var s = new Scale.Probit(1e-4, 0.5);
        assertEquals(0, s.unit(1e-4), 1e-12);
        assertEquals(1, s.unit(0.5), 1e-12);
        assertEquals(Double.NEGATIVE_INFINITY, s.unit(0));
        assertEquals(List.of(1e-4, 1e-3, 1e-2, 0.02, 0.05, 0.1, 0.2, 0.4), s.ticks());
        assertThrows(IllegalArgumentException.class, () -> new Scale.Probit(0, 0.5));
    }

    @Test
    void heatMapColourIsCentredOnTheFarLevel() {
        assertEquals(0, CrossGroupSection.position(1e-3, 1e-3), 1e-12);
        assertEquals(-1, CrossGroupSection.position(0, 1e-3));
        assertEquals(1, CrossGroupSection.position(1, 1e-3));
        assertEquals(-0.5, CrossGroupSection.position(1e-4, 1e-3), 1e-12);
        assertEquals("#ffffff", CrossGroupSection.colour(0));
        assertEquals("#2166ac", CrossGroupSection.colour(-1));
        assertEquals("#b2182b", CrossGroupSection.colour(1));
    }
}
