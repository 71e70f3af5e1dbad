/**
 * The distributed geometry family (finDML; the FaceNet verification audit): Spark builds and merges the
 * summaries of {@code org.fairscore.core.geometry}; the metrics are pure functions of them.
 *
 * <p>Glossary: <b>all-pairs pass</b> — {@link org.fairscore.jobs.geometry.NeighbourPass}: every unordered
 * pair of the corpus scored once by GEMM over the blocks and tiles of {@code org.fairscore.jobs.scoring}
 * (intra-group and cross-group tiles), feeding per-row <b>neighbour tables</b> (recall@k, silhouette) and
 * per-group pair distances; <b>summary passes</b> — {@link org.fairscore.jobs.geometry.SummaryPasses}:
 * moments, Gramians, alignment sums, centroid distances, MST of a <b>bottom-k sample</b>
 * ({@link org.fairscore.jobs.geometry.BottomKSample}); <b>NMI pass</b> —
 * {@link org.fairscore.jobs.geometry.NmiPass}, MLlib k-means.
 */
package org.fairscore.jobs.geometry;
