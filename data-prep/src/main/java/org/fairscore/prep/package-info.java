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
 *   <li><b>manifest</b> — dimension, inputs with row counts, rejects per reason, per-group counts.</li>
 * </ul>
 */
package org.fairscore.prep;
