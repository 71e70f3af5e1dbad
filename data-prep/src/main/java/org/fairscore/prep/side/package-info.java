/**
 * Side columns: per-sample values a prepared corpus does not carry (a train/test split, a downstream task
 * label), read by sample id from a CSV or Parquet file and joined to the corpus.
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>side file</b> — CSV (with header) or Parquet holding the sample id column and the side columns:
 *       the raw input itself, or a file given with {@code --columns-from};</li>
 *   <li><b>split</b> — {@code train} or {@code test} per sample.</li>
 * </ul>
 */
package org.fairscore.prep.side;
