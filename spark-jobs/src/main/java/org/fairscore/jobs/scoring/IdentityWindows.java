package org.fairscore.jobs.scoring;

import java.io.Serializable;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.fairscore.core.bootstrap.EerGrid;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.summaries.BulkScoreCounter;
import org.fairscore.core.summaries.CoarseHistogram;
import org.fairscore.core.summaries.ScoreKey;
import org.fairscore.core.summaries.ScoreSummaries;

/**
 * What the impostor pass keeps per identity so that the identity bootstrap needs no pass of its own
 * ({@link IdentityTally}), chosen before the pass from the prediction: per group a <em>window</em> of coarse buckets
 * [lo, {@link #TOP}] counted per identity and bucket (plus one bin above TOP), and the <em>listed</em> buckets — the
 * buckets the prediction names for the thresholds and the group's EER — whose scores are also kept per identity with
 * their low 16 key bits.
 *
 * <p>After the pass an identity's false accepts at any threshold t are then exact sums: a score is accepted iff its
 * key is ≥ K (K = key(t) + 1 under {@code above}, key(t) under {@code at-or-above}); with K in bucket h ≥ lo at
 * position ℓ, the count is the identity's buckets above h, plus its whole bucket h when ℓ = 0 (t on a coarse bucket
 * boundary, as every EER-grid point but the two crossing candidates is, {@link EerGrid}), or its listed scores of
 * bucket h at positions ≥ ℓ. {@link #answers} says whether a threshold is so answered; when one is not (the
 * prediction missed), the audit falls back to the threshold pass — time, never exactness.
 *
 * <p>The window's low end covers the predicted buckets and the EER grid as it will be chosen (a factor 4 either side
 * of the group's EER in FAR and FRR) with a margin of another factor 16 (EER·64 in FAR, EER/64 in FRR: a grid point
 * outside the window costs the threshold pass), estimated on the prediction's sampled impostors and the exact genuine
 * pairs.
 */
public final class IdentityWindows implements Serializable {
    private static final long serialVersionUID = 1L;
    /** No cosine of unit float32 vectors exceeds 1.01: the window's last bucket; higher scores share one bin. */
    public static final int TOP = ScoreKey.bucketOf(1.01f);
    /**
     * The tally's cost, relative to an untallied pair's (GEMM and binning, 17 to 20 ns a pair), measured on the 80k × 512
     * bench corpus as the impostor pass's task times with and without it: about 1 ns a pair for the window test and
     * 17 ns for each score in the window (its bucket, two counters, the listed test).
     */
    static final double TALLY_PER_PAIR = 0.055;
    static final double TALLY_PER_WINDOW_SCORE = 1.0;
    /**
     * Below this share of a group's sampled impostor scores in its window, the tally takes the binning loop's rare path
     * ({@link BulkScoreCounter#addSparse}). Measured under C1 (a harness binning rows of 28,294 Gaussian scores, 5
     * columns an identity): with 0.2% and 0.8% of the scores in the window the rare path costs 0.26 to 0.28 ns a
     * score less than the written positions, with 7% 1.0 ns more, with 30% 3.8 ns more.
     */
    static final double SPARSE_SHARE = 0.02;
    /** Grid margin: the grid spans EER·4^±1; the window EER·64^±1. */
    private static final double MARGIN = 16.0;
    /** Smallest key of a finite float: a threshold accepting from here on accepts every score. */
    private static final long MIN_FINITE_KEY = Integer.toUnsignedLong(ScoreKey.of(-Float.MAX_VALUE));
    private static final long MAX_FINITE_KEY = Integer.toUnsignedLong(ScoreKey.of(Float.MAX_VALUE));

    /**
     * One group's window: buckets lo..TOP, which of them are listed (index bucket − lo), and whether few of the
     * group's scores reach it (under {@link #SPARSE_SHARE} of the sample's), so that the tally counts them through the
     * binning loop's rare path ({@link BulkScoreCounter#addSparse}) rather than its written positions.
     */
    public record Window(int lo, boolean[] listed, boolean sparse) implements Serializable {
        /** Bins per identity: one per bucket lo..TOP, one above. */
        public int bins() {
            return TOP - lo + 2;
        }

        public boolean isListed(int bucket) {
            return bucket >= lo && bucket <= TOP && listed[bucket - lo];
        }
    }

