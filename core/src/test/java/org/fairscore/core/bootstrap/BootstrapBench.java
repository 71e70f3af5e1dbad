package org.fairscore.core.bootstrap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import org.fairscore.core.summaries.CoarseHistogram;
import org.fairscore.core.summaries.FineHistogram;
import org.fairscore.core.summaries.ScoreKey;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.Eer;
import org.fairscore.core.verification.EerInterval;
import org.fairscore.core.verification.ExactDistribution;

/**
 * A harness run by hand, not a test (issue #24): times the driver-side work after the scoring passes of an audit the
 * size of the 80k × 512 one — 4 groups × 7,000 identities, 6 FAR levels and a 36-column EER grid, B = 200 — and the
 * EER computations on exact distributions of 10⁷ impostor scores per group (the EER's and the FAR levels' buckets
 * resolved, as the audit's plan asks). Run it as the audit runs (C1 only), after {@code mvn -o -q -pl core
 * test-compile}:
 * <pre>  java -XX:TieredStopAtLevel=1 -cp core/target/classes:core/target/test-classes:$(deps) \
 *      org.fairscore.core.bootstrap.BootstrapBench [rounds]</pre>
 * ({@code taskset -c 0} in front for one core). It prints milliseconds per step and a checksum of the results, so two
 * builds can be compared for the same output; the measurements are in docs/performance.md.
 */
public final class BootstrapBench {
    private static final int GROUPS = 4;
    private static final int IDENTITIES = 7_000;
    private static final int LEVELS = 6;
    private static final int B = 200;
    private static final long SEED = 42;

    private BootstrapBench() {
    }

    public static void main(String[] args) {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        var groups = new ArrayList<String>();
        var genuine = new HashMap<String, ExactDistribution>();
        var impostor = new HashMap<String, ExactDistribution>();
        var rng = new SplittableRandom(7);
        for (int g = 0; g < GROUPS; g++) {
            String name = String.valueOf((char) ('A' + g));
            groups.add(name);
            long genSeed = rng.nextLong();
            long impSeed = rng.nextLong();
            double genMean = 0.55 - 0.03 * g;
            double impMean = 0.02 * g;
            var genCoarse = coarse(new SplittableRandom(genSeed), 80_000, genMean, 0.12);
            var impCoarse = coarse(new SplittableRandom(impSeed), 10_000_000, impMean, 0.07);
            // as the audit's plan: the EER's buckets and those of the FAR levels 1e-1 .. 1e-6
            var resolve = new TreeSet<>(Eer.plan(genCoarse, impCoarse, AcceptanceRule.AT_OR_ABOVE));
            for (int k = 1; k <= LEVELS; k++) {
                resolve.add(impCoarse.bucketOfRank(Math.max(1, Math.round(impCoarse.total() * (1 - Math.pow(10, -k))))));
            }
            genuine.put(name, exact(new SplittableRandom(genSeed), 80_000, genMean, 0.12, genCoarse, resolve));
            impostor.put(name, exact(new SplittableRandom(impSeed), 10_000_000, impMean, 0.07, impCoarse, resolve));
        }
        var grid = EerGrid.of(groups, genuine, impostor, AcceptanceRule.AT_OR_ABOVE);
        var levels = counts(groups, LEVELS, new SplittableRandom(11));
        var gridCounts = counts(groups, grid.width(), new SplittableRandom(13));
        System.out.printf("grid width %d, identities %d per group%n", grid.width(), IDENTITIES);
        for (int r = 0; r < rounds; r++) {
            long t0 = System.nanoTime();
            double check = 0;
            for (String g : groups) {
                check += Eer.compute(genuine.get(g), impostor.get(g), AcceptanceRule.AT_OR_ABOVE).eer().value();
            }
            long t1 = System.nanoTime();
            var g2 = EerGrid.of(groups, genuine, impostor, AcceptanceRule.AT_OR_ABOVE);
            long t2 = System.nanoTime();
            var boot = IdentityBootstrap.compute(levels, B, SEED, 0.95);
            long t3 = System.nanoTime();
            var eers = BootstrapEer.of(gridCounts, g2, groups, genuine, impostor, AcceptanceRule.AT_OR_ABOVE, B, SEED,
                    0.95);
            long t4 = System.nanoTime();
            for (String g : groups) {
                for (int t = 0; t < LEVELS; t++) {
                    check += sum(boot.farReplicates(g, t)) + sum(boot.frrReplicates(g, t));
                }
                check += eers.get(g).lower() + eers.get(g).upper();
            }
            // the audit's way: both tables from one walk over each group's draws
            long t5 = System.nanoTime();
            var both = IdentityBootstrap.compute(levels, gridCounts, B, SEED, 0.95);
            var eersBoth = BootstrapEer.of(both[1], g2, groups, genuine, impostor, AcceptanceRule.AT_OR_ABOVE);
            long t6 = System.nanoTime();
            System.out.printf("round %d: Eer.compute x%d %.1f ms, EerGrid.of %.1f ms, IdentityBootstrap.compute %.1f ms, "
                            + "BootstrapEer.of %.1f ms; total %.1f ms; checksum %.17g; both tables at once %.1f ms, "
                            + "its resampling's checksum %.17g (separately %.17g)%n", r, GROUPS, ms(t1 - t0),
                    ms(t2 - t1), ms(t3 - t2), ms(t4 - t3), ms(t4 - t0), check, ms(t6 - t5),
                    resampled(both[0], eersBoth), resampled(boot, eers));
        }
    }

