package org.fairscore.core.summaries;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import org.fairscore.core.bootstrap.IdentityErrorCounts;
import org.fairscore.core.classification.ConfusionTable;
import org.fairscore.core.geometry.AlignmentSums;
import org.fairscore.core.geometry.DistributionHistogram;
import org.fairscore.core.geometry.Gramian;
import org.fairscore.core.geometry.Moments;
import org.fairscore.core.geometry.NeighbourCounts;
import org.fairscore.core.geometry.NeighbourTable;
import org.fairscore.core.geometry.PairDistances;
import org.fairscore.core.mitigation.PseudoScoreHistograms;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.verification.MetricValue;

/**
 * Every {@link Mergeable} of core, registered for {@link MergeLawTest}: a generator of small instances
 * (deterministic per seed), its empty value, a view of its whole state as lists and sorted maps, and the tolerance
 * of that comparison (0: exact; 1e-12 relative where sums of non-dyadic doubles round by grouping). A new Mergeable
 * goes into {@link #laws()}; MergeLawTest fails until it does.
 */
final class Mergeables {
    private Mergeables() {
    }

    /** One implementation: how to make instances of it and how to see all of its state. */
    record Law<S extends Mergeable<S>>(Class<S> type, IntFunction<S> sample, Supplier<S> empty,
                                       Function<S, Object> view, double tolerance) {
        @Override
        public String toString() {
            return type.getSimpleName();
        }

        Object seen(S s) {
            return view.apply(s);
        }
    }

    private static final String[] GROUPS = {"A", "B", "C"};
    private static final float[] THRESHOLDS = {0.2f, 0.5f};
    private static final int FINE_BUCKET = ScoreKey.bucketOf(0.5f);
    private static final int DIM = 3;

    private static float score(Random r) {
        return r.nextInt(33) / 16f - 1; // dyadic in [-1, 1]
    }

    private static double dyadic(Random r, int max) {
        return r.nextInt(max + 1) / 8.0;
    }

    private static <S extends Mergeable<S>> S filled(S s, Random r, int n, BiConsumer<S, Random> add) {
        for (int i = 0; i < n; i++) {
            add.accept(s, r);
        }
        return s;
    }

    static List<Law<?>> laws() {
        var laws = new ArrayList<Law<?>>();
        laws.add(new Law<>(CoarseHistogram.class,
                seed -> filled(CoarseHistogram.empty(), new Random(seed), 9, (h, r) -> h.add(score(r))),
                CoarseHistogram::empty, Mergeables::coarse, 0));
        laws.add(new Law<>(FineHistogram.class,
                seed -> filled(FineHistogram.empty(FINE_BUCKET), new Random(seed), 9,
                        (h, r) -> h.addKey(ScoreKey.compose(FINE_BUCKET, r.nextInt(7) * 1000))),
                () -> FineHistogram.empty(FINE_BUCKET), Mergeables::fine, 0));
        laws.add(new Law<>(DisplayHistogram.class,
                seed -> filled(DisplayHistogram.empty(), new Random(seed), 9, (h, r) -> h.add(score(r))),
                DisplayHistogram::empty, h -> longs(h.counts()), 0));
        laws.add(new Law<>(ScoreSums.class,
                seed -> filled(ScoreSums.empty(), new Random(seed), 9, (s, r) -> s.add(score(r))),
                ScoreSums::empty, Mergeables::sums, 0));
        laws.add(new Law<>(PairTypeSummary.class,
                seed -> filled(PairTypeSummary.empty(), new Random(seed), 9, (s, r) -> s.add(score(r))),
                PairTypeSummary::empty, Mergeables::pairType, 0));
        laws.add(new Law<>(GroupScoreSummary.class,
                seed -> filled(GroupScoreSummary.empty(), new Random(seed), 9,
                        (s, r) -> s.add(PairKind.values()[r.nextInt(2)], score(r))),
                GroupScoreSummary::empty, Mergeables::group, 0));
        laws.add(new Law<>(ScoreSummaries.class,
                seed -> filled(ScoreSummaries.empty(), new Random(seed), 12,
                        (s, r) -> s.add(GROUPS[r.nextInt(3)], PairKind.values()[r.nextInt(2)], score(r))),
                ScoreSummaries::empty, s -> map(s.groups(), Mergeables::group), 0));
        laws.add(new Law<>(BucketResolution.class,
                seed -> filled(BucketResolution.empty(), new Random(seed), 12, (b, r) -> b.addKey(GROUPS[r.nextInt(3)],
                        PairKind.values()[r.nextInt(2)], ScoreKey.of(0.25f + r.nextInt(5) / 64f))),
                BucketResolution::empty, Mergeables::resolution, 0));
        laws.add(new Law<>(CrossGroupCounts.class, Mergeables::crossGroup,
                () -> new CrossGroupCounts(THRESHOLDS, true), c -> map(c.raw(), Mergeables::longs), 0));
        laws.add(new Law<>(PseudoScoreHistograms.class,
                seed -> {
                    var h = PseudoScoreHistograms.empty();
                    var r = new Random(seed);
                    for (int i = 0; i < 10; i++) {
                        h.add(GROUPS[r.nextInt(3)], PairKind.values()[r.nextInt(2)], score(r));
                    }
                    return h;
                },
                PseudoScoreHistograms::empty, Mergeables::pseudo, 0));
        laws.add(new Law<>(ConfusionTable.class, Mergeables::confusion, ConfusionTable::empty, t -> t, 0));
        laws.add(new Law<>(IdentityErrorCounts.class, Mergeables::identityErrors, () -> IdentityErrorCounts.empty(2),
                c -> c, 0));
        laws.add(new Law<>(DistributionHistogram.class,
                seed -> filled(DistributionHistogram.empty(), new Random(seed), 9, (h, r) -> h.add(dyadic(r, 16))),
                DistributionHistogram::empty,
                Mergeables::histogram, 0));
        laws.add(new Law<>(Moments.class,
                seed -> filled(Moments.empty(DIM), new Random(seed), 5, (m, r) -> m.add(vector(r))),
                () -> Moments.empty(DIM), m -> List.of(m.count(), doubles(m.sum()), m.sumSq()), 0));
        laws.add(new Law<>(Gramian.class,
                seed -> {
                    var g = Gramian.empty(DIM);
                    var r = new Random(seed);
                    for (int i = 0; i < 5; i++) {
                        g.add(vector(r));
                    }
                    return g;
                },
                () -> Gramian.empty(DIM), g -> List.of(g.count(), deep(g.matrix(false)), deep(g.matrix(true))), 0));
        laws.add(new Law<>(AlignmentSums.class, Mergeables::alignment, AlignmentSums::empty,
                a -> Arrays.stream(GROUPS).map(g -> List.of(a.squaredDistanceSum(g), a.pairs(g))).toList(), 0));
        laws.add(new Law<>(PairDistances.class, Mergeables::distances, () -> new PairDistances(0.5),
                Mergeables::distances, 0)); // exact sums (FixedPointSums): any merge order, same bits
        laws.add(new Law<>(NeighbourTable.class, Mergeables::neighbours, Mergeables::emptyNeighbours,
                Mergeables::neighbours, 0));
        laws.add(new Law<>(NeighbourCounts.class,
                seed -> NeighbourCounts.of(neighbours(seed), GROUPS[seed % 2], seed % 2, List.of("A", "B")),
                NeighbourCounts::empty, Mergeables::neighbourCounts, 0)); // exact sums
        return laws;
    }