    private final TreeMap<String, Window> windows;

    private IdentityWindows(TreeMap<String, Window> windows) {
        this.windows = windows;
    }

    /** Explicit windows, none sparse (tests). */
    public static IdentityWindows of(Map<String, Integer> lo, Map<String, Set<Integer>> listed) {
        return of(lo, listed, Set.of());
    }

    /** Explicit windows, those of the groups in {@code sparse} sparse (tests, and {@link #predict}). */
    public static IdentityWindows of(Map<String, Integer> lo, Map<String, Set<Integer>> listed, Set<String> sparse) {
        var out = new TreeMap<String, Window>();
        lo.forEach((g, low) -> {
            if (low < 0 || low > TOP) {
                throw new IllegalArgumentException("group '" + g + "': window start " + low + " outside 0.." + TOP);
            }
            boolean[] mask = new boolean[TOP - low + 1];
            for (int b : listed.getOrDefault(g, Set.of())) {
                if (b >= low && b <= TOP) {
                    mask[b - low] = true;
                }
            }
            out.put(g, new Window(low, mask, sparse.contains(g)));
        });
        return new IdentityWindows(out);
    }

    /**
     * Windows from the prediction, or null when they would hold more than {@code maxCells} per-identity counters in
     * all (identities × bins, summed over groups: a task touching every group holds that many ints) or more than
     * {@code maxEntries} listed scores.
     *
     * @param predicted  group → the predicted buckets (the listed ones)
     * @param sampled    impostor summaries of the prediction pass
     * @param genuine    exact genuine summaries
     * @param identities group → its identities
     * @param impostors  group → its impostor pairs (all of them: the tally runs only without impostor sampling)
     * @param maxEntries listed scores allowed, as estimated from the sample (8 bytes each)
     */
    public static IdentityWindows predict(Map<String, Set<Integer>> predicted, ScoreSummaries sampled,
                                          ScoreSummaries genuine, List<String> groups, Map<String, Long> identities,
                                          Map<String, Long> impostors, long maxCells, long maxEntries) {
        var lo = new TreeMap<String, Integer>();
        var sparse = new HashSet<String>();
        long cells = 0;
        double entries = 0;
        for (String g : groups) {
            var sampledGroup = sampled.groups().get(g);
            if (sampledGroup != null) {
                var coarse = sampledGroup.get(PairKind.IMPOSTOR).coarse();
                double scale = coarse.total() == 0 ? 0 : (double) impostors.getOrDefault(g, 0L) / coarse.total();
                for (int b : predicted.getOrDefault(g, Set.of())) {
                    entries += coarse.count(b) * scale;
                }
            }
        }
        if (entries > maxEntries) {
            return null;
        }
        for (String g : groups) {
            int low = predicted.getOrDefault(g, Set.of()).stream().mapToInt(Integer::intValue).min().orElse(TOP);
            var imp = sampled.groups().get(g);
            var gen = genuine.groups().get(g);
            if (imp != null && gen != null) {
                low = Math.min(low, gridLow(gen.get(PairKind.GENUINE).coarse(), imp.get(PairKind.IMPOSTOR).coarse()));
            }
            low = Math.max(0, Math.min(TOP, low - 1));
            lo.put(g, low);
            cells += identities.getOrDefault(g, 0L) * (TOP - low + 2);
            if (imp != null && share(imp.get(PairKind.IMPOSTOR).coarse(), low) < SPARSE_SHARE) {
                sparse.add(g);
            }
        }
        return cells > maxCells ? null : of(lo, predicted, sparse);
    }

