/**
 * Reading corpora: one reader per input format, all producing the same raw schema
 * ({@link org.fairscore.prep.ingest.RawColumns}) so that validation is written once.
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>data row</b> — 1-based position of a record in its file, header excluded; exact per file in
 *       every format, because every error message cites it;</li>
 *   <li><b>source / meta source</b> — the file the embedding came from, and the file id, label and
 *       attributes came from (differ only for .npy + metadata CSV);</li>
 *   <li><b>display name</b> — a local file's plain path, or another file system's URI
 *       ({@link org.fairscore.prep.ingest.SourcePaths});</li>
 *   <li><b>split embedding</b> — a CSV embedding spread over columns {@code e0..e{d-1}};</li>
 *   <li><b>missing column</b> — a column the reading options name and the input lacks: reported with the closest
 *       header names and the option to use ({@link org.fairscore.prep.ingest.MissingColumn}).</li>
 * </ul>
 */
package org.fairscore.prep.ingest;
