/**
 * Validation: every row gets either a normalised embedding and a group, or exactly one reject reason
 * (the first that applies, in {@link org.fairscore.core.model.RejectReason} order). Nothing is dropped
 * silently and no per-sample data reaches the driver except the ≤ 20 rows an error message cites.
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>reject</b> — a row not written to the corpus, with its reason, file, data row and column;</li>
 *   <li><b>max reject fraction F</b> — a run with rejects goes on only when rejected/total ≤ F
 *       (default 0: any reject stops the run);</li>
 *   <li><b>d</b> — the embedding dimension, configured or the most common one
 *       ({@link org.fairscore.prep.validate.DimensionResolver}).</li>
 * </ul>
 */
package org.fairscore.prep.validate;
