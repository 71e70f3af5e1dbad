/**
 * The downstream audit: light classifiers trained on frozen embeddings with Spark MLlib, per group.
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>task</b> — the classes the downstream classifiers predict: the k most frequent labels with enough
 *       samples, or a task column ({@link org.fairscore.jobs.downstream.TaskSelection});</li>
 *   <li><b>split</b> — train and test rows: a split column, or a seeded hash of the sample id
 *       ({@link org.fairscore.jobs.downstream.TrainTestSplit});</li>
 *   <li><b>rebalance</b> — oversampling every group's training rows to the largest group's count (finDML),
 *       {@link org.fairscore.jobs.downstream.Oversampling};</li>
 *   <li><b>leakage probe</b> — classifiers predicting the sensitive attribute from the embedding, scored by
 *       ROC-AUC over seeds ({@link org.fairscore.jobs.downstream.LeakageProbe},
 *       {@link org.fairscore.jobs.downstream.RankAuc});</li>
 *   <li><b>predictions</b> — one row per test row and classifier, written to {@code OUT/predictions/}; every
 *       per-group metric is a function of their confusion table
 *       ({@link org.fairscore.core.classification.ConfusionTable}).</li>
 * </ul>
 */
package org.fairscore.jobs.downstream;
