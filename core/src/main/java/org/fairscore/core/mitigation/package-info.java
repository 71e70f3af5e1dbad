/**
 * Centroid Fairness (Conti &amp; Clémençon, "Centroid Fairness: a post-processing bias mitigation for face
 * recognition"): the pieces that need no linear-algebra library.
 *
 * <p>Glossary. <em>Centroid</em> μ_k: the mean of identity k's L2-normalised embeddings (not renormalised,
 * CF eq. 7). <em>Pseudo-score</em> s̄(x_i, μ_k) = cos(x_i, μ_k) for a sample and a centroid of the same group
 * (eq. 8); <em>genuine</em> when y_i = k, <em>impostor</em> otherwise. <em>Pseudo-FAR / pseudo-FRR</em>: the
 * error rates of pseudo-scores (eq. 9), with the audit's conventions (accept iff s̄ &gt; t).
 * <em>Quantile transform</em> T_{a→r} (§3.1, {@link org.fairscore.core.mitigation.QuantileTransform}): maps a
 * group's pseudo-scores onto the reference group's distribution, rank for rank. <em>Weights</em> (eq. 10,
 * {@link org.fairscore.core.mitigation.CfWeights}): each FAR or FRR decade of each group weighs the same.
 * The Fairness Module itself (a residual MLP trained with ND4J) lives in spark-jobs' {@code jobs.mitigation}.
 */
package org.fairscore.core.mitigation;
