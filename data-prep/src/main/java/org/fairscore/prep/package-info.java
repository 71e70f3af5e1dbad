/**
 * The prep stage of fairscore: turn raw corpora (Parquet, CSV, .npy + metadata CSV, Arrow IPC) into a
 * validated, L2-normalised corpus partitioned by group, with a manifest.
 *
 * <p>Entry points: {@link org.fairscore.prep.PrepJob} with a {@link org.fairscore.prep.PrepConfig};
 * the result is a {@link org.fairscore.prep.PreparedCorpus}.
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>prepared directory</b> — {@code corpus/} (Parquet by group), {@code manifest.json},
 *       {@code rejects/} (only when rows were rejected), {@code _SUCCESS} (written last);</li>
 *   <li><b>manifest</b> — dimension, inputs with row counts, rejects per reason, per-group counts, the stored
 *       attributes (every input column but the id, label and embedding) and the banded ones;</li>
 *   <li><b>regrouping</b> — a prepared corpus grouped by other stored attributes
 *       ({@link org.fairscore.prep.regroup.Regrouping}); <b>bins</b> — a numeric attribute turned into bands
 *       ({@link org.fairscore.prep.bins.Bins}).</li>
 * </ul>
 */
package org.fairscore.prep;
