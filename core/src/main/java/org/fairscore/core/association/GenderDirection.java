package org.fairscore.core.association;

import java.util.ArrayList;
import java.util.List;

/**
 * The gender direction of the T5 bias study (after Bolukbasi et al. 2016, without their PCA step):
 * g = mean_i (first_i − second_i) over configured pairs such as (she, he), (woman, man); its stability as the
 * spread of the pair distances ‖first_i − second_i‖ and of the angles between each difference and g; and the
 * polarity cos(w, g) of each term w, summarised as a distribution and by BOLD's weighted average
 * Σ sign(b)·b² / Σ|b| (which weights strongly polar terms more than the plain mean).
 *
 * <p>Vectors are used as given; the association job L2-normalises word vectors first so that frequent words'
 * longer vectors do not dominate g.
 */
public final class GenderDirection {
    private GenderDirection() {
    }

    public static DirectionResult run(String name, List<NamedVector> first, List<NamedVector> second,
                                      List<NamedVector> terms, int ddof) {
        if (first.size() != second.size() || first.isEmpty()) {
            throw new IllegalArgumentException(name + ": needs one or more pairs, got " + first.size() + " first and "
                    + second.size() + " second members");
        }
        if (terms.isEmpty()) {
            throw new IllegalArgumentException(name + ": needs at least one term");
        }
        int dim = first.get(0).vector().length;
        var diffs = new ArrayList<double[]>();
        var g = new double[dim];
        for (int i = 0; i < first.size(); i++) {
            var d = new double[dim];
            for (int j = 0; j < dim; j++) {
                d[j] = first.get(i).vector()[j] - second.get(i).vector()[j];
                g[j] += d[j] / first.size();
            }
            diffs.add(d);
        }
        double gNorm = Cosine.norm(g);
        if (gNorm == 0) {
            throw new IllegalArgumentException(name + ": the pairs' differences cancel out: the direction is the zero "
                    + "vector");
        }
        var pairs = new ArrayList<DirectionResult.Pair>();
        var distances = new double[first.size()];
        var angles = new double[first.size()];
        for (int i = 0; i < first.size(); i++) {
            distances[i] = Cosine.norm(diffs.get(i));
            angles[i] = distances[i] == 0 ? Double.NaN : Math.toDegrees(Math.acos(clamp(Cosine.of(diffs.get(i), g))));
            if (distances[i] == 0) {
                throw new IllegalArgumentException(name + ": pair (" + first.get(i).name() + ", " + second.get(i).name()
                        + ") has two identical vectors");
            }
            pairs.add(new DirectionResult.Pair(first.get(i).name(), second.get(i).name(), distances[i], angles[i]));
        }
        var polarity = new ArrayList<DirectionResult.Polarity>();
        var b = new double[terms.size()];
        for (int i = 0; i < b.length; i++) {
            b[i] = Cosine.of(terms.get(i).vector(), g);
            polarity.add(new DirectionResult.Polarity(terms.get(i).name(), b[i]));
        }
        double num = 0;
        double den = 0;
        for (double v : b) {
            num += Math.signum(v) * v * v;
            den += Math.abs(v);
        }
        return new DirectionResult(name, ddof, pairs, gNorm, Moments.of(distances, ddof), Moments.of(angles, ddof),
                polarity, Moments.of(b, ddof), den == 0 ? null : num / den,
                den == 0 ? "every term's polarity is 0: Σ|b| = 0" : null);
    }

    /** acos needs [−1, 1]; rounding can step just outside. */
    private static double clamp(double c) {
        return Math.max(-1, Math.min(1, c));
    }
}
