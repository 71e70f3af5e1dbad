/**
 * Regrouping a prepared corpus: {@code --group} (and {@code --bin}) on a corpus {@code prep} wrote, computing the
 * groups from the attributes it stored, with the names and the row rules a read of the raw corpus would give.
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>stored attributes</b> — the manifest's {@code attributes}: every input column prep kept besides the id,
 *       label and embedding;</li>
 *   <li><b>regroup reject</b> — a sample whose new group attribute is empty, or whose binned value is in no band:
 *       a row error like the raw read's, cited by the prepared corpus and the sample id.</li>
 * </ul>
 */
package org.fairscore.prep.regroup;
