/**
 * Embedding-geometry fairness metrics (finDML, Dullerud et al. 2022; the FaceNet verification audit):
 * mergeable summaries that Spark builds and merges, and pure functions of them.
 *
 * <p>Glossary: <b>X_a</b> — the L2-normalised embeddings of group a; <b>recall@k</b>
 * ({@link org.fairscore.core.geometry.NeighbourTable}, {@link org.fairscore.core.geometry.NeighbourCounts});
 * <b>NMI</b> ({@link org.fairscore.core.geometry.Nmi}); <b>alignment</b> — mean squared distance of
 * positive / negative pairs ({@link org.fairscore.core.geometry.Alignment}); <b>U_KL</b> — spectral
 * uniformity ({@link org.fairscore.core.geometry.SpectralUniformity}, from a
 * {@link org.fairscore.core.geometry.Gramian}); <b>RBF uniformity</b>
 * ({@link org.fairscore.core.geometry.PairDistances}); <b>silhouette, Calinski–Harabasz, Davies–Bouldin</b>
 * ({@link org.fairscore.core.geometry.Silhouette}, {@link org.fairscore.core.geometry.ClusteringIndices});
 * <b>H0 death times</b> — Euclidean MST edge lengths ({@link org.fairscore.core.geometry.MinimumSpanningTree});
 * <b>moments</b> — n, Σx, Σ‖x‖² ({@link org.fairscore.core.geometry.Moments}); <b>gap</b>
 * ({@link org.fairscore.core.geometry.Gap}); <b>group tests</b> ({@link org.fairscore.core.geometry.GroupTests}),
 * their KS statistic ({@link org.fairscore.core.geometry.KolmogorovSmirnov}) and Holm / Benjamini–Hochberg
 * adjustments ({@link org.fairscore.core.geometry.MultipleTesting}); <b>attribute grouping</b> — one attribute's
 * values as clusters over intersectional groups ({@link org.fairscore.core.geometry.AttributeGrouping}).
 * The report is {@link org.fairscore.core.geometry.GeometryAudit#report}.
 */
package org.fairscore.core.geometry;
