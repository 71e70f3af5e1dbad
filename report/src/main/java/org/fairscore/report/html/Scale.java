package org.fairscore.report.html;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.distribution.NormalDistribution;

/**
 * A plot axis: maps a value to [0, 1] across [lo, hi] (outside for values beyond the range; not finite
 * for values the scale cannot show, such as 0 on a log or normal-deviate axis) and chooses its ticks.
 */
sealed interface Scale {
    double lo();

    double hi();

    /** Position of v, 0 at lo and 1 at hi. */
    double unit(double v);

    List<Double> ticks();

    default String label(double tick) {
        return Fmt.level(tick);
    }

    /** Linear, with ticks at 1, 2 or 5 × 10ᵏ steps, about {@code tickCount} of them. */
    record Linear(double lo, double hi, int tickCount) implements Scale {
        public Linear {
            if (!(hi > lo) || tickCount < 1) {
                throw new IllegalArgumentException("need lo < hi and tickCount >= 1: " + lo + ", " + hi + ", " + tickCount);
            }
        }

        public Linear(double lo, double hi) {
            this(lo, hi, 5);
        }

        @Override
        public double unit(double v) {
            return (v - lo) / (hi - lo);
        }

        @Override
        public List<Double> ticks() {
            double raw = (hi - lo) / tickCount;
            int e = (int) Math.floor(Math.log10(raw));
            double r = raw / Math.pow(10, e);
            int m = r < 1.5 ? 1 : r < 3.5 ? 2 : r < 7.5 ? 5 : 10;
            double step = m * Math.pow(10, e);
            var out = new ArrayList<Double>();
            for (long k = (long) Math.ceil(lo / step - 1e-9); k * step <= hi + step * 1e-9; k++) {
                // k·m / 10^−e divides by an exact power of ten: 0.15, not 0.15000000000000002
                out.add(e < 0 ? k * m / Math.pow(10, -e) : k * m * Math.pow(10, e));
            }
            return out;
        }

        @Override
        public String label(double tick) {
            return Math.abs(tick) < (hi - lo) * 1e-9 ? "0" : Fmt.rate(tick);
        }
    }

    /** log₁₀; ticks at decades (with 2 and 5 between them when the range spans under two decades). */
    record Log10(double lo, double hi) implements Scale {
        public Log10 {
            if (!(lo > 0 && hi > lo)) {
                throw new IllegalArgumentException("need 0 < lo < hi: " + lo + ", " + hi);
            }
        }

        @Override
        public double unit(double v) {
            return (Math.log10(v) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo));
        }

        @Override
        public List<Double> ticks() {
            boolean fine = Math.log10(hi / lo) < 2;
            var out = new ArrayList<Double>();
            for (int k = (int) Math.floor(Math.log10(lo)); k <= (int) Math.ceil(Math.log10(hi)); k++) {
                for (double m : fine ? new double[] {1, 2, 5} : new double[] {1}) {
                    double v = m * Math.pow(10, k);
                    if (v >= lo * (1 - 1e-9) && v <= hi * (1 + 1e-9)) {
                        out.add(v);
                    }
                }
            }
            return out;
        }
    }

    /**
     * Normal deviate Φ⁻¹(p), the axes of a DET plot (Martin et al., 1997): straight lines for Gaussian
     * score distributions. Ticks at decades below 1%, then 2%, 5%, 10%, 20%, 40%; above one half they mirror
     * those (60%, 80%, 90%, 95%, 98%, then 1 − 10⁻ᵏ: 0.99, 0.999, …), so an axis fitted up to 0.999
     * ({@link RateAxis#upper}) is labelled like its lower end.
     */
    record Probit(double lo, double hi) implements Scale {
        private static final NormalDistribution STANDARD = new NormalDistribution(null, 0, 1);

        public Probit {
            if (!(lo > 0 && hi < 1 && hi > lo)) {
                throw new IllegalArgumentException("need 0 < lo < hi < 1: " + lo + ", " + hi);
            }
        }

        static double deviate(double p) {
            if (!(p > 0 && p < 1)) {
                return p <= 0 ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
            }
            return STANDARD.inverseCumulativeProbability(p);
        }

        @Override
        public double unit(double v) {
            return (deviate(v) - deviate(lo)) / (deviate(hi) - deviate(lo));
        }

        @Override
        public List<Double> ticks() {
            var out = new ArrayList<Double>();
            for (int k = (int) Math.floor(Math.log10(lo)); k <= -2; k++) {
                out.add(Math.pow(10, k));
            }
            boolean sparse = lo < 1e-4;
            for (double v : sparse ? new double[] {0.05, 0.2, 0.4} : new double[] {0.02, 0.05, 0.1, 0.2, 0.4}) {
                out.add(v);
            }
            for (double v : sparse ? new double[] {0.6, 0.8, 0.95} : new double[] {0.6, 0.8, 0.9, 0.95, 0.98}) {
                out.add(v);
            }
            // compared as 10⁻ᵏ ≥ 1 − hi, with a tolerance relative to 1 − hi: 1 − 10⁻ᵏ loses its digits near 1
            for (int k = 2; k <= 15 && Math.pow(10, -k) >= (1 - hi) * (1 - 1e-9); k++) {
                out.add(1 - Math.pow(10, -k));
            }
            out.removeIf(v -> v < lo * (1 - 1e-9) || v > hi + 1e-12);
            return out;
        }

        /** Above one half the digits that tell 0.99 from 0.999 ("1" at three significant digits). */
        @Override
        public String label(double tick) {
            return tick > 0.5 ? new BigDecimal(tick).round(new MathContext(10)).stripTrailingZeros().toPlainString()
                    : Fmt.level(tick);
        }
    }
}
