package org.fairscore.core.verification;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.fairscore.core.model.InvalidInputException;

/**
 * A target false-accept rate α in (0, 1], kept as the decimal the user wrote. α = 1 is allowed as
 * bob.measure's far_threshold allows it (every impostor may be accepted); α &gt; 1 and α ≤ 0 are rejected
 * (bob.measure rejects α &gt; 1 too; α = 0 is the same as any α below 1/n). The number of false
 * accepts it allows among n impostor pairs is m = ⌊α·n⌋, computed in exact decimal arithmetic: with
 * doubles, 1e-3 · 3000 or (1 − α)·n can land a hair below an integer and floor one too low.
 *
 * <p>The smallest level accepted is {@link #SMALLEST} = 1e-18: resolving α takes ⌈1/α⌉ impostor pairs, and pair counts
 * are 64-bit (at most 9.2·10¹⁸ pairs, 4.3·10⁹ samples), so a smaller α could never be resolved by any corpus and its
 * pair count would not even be representable.
 */
public record FarLevel(BigDecimal alpha) implements Comparable<FarLevel> {

    /** The smallest FAR level accepted (see the class comment). */
    public static final BigDecimal SMALLEST = new BigDecimal("1e-18");

    public FarLevel {
        if (alpha.signum() <= 0 || alpha.compareTo(BigDecimal.ONE) > 0) {
            throw new InvalidInputException("FAR level must be in (0, 1]: " + alpha); // not toPlainString: 1e999999999
        }
        if (alpha.compareTo(SMALLEST) < 0) {
            throw new InvalidInputException("FAR level " + alpha.stripTrailingZeros() + " is below the smallest "
                    + "accepted, " + SMALLEST.stripTrailingZeros() + " (resolving it would take more pairs than a 64-bit "
                    + "count holds)");
        }
    }

    public static FarLevel parse(String text, String key) {
        try {
            return new FarLevel(new BigDecimal(text.trim()));
        } catch (NumberFormatException e) {
            throw new InvalidInputException(key + ": not a number: '" + text + "'");
        } catch (InvalidInputException e) {
            throw new InvalidInputException(key + ": " + e.getMessage());
        }
    }

    /** m = ⌊α·n⌋. */
    public long allowedFalseAccepts(long n) {
        return alpha.multiply(BigDecimal.valueOf(n)).setScale(0, RoundingMode.FLOOR).longValueExact();
    }

    /** Below the resolution of n pairs: not even one false accept is allowed. */
    public boolean belowResolution(long n) {
        return allowedFalseAccepts(n) < 1;
    }

    /** Fewest pairs at which one false accept is allowed: ⌈1/α⌉. */
    public long pairsForOneError() {
        return BigDecimal.ONE.divide(alpha, 0, RoundingMode.CEILING).longValueExact();
    }

    public double value() {
        return alpha.doubleValue();
    }

    /** The level as written, without trailing zeros, e.g. {@code 1E-6} or {@code 0.001} → "0.001". */
    public String label() {
        return alpha.stripTrailingZeros().toString();
    }

    @Override
    public int compareTo(FarLevel o) {
        return alpha.compareTo(o.alpha);
    }
}