    /**
     * The lowest bucket an EER-grid point of the group may fall in, with the margin: the lowest FAR boundary is at the
     * grid's highest FAR target, the lowest FRR boundary at its lowest FRR target. Rates from the sample's coarse
     * histograms; the base rate as {@link EerGrid} takes it (the EER, or 1/min(G, I) when it is 0).
     */
    static int gridLow(CoarseHistogram genuine, CoarseHistogram impostor) {
        long nG = genuine.total();
        long nI = impostor.total();
        if (nG == 0 || nI == 0) {
            return TOP;
        }
        long impAtOrAbove = nI;
        long genBelow = 0;
        double eer = 0;
        for (int h = 0; h < ScoreKey.BUCKETS; h++) { // first boundary where FAR − FRR ≤ 0
            double far = (double) impAtOrAbove / nI;
            double frr = (double) genBelow / nG;
            if (far - frr <= 0) {
                eer = (far + frr) / 2;
                break;
            }
            impAtOrAbove -= impostor.count(h);
            genBelow += genuine.count(h);
        }
        // the grid's base is the EER, or 1/min(G, I) at EER 0 with I the group's full impostor count: the sample's
        // smaller I overstates that base, which lowers the FAR boundary (conservative); 1/G understates it for FRR
        double farTarget = Math.min(1.0, Math.max(eer, 1.0 / Math.min(nG, nI)) * 4 * MARGIN);
        double frrTarget = (eer > 0 ? eer : 1.0 / nG) / 4 / MARGIN;
        int low = TOP;
        impAtOrAbove = nI;
        genBelow = 0;
        for (int h = 0; h < ScoreKey.BUCKETS && h < low; h++) {
            boolean farDone = (double) impAtOrAbove / nI <= farTarget;
            boolean frrNext = (double) (genBelow + genuine.count(h)) / nG > frrTarget;
            if (farDone || frrNext) {
                low = h; // FAR ≤ its highest target from here, or the FRR boundary is at most h
            }
            impAtOrAbove -= impostor.count(h);
            genBelow += genuine.count(h);
        }
        return low;
    }

    /**
     * Per group, the expected cost of one of its impostor pairs in a tallied pass relative to the same pair untallied
     * (1 + {@link #TALLY_PER_PAIR} + {@link #TALLY_PER_WINDOW_SCORE} × the share of the group's sampled impostor
     * scores in its window): the impostor pass starts its costliest partitions first ({@link PartitionOrder}). A group
     * with most of its scores in the window (an impostor distribution shifted up) costs up to twice as much a pair.
     */
    public Map<String, Double> pairWeights(ScoreSummaries sampled) {
        var out = new TreeMap<String, Double>();
        windows.forEach((g, w) -> {
            var group = sampled.groups().get(g);
            double share = group == null ? 0 : share(group.get(PairKind.IMPOSTOR).coarse(), w.lo());
            out.put(g, 1 + TALLY_PER_PAIR + TALLY_PER_WINDOW_SCORE * share);
        });
        return out;
    }

    /** The share of a (sampled) histogram's scores in buckets lo and above; 0 for an empty one. */
    static double share(CoarseHistogram coarse, int lo) {
        if (coarse.total() == 0) {
            return 0;
        }
        long in = 0;
        for (int b = lo; b < ScoreKey.BUCKETS; b++) {
            in += coarse.count(b);
        }
        return (double) in / coarse.total();
    }

    public Window window(String group) {
        return windows.get(group);
    }

    public Set<String> groups() {
        return windows.keySet();
    }

    /** The key from which a threshold accepts (unsigned, as a long: 2^32 when it accepts nothing). */
    static long acceptFrom(float threshold, boolean inclusive) {
        long key = Integer.toUnsignedLong(ScoreKey.of(threshold));
        return inclusive ? key : key + 1;
    }

    /** Whether the group's per-identity counts at {@code threshold} are exact sums of what the pass kept. */
    public boolean answers(String group, float threshold, boolean inclusive) {
        Window w = windows.get(group);
        if (w == null || Float.isNaN(threshold)) {
            return false;
        }
        long k = acceptFrom(threshold, inclusive);
        if (k <= MIN_FINITE_KEY || k > MAX_FINITE_KEY) {
            return true; // every score, or none
        }
        int h = (int) (k >>> 16);
        int low = (int) (k & 0xFFFF);
        return h >= w.lo() && h <= TOP && (low == 0 || w.isListed(h));
    }

    /** Whether every threshold of every group (the FAR levels and, with a grid, the group's columns) is answered. */
    public boolean answersAll(List<String> groups, float[] levels, EerGrid grid, boolean inclusive) {
        for (String g : groups) {
            for (float t : levels) {
                if (!answers(g, t, inclusive)) {
                    return false;
                }
            }
            float[] columns = grid == null ? null : grid.columns(g);
            if (columns != null) {
                for (float t : columns) {
                    if (!answers(g, t, inclusive)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    static long minFiniteKey() {
        return MIN_FINITE_KEY;
    }

    static long maxFiniteKey() {
        return MAX_FINITE_KEY;
    }
}
