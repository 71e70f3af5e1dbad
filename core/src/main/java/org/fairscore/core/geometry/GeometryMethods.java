package org.fairscore.core.geometry;

import java.util.LinkedHashMap;
import java.util.Map;

/** The geometry report's methods: every convention in force, in words, true to the code. */
final class GeometryMethods {
    private GeometryMethods() {
    }

    static Map<String, String> describe(GeometrySettings s, String nmiNote) {
        var m = new LinkedHashMap<String, String>();
        m.put("distance", "Euclidean distance on the L2-normalised embeddings; between unit vectors "
                + "||u - v||^2 = 2 - 2 cos(u, v), cosines computed as float32 block matrix products (GEMM) in Spark tasks");
        m.put("recall", "recall@" + s.k() + " (finDML Def. 1) and recall@1: the fraction of group a's samples whose k "
                + "nearest neighbours, searched exactly (blocked brute force) over the whole corpus with the query "
                + "excluded by index (not by distance: another sample's duplicate embedding counts), include a sample "
                + "of the same label; ties at equal similarity broken by a 64-bit hash of the neighbour's sample id");
        if (s.nmi()) {
            m.put("nmi", "NMI = 2 I(Y;C) / (H(Y) + H(C)) (natural logs) of labels Y and the clusters C of one Spark "
                    + "MLlib k-means run on the whole corpus (k = number of labels, random initialisation from k samples, seed "
                    + s.seed() + ", at most " + s.kmeansIterations() + " iterations), restricted to the group's samples; "
                    + "one class and one cluster gives 1, one class with several clusters 0"
                    + (nmiNote == null ? "" : "; " + nmiNote));
        }
        m.put("alignment", "mean squared distance over positive (same label) and over negative (different labels) "
                + "unordered pairs with at least one member in the group (finDML Def. 2); exact from per-(label, group) "
                + "sums: sum over pairs of a set = n Q - ||S||^2 with S the vector sum and Q the sum of squared norms");
        m.put("uniformityKL", "U_KL = KL(U || P) = -log m - (1/m) sum log p_i, P = singular values / their sum of the "
                + (s.centred() ? "centred" : "uncentred") + " group matrix X_a (finDML Eq. 1), from the eigenvalues "
                + "of the d x d Gramian (commons-math3); m = min(|X_a|" + (s.centred() ? " - 1" : "") + ", d)"
                + (s.dropTop() ? " minus the dropped top singular value" : "") + "; a singular value below 1e-6 of "
                + "the largest is zero and makes U_KL undefined (infinite)");
        m.put("rbfUniformity", "log of the mean of exp(-t ||u - v||^2), t = " + s.rbfT() + ", over all unordered "
                + "intra-group pairs (Wang & Isola 2020); exact: every pair is scored by the same pass as recall");
        m.put("clustering", "groups as clusters: silhouette (Rousseeuw; a sample alone in its group scores 0) "
                + "exact up to " + s.silhouetteMaxSamples() + " samples, beyond that on a seeded Bernoulli sample "
                + "of about that many samples (by a hash of the sample id) used as both points and reference; "
                + "Calinski-Harabasz and Davies-Bouldin exact from per-group sums and distances to the centroids; "
                + "a zero denominator makes an index undefined; with intersectional groups, the silhouette (overall and per "
                + "value, on the same points, from the same distance sums merged by value), Calinski-Harabasz and "
                + "Davies-Bouldin also with each single attribute's values as clusters (clustering.byAttribute)");
        m.put("distributions", "per group, histograms with " + DistributionHistogram.BINS + " equal bins on [0, 2] "
                + "plus count, mean, sample sd, min and max: distances of all / genuine / impostor intra-group pairs "
                + "(every pair), distances to the group centroid, and H0 persistence death times = edge lengths of "
                + "the Euclidean minimum spanning tree (Prim's algorithm), exact for groups up to "
                + s.mstMaxSamples() + " samples, beyond that on a seeded subsample of that many");
        m.put("tests", "for every pair of groups and every distribution: Welch's t-test (commons-math3, from count, "
                + "mean and variance: method 'moments') and the two-sample Kolmogorov-Smirnov test; KS's D is exact from "
                + "the merged sorted values (ECDFs compared after all values tied at a point; method 'order-statistics') "
                + "when both groups have at most " + DistributionHistogram.EXACT_MAX + " values of the distribution, "
                + "otherwise the largest difference of the histograms' CDFs at the bin edges (method 'histogram': a lower "
                + "bound on D, short by at most the larger mass one group has in one bin); p-value asymptotic, "
                + "1 - K(D sqrt(nm/(n+m))) with K the Kolmogorov distribution (Smirnov 1948), conservative with ties; "
                + "corrections over all defined tests of the same kind: Bonferroni and Dunn-Sidak (single-step), Holm "
                + "(step-down, family-wise error rate; Holm 1979) and Benjamini-Hochberg (step-up, false discovery rate; "
                + "Benjamini & Hochberg 1995), adjusted p-values made monotone in the raw p-value; values are treated as "
                + "independent, which pairwise distances are not (they share samples), so p-values overstate significance");
        m.put("gaps", "per metric over the groups where it is defined: max - min; mean of the top half - mean of the "
                + "bottom half (odd counts leave the median out); |group - mean of the other groups|; signed "
                + "difference for every pair of groups");
        m.put("reproducibility", "the rows are put in an order fixed by the corpus alone (partitions by a hash of the "
                + "sample id, sorted by id) before the per-sample passes, whose partial sums are merged in partition "
                + "order; the all-pairs pass's sums (distances, squared distances, RBF kernel values, silhouettes) are "
                + "exact fixed-point sums (each value rounded once to a multiple of 2^-60), so their merge order does "
                + "not matter; so a rerun with the same input and options writes the same report.json bytes whatever "
                + "the input's partitioning or the number of cores; NMI's entropy terms are summed exactly; samples and "
                + "k-means are seeded (seed " + s.seed() + "; k-means's own centre sums are MLlib's)");
        return m;
    }
}
