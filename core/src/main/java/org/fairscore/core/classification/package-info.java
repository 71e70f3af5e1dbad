/**
 * Downstream classification on frozen embeddings, attribute leakage and the fairness of predictions:
 * mergeable counts plus pure functions.
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>confusion table</b> — rows counted by (group, true class, predicted class), the mergeable summary
 *       every metric here is computed from, {@link org.fairscore.core.classification.ConfusionTable};</li>
 *   <li><b>macro precision / recall</b> — averaged with equal weight over the classes present among a
 *       group's true labels (the label-set policy), {@link org.fairscore.core.classification.GroupClassificationMetrics};</li>
 *   <li><b>gap</b> — how far apart groups are on one metric: signed pairwise, one versus the rest, top half −
 *       bottom half, max − min (finDML), {@link org.fairscore.core.classification.Gaps};</li>
 *   <li><b>demographic parity / equal opportunity / equalized odds</b> — differences across groups of the
 *       prediction rate, the TPR and the per-class accuracy (FSCL's convention),
 *       {@link org.fairscore.core.classification.PredictionFairness};</li>
 *   <li><b>leakage</b> — how well a probe classifier recovers the sensitive attribute from the embedding,
 *       as one-vs-rest macro ROC-AUC ({@link org.fairscore.core.classification.OneVsRestAuc}); 0.5 means not
 *       recoverable;</li>
 *   <li><b>task classes per group</b> — the default task's labels taken round-robin over the groups, so each group
 *       can be evaluated, {@link org.fairscore.core.classification.TaskClassSelection};</li>
 *   <li><b>nested classes</b> — every class's rows in one group (identities): the prediction-fairness differences
 *       are undefined, {@link org.fairscore.core.classification.ClassNesting};</li>
 *   <li><b>over seeds</b> — mean ± sample standard deviation of seeded runs,
 *       {@link org.fairscore.core.classification.SeedSummary}.</li>
 * </ul>
 */
package org.fairscore.core.classification;
