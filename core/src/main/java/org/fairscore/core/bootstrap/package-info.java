/**
 * Confidence intervals that respect how pairs depend on each other: a bootstrap over identities.
 * Spark builds and merges {@link org.fairscore.core.bootstrap.IdentityErrorCounts} in one pass over the
 * score tiles; the driver resamples them ({@link org.fairscore.core.bootstrap.IdentityBootstrap}, the replicates
 * summed on every core by {@code ReplicateSums}, bit for bit the sequential loop's) without recomputing any score;
 * the differentials' intervals come from the same replicates ({@link org.fairscore.core.bootstrap.DifferentialIntervals}).
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>identity</b> — one label within one group; the resampling unit (a cluster of pairs);</li>
 *   <li><b>G_k, FR_k[t]</b> — genuine pairs of identity k and its false rejects at threshold t;</li>
 *   <li><b>I_k, FA_k[t]</b> — impostor pairs identity k takes part in and their false accepts; every
 *       impostor pair is <em>attributed</em> to both of its identities, so Σ_k I_k = 2·I;</li>
 *   <li><b>replicate</b> — one resample of K identities from a group's K, with multiplicities w_k
 *       (Σ w_k = K), and the rates recomputed from the weighted counts; B replicates per group;</li>
 *   <li><b>one-way / two-way</b> — weighting a pair by the multiplicity of one identity (genuine pairs;
 *       the plain attribution (w_k + w_l)/2 for impostor pairs) or by both (w_k·w_l, and its first-order
 *       expansion w_k + w_l − 1 used here for impostor pairs);</li>
 *   <li><b>percentile interval</b> — the (1−c)/2 and (1+c)/2 quantiles of the B replicate values
 *       (Hyndman–Fan type 7);</li>
 *   <li><b>exact binomial bound</b> — the Clopper–Pearson interval of a group's counts, given instead of a
 *       zero-width percentile interval when every replicate has the same rate (0 errors: [0, 1 − ((1−c)/2)^(1/n)]);
 *       method {@code identity-bootstrap+exact-binomial-bound};</li>
 *   <li><b>undefined replicate</b> — a replicate in which a rate (no weight on the group's pairs) or a
 *       differential (a zero denominator, or a rate it needs undefined) does not exist; counted, never dropped
 *       silently ({@link org.fairscore.core.bootstrap.DifferentialIntervals});</li>
 *   <li><b>EER grid</b> — per group, up to 36 thresholds around its EER crossing at which the identity pass also
 *       counts ({@link org.fairscore.core.bootstrap.EerGrid}); each replicate's EER is found on it
 *       ({@link org.fairscore.core.bootstrap.BootstrapEer});</li>
 *   <li><b>coverage</b> — how often an interval contains the true rate over repeated samples; checked by
 *       a seeded simulation with a known rate ({@code BootstrapCoverageTest}), also where most groups see no
 *       error.</li>
 * </ul>
 */
package org.fairscore.core.bootstrap;
