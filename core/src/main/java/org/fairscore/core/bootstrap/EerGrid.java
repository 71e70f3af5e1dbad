package org.fairscore.core.bootstrap;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.fairscore.core.summaries.CoarseHistogram;
import org.fairscore.core.summaries.ScoreKey;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.Eer;
import org.fairscore.core.verification.ExactDistribution;

/**
 * The thresholds at which the identity pass also counts, so that each group's EER can be bootstrapped
 * ({@link BootstrapEer}): per group a small grid of thresholds around its EER crossing. Each group is counted at its
 * own grid only, in an {@link IdentityErrorCounts} of {@link #width()} columns (column j of group g = g's j-th grid
 * threshold; a shorter grid is padded by repeating its highest threshold, whose counts are never read), so memory is
 * identities × (width) × 2 longs, not identities × (all groups' grids): at most 36 columns whatever the number of
 * groups. Bootstrapped with the same seed as the FAR-level counts, over the same identities, each group's replicate b
 * here is the same draw as its replicate b at the FAR levels (a group's draws depend only on the seed, its name
 * and its identities).
 *
 * <p><b>A group's grid</b> (chosen after pass 2, from the group's own exact distributions):
 * <ul>
 *   <li>the two consecutive candidate thresholds c_i, c_j between which {@link Eer} interpolates (FAR − FRR &gt; 0 at
 *       c_i, ≤ 0 at c_j; c_i may be −∞ under {@code above}, c_j +∞ under {@code at-or-above}). With them in the
 *       grid, the replicate in which every identity is drawn once reproduces the point EER exactly;</li>
 *   <li>for k = −8..8, the thresholds where the group's FAR and where its FRR are e·2^(k/4) — a factor 4 either
 *       side of e in steps of 2^(1/4) ≈ 1.19 — with e the group's EER, or 1/min(G, I) when the EER is 0 (a grid of
 *       a few errors). Rates ≥ 1 are skipped. Each is placed on a coarse bucket boundary (the 65,536 buckets of
 *       the score's float image, where pass-1 counts are exact): for FAR, the lowest boundary at which FAR ≤ the
 *       target; for FRR, the highest at which FRR ≤ the target. So the grid points are within one coarse bucket
 *       (a relative score step of 2⁻⁷) of the stated rates.</li>
 * </ul>
 * At most 2 + 2·17 = 36 thresholds per group, ascending, without duplicates.
 */
public final class EerGrid implements Serializable {
    private static final long serialVersionUID = 1L;
    /** k runs over −STEPS..STEPS. */
    public static final int STEPS = 8;
    /** Steps per doubling: targets are e·2^(k/PER_DOUBLING). */
    public static final int PER_DOUBLING = 4;

    private final TreeMap<String, float[]> grids;
    /** Group → its point EER, as the grid was chosen around it (absent for grids given by {@link #ofGrids}). */
    private final TreeMap<String, Double> pointEers;
    private final int width;

    /** @param grids group → its grid, ascending (groups without an EER absent) */
    EerGrid(Map<String, float[]> grids) {
        this(grids, Map.of());
    }

    private EerGrid(Map<String, float[]> grids, Map<String, Double> pointEers) {
        this.pointEers = new TreeMap<>(pointEers);
        this.grids = new TreeMap<>();
        grids.forEach((g, t) -> this.grids.put(g, t.clone()));
        this.width = this.grids.values().stream().mapToInt(t -> t.length).max().orElse(0);
    }

    /**
     * A grid of given thresholds per group (each ascending and without duplicates, at least 2), for protocols that
     * choose them elsewhere.
     */
    public static EerGrid ofGrids(Map<String, float[]> grids) {
        grids.forEach((g, t) -> {
            for (int i = 1; i < t.length; i++) {
                if (!(t[i - 1] < t[i])) {
                    throw new IllegalArgumentException("group '" + g + "': grid thresholds must ascend strictly: "
                            + Arrays.toString(t));
                }
            }
            if (t.length < 2) {
                throw new IllegalArgumentException("group '" + g + "': a grid needs at least 2 thresholds: "
                        + Arrays.toString(t));
            }
        });
        return new EerGrid(grids);
    }

    /**
     * @param genuine  group → exact genuine distribution (the EER's buckets resolved, as {@link Eer#plan} asks)
     * @param impostor group → exact impostor distribution
     */
    public static EerGrid of(List<String> groups, Map<String, ExactDistribution> genuine,
                             Map<String, ExactDistribution> impostor, AcceptanceRule rule) {
        // groups in parallel (10 to 15 ms each on the bench corpus, on the driver while the executors wait): each
        // group's search reads only that group's distributions, and their lazily built caches are the group's own
        var chosen = new Chosen[groups.size()];
        IntStream.range(0, groups.size()).parallel().forEach(i -> {
            var gen = genuine.get(groups.get(i));
            var imp = impostor.get(groups.get(i));
            chosen[i] = gen == null || imp == null ? null : chosen(gen, imp, rule);
        });
        var grids = new TreeMap<String, float[]>();
        var eers = new TreeMap<String, Double>();
        for (int i = 0; i < groups.size(); i++) {
            String g = groups.get(i);
            var grid = chosen[i];
            if (grid != null && grid.thresholds().length >= 2) {
                grids.put(g, grid.thresholds());
                eers.put(g, grid.eer());
            }
        }
        return new EerGrid(grids, eers);
    }

