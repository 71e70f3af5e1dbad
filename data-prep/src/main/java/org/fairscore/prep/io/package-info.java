/**
 * Writing files: the atomic output directory data-prep commits, and streaming sample sinks for the
 * synthetic-corpus generator.
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>atomic output</b> — a directory built in a hidden temporary sibling and renamed into place;
 *       {@code _SUCCESS} is written last and means "complete";</li>
 *   <li><b>sink</b> — a constant-memory writer of one sample at a time in csv, npy (+ meta.csv), Arrow IPC
 *       file or Parquet format, readable by the matching reader in {@code ingest}.</li>
 * </ul>
 */
package org.fairscore.prep.io;
