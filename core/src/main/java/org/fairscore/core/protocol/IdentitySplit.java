package org.fairscore.core.protocol;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import org.fairscore.core.model.InvalidInputException;

/**
 * Seeded split of identities (never samples) into a calibration and a test part, as a verification audit that
 * sets its threshold on data sharing no identity with the test data. An identity is in the calibration part
 * iff u(seed, label) &lt; fraction, with u uniform in [0, 1) from a 64-bit mix (SplitMix64's finaliser) of the
 * seed and the label's bytes: a pure function of the label, so every task and every rerun agrees, and no
 * list of identities is gathered anywhere. The realised fraction is binomial around the requested one.
 */
public final class IdentitySplit implements Serializable {
    private static final long serialVersionUID = 1L;
    private final double fraction;
    private final long seed;

    public IdentitySplit(double fraction, long seed) {
        if (!(fraction > 0 && fraction < 1)) {
            throw new InvalidInputException("--calibrate-on: a fraction must be in (0, 1), got " + fraction);
        }
        this.fraction = fraction;
        this.seed = seed;
    }

    public double fraction() {
        return fraction;
    }

    public long seed() {
        return seed;
    }

    public boolean isCalibration(String label) {
        return uniform(seed, label) < fraction;
    }

    static double uniform(long seed, String label) {
        long h = mix(seed ^ 0x9E3779B97F4A7C15L);
        for (byte b : label.getBytes(StandardCharsets.UTF_8)) {
            h = mix(h ^ (b & 0xFF));
        }
        return (mix(h) >>> 11) * 0x1.0p-53;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
