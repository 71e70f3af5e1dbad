/**
 * Centroid Fairness mitigation (Conti &amp; Clémençon): {@code fairscore mitigate} and {@code fairscore apply}.
 *
 * <p>Distributed: {@link org.fairscore.jobs.mitigation.CentroidPass} (identity centroids, reduced by key),
 * {@link org.fairscore.jobs.mitigation.PseudoScorePass} (pseudo-score histograms with broadcast centroids),
 * {@link org.fairscore.jobs.mitigation.ModuleTransform} (the module applied to every partition) and the
 * before/after audits (the audit job itself). On the driver, bounded: the
 * {@link org.fairscore.jobs.mitigation.TrainingSet} (embeddings, transformed targets and eq. 10 weights) and
 * {@link org.fairscore.jobs.mitigation.CfTrainer} (minibatch Adam, {@link org.fairscore.jobs.mitigation.CfGradient}'s
 * hand-derived gradients). The math that needs no ND4J (quantile transform, weights, pseudo-metrics) is in core's
 * {@code org.fairscore.core.mitigation}.
 */
package org.fairscore.jobs.mitigation;
