package org.fairscore.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class ValueTextTest {
    @Test
    void fourSignificantDigitsPlainFromOneTenThousandth() {
        assertEquals("0.002100", ValueText.of(0.0021));
        assertEquals("0.0002771", ValueText.of(2.7712e-4)); // 10⁻⁴ ≤ v: plain, rounded to 4 digits
        assertEquals("2.771e-05", ValueText.of(2.7712e-5)); // below 10⁻⁴: scientific
        assertEquals("1.865", ValueText.of(1.86549));
        assertEquals("1.866", ValueText.of(1.86551));
        assertEquals("0.000", ValueText.of(0.0));
    }

    @Test
    void theSixteenDigitDoubleOfAGateValueIsWrittenInFour() {
        // 0.1 + 0.2 is 0.30000000000000004 as a double: String.valueOf printed all of it
        assertEquals("0.3000", ValueText.of(0.1 + 0.2));
        assertEquals("undefined", ValueText.of((Double) null));
    }

    @Test
    void aValueAndItsBoundGetTheDigitsThatTellThemApart() {
        // 0.0020004 and 0.002 agree to 4 digits (0.002000) and 5 (0.0020000); the 5th significant digit differs
        var a = ValueText.apart(0.0020004, 0.002);
        assertEquals("0.002000", ValueText.of(0.0020004));
        assertEquals(new ValueText.Apart("0.0020004", "0.0020000"), a);
        assertEquals(new ValueText.Apart("0.08000", "0.05000"), ValueText.apart(0.08, 0.05));
        // equal values (a failed '!=' gate) keep the usual 4 digits
        assertEquals(new ValueText.Apart("0.5000", "0.5000"), ValueText.apart(0.5, 0.5));
    }

    @Test
    void neighbouringDoublesAreToldApartAtSeventeenDigitsAtMost() {
        for (double v : new double[] {0.1, 1e-3, 2.0, 123456.789, 7e-9}) {
            var a = ValueText.apart(Math.nextUp(v), v);
            assertNotEquals(a.value(), a.bound(), v + " and its neighbour");
            assertEquals(Math.nextUp(v), Double.parseDouble(a.value()), 0.0);
        }
    }
}
