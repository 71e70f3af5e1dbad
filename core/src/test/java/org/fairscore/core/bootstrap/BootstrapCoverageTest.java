package org.fairscore.core.bootstrap;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.apache.commons.math3.distribution.BetaDistribution;
import org.apache.commons.math3.random.Well19937c;
import org.fairscore.core.verification.ClopperPearson;
import org.fairscore.core.verification.Interval;
import org.junit.jupiter.api.Test;

/**
 * Coverage of the 95% identity-bootstrap intervals on synthetic data with a known true rate and
 * identity-level dependence (issue 6, "Done when"), against Clopper–Pearson on the pooled counts.
 *
 * <p>Model, one group of K = 120 identities per repetition. Identity k has n_k ~ U{2..10} samples
 * (G_k = n_k(n_k−1)/2 genuine pairs, n_k·n_l impostor pairs with identity l), a false-reject propensity
 * π_k ~ Beta(0.5, 9.5) and a false-accept propensity φ_k ~ Beta(0.5, 49.5), independent of the sizes.
 * FR_k ~ Binomial(G_k, π_k); the impostor pairs of (k, l) have FA_kl ~ Binomial(n_k·n_l, (φ_k + φ_l)/2),
 * so both identities of an impostor pair carry dependence (a "lamb" and a "wolf").
 *
 * <p>Estimand: the pair-weighted expected rate, E[Σ_pairs p_pair] / E[#pairs]. Because propensities are
 * independent of the sizes it equals the propensities' mean: true FRR = 0.5/10 = 0.05, true FAR =
 * E[(φ_k + φ_l)/2] = 0.5/50 = 0.01. Pooled counts Σ FR / Σ G and FA / I estimate exactly these.
 */
class BootstrapCoverageTest {
    private static final int REPETITIONS = 100;
    private static final int IDENTITIES = 120;
    private static final int REPLICATES = 200;
    private static final double TRUE_FRR = 0.05;
    private static final double TRUE_FAR = 0.01;

    private static boolean covers(Interval ci, double truth) {
        return ci.lower() <= truth && truth <= ci.upper();
    }

    private static boolean covers(double[] ci, double truth) {
        return ci[0] <= truth && truth <= ci[1];
    }

    private static long binomial(Well19937c rng, long n, double p) {
        long k = 0;
        for (long i = 0; i < n; i++) {
            k += rng.nextDouble() < p ? 1 : 0;
        }
        return k;
    }

    /**
     * The one-way attribution the bootstrap does not use: FAR* = Σ w_k FA_k / Σ w_k I_k (each pair
     * weighted (w_k + w_l)/2). Kept here to show why.
     */
    private static Interval oneWayFar(long[] fa, long[] imp, long seed) {
        var rnd = new SplittableRandom(seed);
        double[] star = new double[REPLICATES];
        for (int b = 0; b < REPLICATES; b++) {
            long num = 0;
            long den = 0;
            for (int d = 0; d < fa.length; d++) {
                int k = rnd.nextInt(fa.length);
                num += fa[k];
                den += imp[k];
            }
            star[b] = (double) num / den;
        }
        return IdentityBootstrap.percentile(star, 0.95);
    }

