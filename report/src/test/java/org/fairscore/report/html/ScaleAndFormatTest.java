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