    /** The part of the checksum that comes from the resampling: equal for the two ways, or the bench is wrong. */
    private static double resampled(BootstrapIntervals boot, Map<String, EerInterval> eers) {
        double check = 0;
        for (String g : boot.groups()) {
            for (int t = 0; t < LEVELS; t++) {
                check += sum(boot.farReplicates(g, t)) + sum(boot.frrReplicates(g, t));
            }
            check += eers.get(g).lower() + eers.get(g).upper();
        }
        return check;
    }

    private static double ms(long nanos) {
        return nanos / 1e6;
    }

    private static double sum(double[] v) {
        double s = 0;
        for (double x : v) {
            s += Double.isNaN(x) ? 0 : x;
        }
        return s;
    }

    private static CoarseHistogram coarse(SplittableRandom rng, int n, double mean, double sd) {
        var coarse = CoarseHistogram.empty();
        for (int i = 0; i < n; i++) {
            coarse.addKey(ScoreKey.of((float) (mean + sd * gaussian(rng))));
        }
        return coarse;
    }

    /** The same n normal scores again (same seed), with the buckets of {@code resolve} resolved. */
    private static ExactDistribution exact(SplittableRandom rng, int n, double mean, double sd, CoarseHistogram coarse,
                                           Set<Integer> resolve) {
        var fine = new TreeMap<Integer, FineHistogram>();
        for (int i = 0; i < n; i++) {
            int key = ScoreKey.of((float) (mean + sd * gaussian(rng)));
            if (resolve.contains(ScoreKey.bucket(key))) {
                fine.computeIfAbsent(ScoreKey.bucket(key), FineHistogram::empty).addKey(key);
            }
        }
        return new ExactDistribution(coarse, fine);
    }

    private static double gaussian(SplittableRandom rng) {
        // Box–Muller; SplittableRandom has no nextGaussian before Java 17's RandomGenerator default
        return Math.sqrt(-2 * Math.log(1 - rng.nextDouble())) * Math.cos(2 * Math.PI * rng.nextDouble());
    }

    /**
     * Per-identity counts shaped like an audit's: an identity's false rejects are mostly 0 (1 identity in 20 has any),
     * its false accepts fall geometrically with the column (rate 4·10⁻³·2^(−t/4) at a 36-column EER grid, 10^−(t+1) at
     * the 6 FAR levels), impostor pairs added for both identities of a pair.
     */
    private static IdentityErrorCounts counts(List<String> groups, int columns, SplittableRandom rng) {
        var c = IdentityErrorCounts.empty(columns);
        for (String g : groups) {
            for (int k = 0; k < IDENTITIES; k++) {
                String a = "id" + k;
                String b = "id" + ((k + 1) % IDENTITIES);
                long gen = rng.nextInt(8);
                c.addGenuine(g, a, gen, rng.nextInt(20) == 0 ? ascending(rng, columns, Math.min(gen, 2)) : new long[columns]);
                long imp = 20_000 + rng.nextInt(2_000);
                long[] fa = new long[columns];
                for (int t = 0; t < columns; t++) {
                    double rate = columns == LEVELS ? Math.pow(10, -(t + 1)) : 4e-3 * Math.pow(2, -t / 4.0);
                    fa[t] = Math.min(imp, Math.round(imp * rate * 2 * rng.nextDouble()));
                    if (t > 0) {
                        fa[t] = Math.min(fa[t], fa[t - 1]);
                    }
                }
                c.addImpostor(g, a, imp, fa);
                c.addImpostor(g, b, imp, fa);
            }
        }
        return c;
    }

    private static long[] ascending(SplittableRandom rng, int columns, long max) {
        long[] v = new long[columns];
        for (int t = 0; t < columns; t++) {
            v[t] = max == 0 ? 0 : rng.nextLong(max + 1);
        }
        Arrays.sort(v);
        return v;
    }
}
