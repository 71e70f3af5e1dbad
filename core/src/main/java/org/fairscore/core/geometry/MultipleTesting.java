package org.fairscore.core.geometry;

import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * Step-wise multiple-testing corrections of a family of m p-values, returned as adjusted p-values (reject
 * hypothesis i at level α iff its adjusted p-value ≤ α), in the order given.
 *
 * <ul>
 *   <li><b>Holm</b> (Holm 1979, "A simple sequentially rejective multiple test procedure"): step-down,
 *   controls the family-wise error rate under any dependence. With p₍₁₎ ≤ … ≤ p₍ₘ₎,
 *   p̃₍ᵢ₎ = min(1, max_{j ≤ i} (m − j + 1)·p₍ⱼ₎) — the running maximum makes the adjusted values monotone.</li>
 *   <li><b>Benjamini–Hochberg</b> (Benjamini &amp; Hochberg 1995, "Controlling the false discovery rate"):
 *   step-up, controls the false discovery rate for independent or positively dependent tests.
 *   p̃₍ᵢ₎ = min(1, min_{j ≥ i} m·p₍ⱼ₎ / j) — the running minimum from the largest p-value down makes them
 *   monotone.</li>
 * </ul>
 * Tied p-values get equal adjusted values under both (the running max/min absorbs the rank difference), so
 * the order in which ties are sorted does not matter. These are the definitions of R's {@code p.adjust}
 * methods "holm" and "BH".
 */
public final class MultipleTesting {
    private MultipleTesting() {
    }

    /** Holm's step-down adjusted p-values of {@code p} (each in [0, 1]). */
    public static double[] holm(double[] p) {
        int m = p.length;
        int[] order = ascending(p);
        double[] out = new double[m];
        double running = 0;
        for (int i = 0; i < m; i++) {
            running = Math.max(running, Math.min(1.0, (m - i) * p[order[i]]));
            out[order[i]] = running;
        }
        return out;
    }

    /** Benjamini–Hochberg step-up adjusted p-values of {@code p} (each in [0, 1]). */
    public static double[] benjaminiHochberg(double[] p) {
        int m = p.length;
        int[] order = ascending(p);
        double[] out = new double[m];
        double running = 1.0;
        for (int i = m - 1; i >= 0; i--) {
            running = Math.min(running, (double) m / (i + 1) * p[order[i]]);
            out[order[i]] = running;
        }
        return out;
    }

    private static int[] ascending(double[] p) {
        for (int i = 0; i < p.length; i++) {
            if (!(p[i] >= 0 && p[i] <= 1)) {
                throw new IllegalArgumentException("p-value " + i + " is not in [0, 1]: " + p[i]);
            }
        }
        return IntStream.range(0, p.length).boxed().sorted(Comparator.comparingDouble(i -> p[i]))
                .mapToInt(Integer::intValue).toArray();
    }
}
