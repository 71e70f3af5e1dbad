/**
 * Evaluation protocols on Spark: a fixed pair list scored from a corpus ({@link org.fairscore.jobs.protocol.PairListJob})
 * and the score file of a black-box system ({@link org.fairscore.jobs.protocol.ScoreFileJob}), both reduced to
 * comparison rows and audited with the all-pairs audit's summaries and report
 * ({@link org.fairscore.jobs.protocol.ComparisonAudit}).
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>comparison</b> — one row of {@link org.fairscore.jobs.protocol.Comparisons}: group, genuine flag,
 *       float32 score (null: failure to acquire);</li>
 *   <li><b>data row</b> — 1-based position of a record in its file, header excluded, as in data-prep's messages;</li>
 *   <li><b>row error</b> — a record that cannot be audited, named by file, row and column
 *       ({@link org.fairscore.jobs.protocol.RowErrors}); any fails the run with exit code 2. It includes the
 *       readers' rejects: a CSV record that breaks data-prep's rules ({@link org.fairscore.jobs.protocol.TableReader}),
 *       a bob line with another field count or bytes that are not UTF-8 ({@link org.fairscore.jobs.protocol.BobLine});</li>
 *   <li><b>subject metadata</b> — a table mapping subjects (identities) of a score file to group attributes
 *       ({@link org.fairscore.jobs.protocol.ComparisonGroups});</li>
 *   <li><b>comparison across groups</b> — its two sides are in different groups: in no group's figures; with
 *       --cross-group its impostors fill the cross-group matrix and its genuine ones are counted per group pair
 *       ({@link org.fairscore.jobs.protocol.ThresholdTally}, {@link org.fairscore.jobs.protocol.CrossGroupTotals}).</li>
 *   <li><b>input scale</b> — a score file's own scale: any finite float32, distances with {@code --distance};
 *       its display histograms span its own range ({@link org.fairscore.jobs.protocol.ScoreDisplay}) and a report
 *       of distances gives thresholds and means as distances ({@link org.fairscore.core.audit.DistanceScale}).</li>
 * </ul>
 */
package org.fairscore.jobs.protocol;