    /** Columns of the EER counts: the longest group's grid size (0 when no group has an EER). */
    public int width() {
        return width;
    }

    /** Thresholds in a group's grid (0 when it has none). */
    public int size(String group) {
        float[] grid = grids.get(group);
        return grid == null ? 0 : grid.length;
    }

    /**
     * A group's {@link #width()} column thresholds: its grid ascending, padded with its highest threshold; null when
     * the group has no grid (its EER is undefined).
     */
    public float[] columns(String group) {
        float[] grid = grids.get(group);
        if (grid == null) {
            return null;
        }
        float[] out = Arrays.copyOf(grid, width);
        Arrays.fill(out, grid.length, width, grid[grid.length - 1]);
        return out;
    }

    /**
     * The group's point EER, as {@link Eer#compute} gives it, when {@link #of} chose its grid around it (so that the
     * EER interval need not search the candidates again); null otherwise.
     */
    public Double pointEer(String group) {
        return pointEers.get(group);
    }

    /** Groups with a grid, sorted. */
    public List<String> groups() {
        return List.copyOf(grids.keySet());
    }

    /** One group's grid, ascending and without duplicates; empty when the group has no genuine or no impostor pairs. */
    static float[] forGroup(ExactDistribution genuine, ExactDistribution impostor, AcceptanceRule rule) {
        var grid = chosen(genuine, impostor, rule);
        return grid == null ? new float[0] : grid.thresholds();
    }

    /** A group's grid and the point EER it was chosen around. */
    private record Chosen(float[] thresholds, double eer) {
    }

    /** {@link #forGroup}, with the EER; null when the group has no genuine or no impostor pairs. */
    private static Chosen chosen(ExactDistribution genuine, ExactDistribution impostor, AcceptanceRule rule) {
        long nG = genuine.total();
        long nI = impostor.total();
        if (nG == 0 || nI == 0) {
            return null;
        }
        var grid = new TreeSet<Float>();
        var eer = Eer.computeBracketed(genuine, impostor, rule);
        grid.add(eer.candidates()[0]);
        grid.add(eer.candidates()[1]);
        double e = eer.result().eer().value();
        double base = e > 0 ? e : 1.0 / Math.min(nG, nI);
        var buckets = NonEmptyBuckets.of(genuine.coarse(), impostor.coarse());
        for (int k = -STEPS; k <= STEPS; k++) {
            double q = base * Math.pow(2, (double) k / PER_DOUBLING);
            if (q >= 1) {
                continue;
            }
            addBoundary(grid, buckets.farBoundary(nI, q), rule);
            addBoundary(grid, buckets.frrBoundary(nG, q), rule);
        }
        float[] out = new float[grid.size()];
        int i = 0;
        for (float t : grid) {
            out[i++] = t;
        }
        return new Chosen(out, e);
    }

    /**
     * A group's non-empty coarse buckets (genuine or impostor), ascending, with the impostors at or above and the
     * genuines below each: swept once per group, so that each of the 34 grid targets is a search of these (a few
     * thousand at most) rather than of all 65,536 buckets again.
     */
    private record NonEmptyBuckets(int[] bucket, long[] impAtOrAbove, long[] genBelow) {
        static NonEmptyBuckets of(CoarseHistogram gen, CoarseHistogram imp) {
            int n = 0;
            for (int h = 0; h < ScoreKey.BUCKETS; h++) {
                if (gen.count(h) != 0 || imp.count(h) != 0) {
                    n++;
                }
            }
            int[] bucket = new int[n];
            long[] atOrAbove = new long[n];
            long[] below = new long[n];
            long impLeft = imp.total();
            long genSeen = 0;
            int i = 0;
            for (int h = 0; h < ScoreKey.BUCKETS; h++) {
                if (gen.count(h) == 0 && imp.count(h) == 0) {
                    continue;
                }
                bucket[i] = h;
                atOrAbove[i] = impLeft;
                below[i] = genSeen;
                impLeft -= imp.count(h);
                genSeen += gen.count(h);
                i++;
            }
            return new NonEmptyBuckets(bucket, atOrAbove, below);
        }

        /** Lowest non-empty bucket h with I(≥h)/nI ≤ q, or −1. */
        int farBoundary(long nI, double q) {
            for (int i = 0; i < bucket.length; i++) {
                if (impAtOrAbove[i] <= q * nI) {
                    return bucket[i];
                }
            }
            return -1;
        }

        /** Highest non-empty bucket h with G(&lt;h)/nG ≤ q, or −1. */
        int frrBoundary(long nG, double q) {
            int best = -1;
            for (int i = 0; i < bucket.length && genBelow[i] <= q * nG; i++) {
                best = bucket[i];
            }
            return best;
        }
    }

    /** The threshold that accepts exactly the buckets ≥ h under the rule (skipped when not a finite float). */
    private static void addBoundary(TreeSet<Float> grid, int h, AcceptanceRule rule) {
        if (h < 0) {
            return;
        }
        float first = ScoreKey.value(ScoreKey.compose(h, 0));
        if (!Float.isFinite(first)) {
            return;
        }
        // s ≥ first ⟺ bucket(s) ≥ h; s > nextDown(first) likewise (nextDown(+0) = −MIN_VALUE keeps a score of 0 in)
        float t = rule == AcceptanceRule.AT_OR_ABOVE ? first : Math.nextDown(first);
        if (t == 0.0f) {
            t = 0.0f; // −0.0 and +0.0 are one threshold
        }
        grid.add(t);
    }
}
