package org.fairscore.core.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.fairscore.core.model.InvalidInputException;
import org.junit.jupiter.api.Test;

class IdentitySplitTest {

    @Test
    void fractionOfIdentitiesIsBinomialAroundTheTarget() {
        int n = 20_000;
        for (double f : new double[] {0.1, 0.3, 0.5}) {
            var split = new IdentitySplit(f, 7);
            int in = 0;
            for (int i = 0; i < n; i++) {
                in += split.isCalibration("identity-" + i) ? 1 : 0;
            }
            double sd = Math.sqrt(n * f * (1 - f));
            assertEquals(n * f, in, 5 * sd, "fraction " + f);
        }
    }

    @Test
    void splitIsAPureFunctionOfSeedAndLabel() {
        var a = new IdentitySplit(0.5, 1);
        var b = new IdentitySplit(0.5, 1);
        var other = new IdentitySplit(0.5, 2);
        int differ = 0;
        for (int i = 0; i < 1000; i++) {
            String label = "p" + i;
            assertEquals(a.isCalibration(label), b.isCalibration(label));
            differ += a.isCalibration(label) != other.isCalibration(label) ? 1 : 0;
        }
        assertNotEquals(0, differ); // another seed, another split (about half the labels move)
        assertEquals(500, differ, 100);
    }

    @Test
    void fractionOutsideTheOpenUnitIntervalIsRejected() {
        for (double f : new double[] {0, 1, -0.5, 1.5, Double.NaN}) {
            assertThrows(InvalidInputException.class, () -> new IdentitySplit(f, 1));
        }
    }
}
