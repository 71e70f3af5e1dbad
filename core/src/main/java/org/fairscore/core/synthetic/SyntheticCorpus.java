package org.fairscore.core.synthetic;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * A seeded synthetic face-embedding corpus with known group disparities.
 *
 * <p>The default profiles ({@link #DEFAULT_PROFILES}) make the four {@code race} groups differ on
 * purpose: A is the reference; B is <em>crowded</em> (its identities resemble each other: more false
 * accepts); C is <em>noisy</em> (its samples scatter: more false rejects); D is both. {@code gender}
 * (F/M, one per identity, alternating) has no effect by construction, so gender differentials should
 * stay near parity — a built-in sanity check. Identities have 1 + Geometric sample counts (mean
 * {@code meanSamplesPerIdentity}, capped at 50), so some have a single sample; identities are dealt to
 * the groups in turn.
 *
 * <p>Every identity draws from its own generator seeded by (seed, identity index), so any writer or
 * partition produces the same numbers.
 */
public final class SyntheticCorpus {
    public static final List<GroupProfile> DEFAULT_PROFILES = List.of(
            new GroupProfile("A", 0.20, 1.00),
            new GroupProfile("B", 0.35, 1.00),
            new GroupProfile("C", 0.20, 1.25),
            new GroupProfile("D", 0.35, 1.25));
    public static final int MAX_SAMPLES_PER_IDENTITY = 50;

    private final int samples;
    private final int dimension;
    private final long seed;
    private final double meanSamplesPerIdentity;
    private final List<GroupProfile> profiles;
    private final double[][] groupDirections;
    private final int firstIdentity;

    public SyntheticCorpus(int samples, int dimension, long seed, double meanSamplesPerIdentity,
                           List<GroupProfile> profiles) {
        this(samples, dimension, seed, meanSamplesPerIdentity, profiles, 0);
    }

    /**
     * @param firstIdentity index of the first identity emitted: two corpora of one seed starting at identities
     *                      far enough apart share the groups (their directions depend on the seed only) but
     *                      no identity, e.g. a training and an evaluation set for {@code fairscore mitigate}
     */
    public SyntheticCorpus(int samples, int dimension, long seed, double meanSamplesPerIdentity,
                           List<GroupProfile> profiles, int firstIdentity) {
        if (firstIdentity < 0) {
            throw new IllegalArgumentException("first identity must be at least 0: " + firstIdentity);
        }
        this.firstIdentity = firstIdentity;
        if (samples < 1 || dimension < 2 || meanSamplesPerIdentity < 1 || profiles.isEmpty()) {
            throw new IllegalArgumentException("need samples >= 1, dimension >= 2, mean samples per identity >= 1 "
                    + "and at least one group");
        }
        this.samples = samples;
        this.dimension = dimension;
        this.seed = seed;
        this.meanSamplesPerIdentity = meanSamplesPerIdentity;
        this.profiles = List.copyOf(profiles);
        this.groupDirections = new double[profiles.size()][];
        var rng = new SplittableRandom(seed);
        for (int g = 0; g < profiles.size(); g++) {
            groupDirections[g] = unitGaussian(rng, dimension);
        }
    }

    public static SyntheticCorpus defaults(int samples, int dimension, long seed) {
        return new SyntheticCorpus(samples, dimension, seed, 5.0, DEFAULT_PROFILES);
    }

    public int dimension() {
        return dimension;
    }

    /** Emits the corpus in identity order. Memory: one identity at a time. */
    public void forEach(Consumer<SyntheticSample> sink) {
        int emitted = 0;
        for (int k = firstIdentity; emitted < samples; k++) {
            var rng = new SplittableRandom(mix(seed, k));
            int g = k % profiles.size();
            var p = profiles.get(g);
            int count = Math.min(MAX_SAMPLES_PER_IDENTITY, 1 + geometric(rng, 1.0 / meanSamplesPerIdentity));
            count = Math.min(count, samples - emitted);
            double[] z = unitGaussian(rng, dimension);
            double[] centroid = new double[dimension];
            double a = Math.sqrt(p.crowding());
            double b = Math.sqrt(1 - p.crowding());
            for (int i = 0; i < dimension; i++) {
                centroid[i] = a * groupDirections[g][i] + b * z[i];
            }
            normalise(centroid);
            String identity = String.format("id%06d", k);
            String gender = (k / profiles.size()) % 2 == 0 ? "F" : "M";
            double scale = p.noise() / Math.sqrt(dimension);
            for (int s = 0; s < count; s++) {
                float[] e = new float[dimension];
                for (int i = 0; i < dimension; i++) {
                    e[i] = (float) (centroid[i] + scale * rng.nextGaussian());
                }
                sink.accept(new SyntheticSample(String.format("s%07d", emitted), identity, p.race(), gender, e));
                emitted++;
            }
        }
    }

    private static int geometric(SplittableRandom rng, double p) {
        if (p >= 1) {
            return 0;
        }
        double u = 1.0 - rng.nextDouble(); // (0, 1]
        return (int) Math.floor(Math.log(u) / Math.log(1 - p));
    }

    private static double[] unitGaussian(SplittableRandom rng, int d) {
        double[] v = new double[d];
        for (int i = 0; i < d; i++) {
            v[i] = rng.nextGaussian();
        }
        normalise(v);
        return v;
    }

    private static void normalise(double[] v) {
        double n = 0;
        for (double x : v) {
            n += x * x;
        }
        n = Math.sqrt(n);
        for (int i = 0; i < v.length; i++) {
            v[i] /= n;
        }
    }

    private static long mix(long seed, long k) {
        long z = seed * 0x9E3779B97F4A7C15L + k * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
