package org.fairscore.core.association;

/** Cosine similarity in double precision; written out because it is three sums, not worth a BLAS call. */
public final class Cosine {
    private Cosine() {
    }

    public static double of(double[] a, double[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("dimensions differ: " + a.length + " and " + b.length);
        }
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += a[i] * b[i];
            na += a[i] * a[i];
            nb += b[i] * b[i];
        }
        if (na == 0 || nb == 0) {
            throw new IllegalArgumentException("cosine of a zero vector is undefined");
        }
        return dot / Math.sqrt(na * nb);
    }

    public static double norm(double[] a) {
        double s = 0;
        for (double v : a) {
            s += v * v;
        }
        return Math.sqrt(s);
    }
}
