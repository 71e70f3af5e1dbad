/**
 * Mergeable one-pass summaries of similarity scores. Each is a value with {@code merge} and an empty
 * identity; Spark only builds and merges them (the driver never sees a score row). The contract,
 * {@link org.fairscore.core.summaries.Mergeable}, lives here and every family's summaries implement it (geometry's
 * moments and histograms, classification's confusion table, the bootstrap's identity error counts, mitigation's
 * pseudo-score histograms); one test checks its laws for all of them.
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>mergeable</b> — {@code a.merge(b)} summarises a's data and b's together: associative, with the empty
 *       value as identity, {@link org.fairscore.core.summaries.Mergeable};</li>
 *   <li><b>score key</b> — the order-preserving unsigned 32-bit image of a float32 score
 *       ({@link org.fairscore.core.summaries.ScoreKey}); its high 16 bits name a <b>coarse bucket</b>, its
 *       low 16 bits a position inside the bucket;</li>
 *   <li><b>coarse histogram</b> — counts per coarse bucket (pass 1), {@link org.fairscore.core.summaries.CoarseHistogram};</li>
 *   <li><b>fine histogram</b> — counts per low-16 position inside one coarse bucket (pass 2), which makes
 *       every count at a threshold in that bucket exact, {@link org.fairscore.core.summaries.FineHistogram};</li>
 *   <li><b>score sums</b> — exact integer count, sum and sum of squares (of s·2^149, exact for every finite float32) for mean and standard deviation, {@link org.fairscore.core.summaries.ScoreSums};</li>
 *   <li><b>display histogram</b> — fixed bins on [−1, 1] for plots, {@link org.fairscore.core.summaries.DisplayHistogram};</li>
 *   <li><b>fixed-point sums</b> — order-independent sums of values below 8 in magnitude (each rounded once to
 *       2^−60, added as 128-bit integers), {@link org.fairscore.core.summaries.FixedPointSums}.</li>
 * </ul>
 */
package org.fairscore.core.summaries;
