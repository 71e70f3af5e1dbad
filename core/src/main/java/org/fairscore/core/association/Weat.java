package org.fairscore.core.association;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * The Word (or Face) Embedding Association Test of Caliskan et al. (2017), eq. 1–3:
 * s(w, A, B) = mean_{a∈A} cos(w, a) − mean_{b∈B} cos(w, b); statistic Σ_{x∈X} s(x) − Σ_{y∈Y} s(y);
 * effect size d = (mean_X s − mean_Y s) / sd_{w∈X∪Y} s(w) with the stated ddof (the paper writes
 * "std-dev" without one; ddof = 1 by default, 0 on request — state it when comparing with other tools);
 * p-value by {@link PermutationTest}. The sets may have different sizes. WEFAT per item: {@link ItemAssociation}.
 */
public final class Weat {
    private Weat() {
    }

    /** s(w, A, B). */
    public static double association(double[] w, List<NamedVector> a, List<NamedVector> b) {
        return meanCos(w, a) - meanCos(w, b);
    }

    public static WeatResult run(String name, List<NamedVector> x, List<NamedVector> y, List<NamedVector> a,
                                 List<NamedVector> b, WeatSettings settings) {
        for (var set : List.of(x, y, a, b)) {
            if (set.isEmpty()) {
                throw new IllegalArgumentException(name + ": every set needs at least one item");
            }
        }
        shared(x, y, "X and Y");
        shared(a, b, "A and B");
        var s = new double[x.size() + y.size()];
        var items = new ArrayList<ItemAssociation>();
        for (int i = 0; i < s.length; i++) {
            var w = i < x.size() ? x.get(i) : y.get(i - x.size());
            s[i] = association(w.vector(), a, b);
            items.add(wefat(w, i < x.size() ? "X" : "Y", s[i], a, b, settings.ddof()));
        }
        double sumX = 0;
        double sumY = 0;
        for (int i = 0; i < s.length; i++) {
            if (i < x.size()) {
                sumX += s[i];
            } else {
                sumY += s[i];
            }
        }
        var sd = Spread.sd(s, settings.ddof());
        Double effect = null;
        String reason = null;
        if (!sd.isDefined()) {
            reason = sd.reasonOrNull();
        } else if (sd.value() == 0) {
            reason = "every target item has the same association s(w, A, B): the standard deviation is 0";
        } else {
            effect = (sumX / x.size() - sumY / y.size()) / sd.value();
        }
        var p = PermutationTest.pValue(s, x.size(), settings.alternative(), settings.permutations(), settings.seed());
        return new WeatResult(name, sumX - sumY, effect, reason, p.pValue(), settings.alternative().id(),
                p.permutations(), p.exact(), settings.seed(), settings.ddof(), null,
                new WeatResult.Sizes(x.size(), y.size(), a.size(), b.size()), items);
    }

    private static ItemAssociation wefat(NamedVector w, String set, double s, List<NamedVector> a, List<NamedVector> b,
                                         int ddof) {
        var cos = new double[a.size() + b.size()];
        for (int i = 0; i < cos.length; i++) {
            cos[i] = Cosine.of(w.vector(), (i < a.size() ? a.get(i) : b.get(i - a.size())).vector());
        }
        var sd = Spread.sd(cos, ddof);
        if (!sd.isDefined()) {
            return new ItemAssociation(w.name(), set, s, null, sd.reasonOrNull());
        }
        if (sd.value() == 0) {
            return new ItemAssociation(w.name(), set, s, null, "cos(w, x) is the same for every attribute item: sd 0");
        }
        return new ItemAssociation(w.name(), set, s, s / sd.value(), null);
    }

    /** The test compares disjoint sets (Caliskan et al.): an item in both is a mistake in the sets, not data. */
    private static void shared(List<NamedVector> p, List<NamedVector> q, String which) {
        var names = new HashSet<String>();
        p.forEach(v -> names.add(v.name()));
        var both = q.stream().map(NamedVector::name).filter(names::contains).distinct().toList();
        if (!both.isEmpty()) {
            throw new IllegalArgumentException(which + " must not share items: " + String.join(", ", both));
        }
    }

    private static double meanCos(double[] w, List<NamedVector> set) {
        double sum = 0;
        for (var v : set) {
            sum += Cosine.of(w, v.vector());
        }
        return sum / set.size();
    }
}
