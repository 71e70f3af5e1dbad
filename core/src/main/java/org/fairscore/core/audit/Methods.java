package org.fairscore.core.audit;

import java.util.LinkedHashMap;
import java.util.Map;
import org.fairscore.core.bootstrap.BootstrapIntervals;
import org.fairscore.core.verification.AcceptanceRule;

/** The report's methods section: the conventions in force, in words, true to the code. */
final class Methods {
    private Methods() {
    }

    static Map<String, String> describe(AuditSettings s, BootstrapIntervals bootstrap) {
        var m = new LinkedHashMap<String, String>();
        m.put("scores", "cosine similarity of L2-normalised float32 embeddings, computed as float32 dense "
                + "block matrix products inside Spark tasks");
        m.put("pairs", "unordered intra-group pairs i<j, no self pairs; genuine = same label, impostor = "
                + "different labels; a group's genuine pairs are pairs of its own samples with equal labels, so the genuine "
                + "pairs that join two groups (of an identity with samples in both) are in no group: counted in "
                + "input.identitiesAcrossGroups, never scored; the global population is the union of all groups' pairs");
        m.put("acceptance", s.rule() == AcceptanceRule.ABOVE
                ? "above: accept iff s > t; FAR(t) = #{impostor s > t}/|I|, FRR(t) = #{genuine s <= t}/|G|"
                : "at-or-above: accept iff s >= t; FAR(t) = #{impostor s >= t}/|I|, FRR(t) = #{genuine s < t}/|G|");
        m.put("threshold", s.rule() == AcceptanceRule.ABOVE
                ? "global t_alpha = the k-th smallest pooled impostor score, k = n - floor(alpha*n), floor computed "
                  + "exactly from the decimal alpha; so FAR(t_alpha) <= alpha. Every group is evaluated at it"
                : "global t_alpha = the smallest pooled impostor score t with #{s >= t} <= floor(alpha*n) "
                  + "(bob.measure far_threshold), just above the maximum when even the top tie group is too many; "
                  + "floor computed exactly from the decimal alpha. Every group is evaluated at it");
        m.put("exactness", "thresholds and counts are exact: pass 1 counts scores per high 16 bits of the "
                + "order-preserving integer image of the float32 score, pass 2 resolves the buckets holding "
                + "each threshold and each group's EER by the low 16 bits; memory does not grow with pairs");
        m.put("eer", "candidates are the group's distinct scores (plus -inf under above, +inf under at-or-above); "
                + "between consecutive candidates where FAR-FRR changes sign the ROC segment is interpolated "
                + "linearly to FAR = FRR, and the threshold likewise");
        m.put("differentials", "at each global threshold, over groups with pairs of the kind: BFAR = max FAR_a / "
                + "geomean FAR_a, BFRR likewise; max/min ratio; max - min; FDR = 1 - (w*A + (1-w)*B) with A, B the "
                + "largest pairwise FAR and FRR differences; IR = (maxFAR/minFAR)^w * (maxFRR/minFRR)^(1-w); GARBE = "
                + "w*Gini(FAR) + (1-w)*Gini(FRR), Gini = n/(n-1) * sum|x_i - x_j| / (2 n^2 mean); w = "
                + s.differentialWeight() + "; a zero denominator makes a value undefined, with its reason");
        m.put("moments", "mean and population standard deviation (ddof = 0) of each group's genuine and "
                + "impostor scores");
        m.put("histogram", "200 equal bins on [-1, 1] per group and pair kind");
        m.put("intervals", "95% Clopper-Pearson intervals on each group's error counts (treats pairs as independent)"
                + (bootstrap == null ? "" : "; and " + bootstrap.method()));
        if (s.sampling().isSampled()) {
            m.put("sampling", "each impostor pair kept with one probability for all groups, decided by a hash of the "
                    + "seed and the two sample ids (independent of partitioning); genuine pairs are all scored; "
                    + "thresholds and FARs are estimates");
        }
        if (s.crossGroup()) {
            m.put("crossGroup", "cross-group FAR(a, b) = accepted impostor pairs with one sample in a and the "
                    + "other in b / all such pairs, at the global thresholds; the diagonal is the intra-group FAR");
        }
        return m;
    }
}