    // ---- views: the whole state as lists and sorted maps

    private static <K, V> Map<K, Object> map(Map<K, V> m, Function<V, Object> view) {
        var out = new TreeMap<K, Object>();
        m.forEach((k, v) -> out.put(k, view.apply(v)));
        return out;
    }

    private static Object longs(long[] v) {
        return Arrays.stream(v).boxed().toList();
    }

    private static Object doubles(double[] v) {
        return Arrays.stream(v).boxed().toList();
    }

    private static Object deep(double[][] m) {
        return Arrays.stream(m).map(Mergeables::doubles).toList();
    }

    private static Object coarse(CoarseHistogram h) {
        var nonZero = new TreeMap<Integer, Long>();
        for (int b = 0; b < ScoreKey.BUCKETS; b++) {
            if (h.count(b) != 0) {
                nonZero.put(b, h.count(b));
            }
        }
        return List.of(h.total(), nonZero);
    }

    private static Object fine(FineHistogram h) {
        var nonZero = new TreeMap<Integer, Long>();
        for (int low = h.nextOccupied(-1); low >= 0; low = h.nextOccupied(low)) {
            nonZero.put(low, h.countAt(low));
        }
        return List.of(h.bucket(), h.total(), nonZero);
    }

    private static Object sums(ScoreSums s) {
        return s.count() == 0 ? List.of(0L) : List.of(s.count(), s.mean(), s.stdDev());
    }

    private static Object pairType(PairTypeSummary s) {
        return List.of(s.count(), coarse(s.coarse()), longs(s.display().counts()), sums(s.sums()));
    }

    private static Object group(GroupScoreSummary g) {
        return List.of(pairType(g.get(PairKind.GENUINE)), pairType(g.get(PairKind.IMPOSTOR)));
    }

    private static Object resolution(BucketResolution b) {
        int[] plan = {ScoreKey.bucketOf(0.25f), ScoreKey.bucketOf(0.25f + 4 / 64f)};
        var out = new TreeMap<String, Object>();
        for (var g : GROUPS) {
            for (var kind : PairKind.values()) {
                out.put(g + kind, map(b.fine(g, kind, plan), Mergeables::fine));
            }
        }
        return List.of(b.totalScores(), out);
    }