    @Test
    void bootstrapCoversTheTrueRateAndClopperPearsonDoesNot() {
        int bootFrr = 0;
        int bootFar = 0;
        int cpFrr = 0;
        int cpFar = 0;
        int oneWay = 0;
        double widthBoot = 0;
        double widthCp = 0;
        for (int rep = 0; rep < REPETITIONS; rep++) {
            var rng = new Well19937c(1000 + rep);
            var frrPropensity = new BetaDistribution(rng, 0.5, 9.5);
            var farPropensity = new BetaDistribution(rng, 0.5, 49.5);
            int[] n = new int[IDENTITIES];
            double[] phi = new double[IDENTITIES];
            var counts = IdentityErrorCounts.empty(1);
            long fr = 0;
            long g = 0;
            for (int k = 0; k < IDENTITIES; k++) {
                n[k] = 2 + rng.nextInt(9);
                long pairs = (long) n[k] * (n[k] - 1) / 2;
                long errors = binomial(rng, pairs, frrPropensity.sample());
                counts.addGenuine("G", "id" + k, pairs, new long[] {errors});
                fr += errors;
                g += pairs;
                phi[k] = farPropensity.sample();
            }
            long[] faK = new long[IDENTITIES];
            long[] iK = new long[IDENTITIES];
            long fa = 0;
            long imp = 0;
            for (int k = 0; k < IDENTITIES; k++) {
                for (int l = k + 1; l < IDENTITIES; l++) {
                    long pairs = (long) n[k] * n[l];
                    long errors = binomial(rng, pairs, (phi[k] + phi[l]) / 2);
                    // as the job does: once for each identity of the pair (here one call per identity pair)
                    counts.addImpostor("G", "id" + k, pairs, new long[] {errors});
                    counts.addImpostor("G", "id" + l, pairs, new long[] {errors});
                    faK[k] += errors;
                    faK[l] += errors;
                    iK[k] += pairs;
                    iK[l] += pairs;
                    fa += errors;
                    imp += pairs;
                }
            }
            var ci = IdentityBootstrap.compute(counts, REPLICATES, 77 + rep, 0.95);
            bootFrr += covers(ci.frr("G", 0), TRUE_FRR) ? 1 : 0;
            bootFar += covers(ci.far("G", 0), TRUE_FAR) ? 1 : 0;
            double[] cpR = ClopperPearson.interval(fr, g, 0.95);
            double[] cpA = ClopperPearson.interval(fa, imp, 0.95);
            cpFrr += covers(cpR, TRUE_FRR) ? 1 : 0;
            cpFar += covers(cpA, TRUE_FAR) ? 1 : 0;
            oneWay += covers(oneWayFar(faK, iK, 77 + rep), TRUE_FAR) ? 1 : 0;
            widthBoot += (ci.far("G", 0).upper() - ci.far("G", 0).lower()) / REPETITIONS;
            widthCp += (cpA[1] - cpA[0]) / REPETITIONS;
        }
        System.out.printf("coverage of 95%% intervals in %d repetitions: identity bootstrap FRR %d, FAR %d; "
                        + "Clopper-Pearson FRR %d, FAR %d; one-way attribution FAR %d; mean FAR width bootstrap %.5f, "
                        + "Clopper-Pearson %.5f%n", REPETITIONS, bootFrr, bootFar, cpFrr, cpFar, oneWay, widthBoot, widthCp);
        assertTrue(bootFrr >= 85 && bootFrr <= 99, "bootstrap FRR coverage " + bootFrr);
        assertTrue(bootFar >= 85 && bootFar <= 99, "bootstrap FAR coverage " + bootFar);
        // pairs are not independent trials: the binomial interval is far too narrow under this dependence
        assertTrue(cpFrr < 80, "Clopper-Pearson FRR coverage " + cpFrr);
        assertTrue(cpFar < 80, "Clopper-Pearson FAR coverage " + cpFar);
        // and attributing each impostor pair half to each identity loses three quarters of the variance
        assertTrue(oneWay < 80, "one-way FAR coverage " + oneWay);
    }

    /**
     * Without any identity effect (every propensity equal) pairs are independent: Clopper–Pearson is
     * right, and the bootstrap must not be anti-conservative (its FAR is at most √2 too wide here).
     */
    @Test
    void withoutIdentityEffectsTheBootstrapIsNotTooNarrow() {
        int bootFrr = 0;
        int bootFar = 0;
        for (int rep = 0; rep < REPETITIONS; rep++) {
            var rng = new Well19937c(5000 + rep);
            var counts = IdentityErrorCounts.empty(1);
            int k = 60;
            int[] n = new int[k];
            for (int i = 0; i < k; i++) {
                n[i] = 2 + rng.nextInt(9);
                long pairs = (long) n[i] * (n[i] - 1) / 2;
                counts.addGenuine("G", "id" + i, pairs, new long[] {binomial(rng, pairs, TRUE_FRR)});
            }
            for (int i = 0; i < k; i++) {
                for (int j = i + 1; j < k; j++) {
                    long pairs = (long) n[i] * n[j];
                    long errors = binomial(rng, pairs, TRUE_FAR);
                    counts.addImpostor("G", "id" + i, pairs, new long[] {errors});
                    counts.addImpostor("G", "id" + j, pairs, new long[] {errors});
                }
            }
            var ci = IdentityBootstrap.compute(counts, REPLICATES, rep, 0.95);
            bootFrr += covers(ci.frr("G", 0), TRUE_FRR) ? 1 : 0;
            bootFar += covers(ci.far("G", 0), TRUE_FAR) ? 1 : 0;
        }
        System.out.printf("no identity effect, %d repetitions: identity bootstrap covers FRR %d, FAR %d%n", REPETITIONS,
                bootFrr, bootFar);
        assertTrue(bootFrr >= 85, "bootstrap FRR coverage " + bootFrr);
        assertTrue(bootFar >= 85, "bootstrap FAR coverage " + bootFar);
    }
}