    private static Object pseudo(PseudoScoreHistograms h) {
        var out = new TreeMap<String, Object>();
        for (var g : GROUPS) {
            for (var kind : PairKind.values()) {
                out.put(g + kind, coarse(h.of(g, kind)));
            }
        }
        return out;
    }

    private static Object distances(PairDistances d) {
        var out = new TreeMap<String, Object>();
        d.groups().forEach((name, g) -> out.put(name, List.of(histogram(g.all()), histogram(g.genuine()),
                histogram(g.impostor()), metric(d.rbfUniformity(name)))));
        return out;
    }

    private static Object histogram(DistributionHistogram h) {
        return List.of(longs(h.counts()), h.count(), h.mean(), h.variance(), h.min(), h.max());
    }

    private static Object metric(MetricValue v) {
        return v.isDefined() ? v.valueOrNull() : v.reasonOrNull();
    }

    private static Object neighbours(NeighbourTable t) {
        var rows = new ArrayList<Object>();
        for (int r = 0; r < t.rows(); r++) {
            var hits = new ArrayList<Boolean>();
            for (int j = 1; j <= t.found(r); j++) {
                hits.add(t.hit(r, j));
            }
            float[] s = t.similarities(r);
            var sims = new ArrayList<Float>();
            for (float x : s) {
                sims.add(x);
            }
            rows.add(List.of(t.found(r), sims, hits, t.meanDistance(r, 0), t.meanDistance(r, 1)));
        }
        return rows;
    }

    private static Object neighbourCounts(NeighbourCounts c) {
        var out = new TreeMap<String, Object>();
        for (var g : List.of("A", "B")) {
            out.put(g, List.of(c.queries(g), metric(c.recall(g, false, 2)), metric(c.recall(g, true, 2)),
                    metric(c.silhouette(g))));
        }
        return List.of(out, metric(c.silhouette()), c.silhouettePoints());
    }

    // ---- generators of the classes that need more than add()

    private static float[] vector(Random r) {
        var v = new float[DIM];
        for (int k = 0; k < DIM; k++) {
            v[k] = score(r);
        }
        return v;
    }

    private static CrossGroupCounts crossGroup(int seed) {
        var c = new CrossGroupCounts(THRESHOLDS, true);
        var r = new Random(seed);
        for (int i = 0; i < 10; i++) {
            c.add(c.slot(GROUPS[r.nextInt(3)], GROUPS[r.nextInt(3)]), score(r));
        }
        return c;
    }

    private static ConfusionTable confusion(int seed) {
        var r = new Random(seed);
        var t = ConfusionTable.empty();
        for (int i = 0; i < 8; i++) {
            t = t.add(GROUPS[r.nextInt(3)], "c" + r.nextInt(3), "c" + r.nextInt(3), 1 + r.nextInt(4));
        }
        return t;
    }

    private static IdentityErrorCounts identityErrors(int seed) {
        var r = new Random(seed);
        var c = IdentityErrorCounts.empty(2);
        for (int i = 0; i < 6; i++) {
            long pairs = 1 + r.nextInt(5);
            long[] errors = {r.nextInt((int) pairs + 1), r.nextInt((int) pairs + 1)};
            if (r.nextBoolean()) {
                c.addGenuine(GROUPS[r.nextInt(3)], "id" + r.nextInt(4), pairs, errors);
            } else {
                c.addImpostor(GROUPS[r.nextInt(3)], "id" + r.nextInt(4), pairs, errors);
            }
        }
        return c;
    }

    private static AlignmentSums alignment(int seed) {
        var r = new Random(seed);
        var label = new TreeMap<String, Moments>();
        for (var g : GROUPS) {
            if (r.nextInt(4) > 0) {
                label.put(g, filled(Moments.empty(DIM), r, 1 + r.nextInt(3), (m, rr) -> m.add(vector(rr))));
            }
        }
        return AlignmentSums.ofLabel(label);
    }

    private static PairDistances distances(int seed) {
        var r = new Random(seed);
        var d = new PairDistances(0.5);
        for (int i = 0; i < 8; i++) {
            d.add(d.group(GROUPS[r.nextInt(3)]), dyadic(r, 32), r.nextBoolean());
        }
        return d;
    }

    private static NeighbourTable emptyNeighbours() {
        return new NeighbourTable(4, 2, 2, new boolean[] {true, false, true, true});
    }

    /** Distinct tie keys per seed: two parts of a corpus never offer the same candidate twice. */
    private static NeighbourTable neighbours(int seed) {
        var r = new Random(seed);
        var t = emptyNeighbours();
        for (int i = 0; i < 6; i++) {
            int row = r.nextInt(4);
            t.offer(row, score(r), seed * 100L + i, r.nextBoolean());
            t.addDistance(row, r.nextInt(2), dyadic(r, 16));
        }
        return t;
    }
}
