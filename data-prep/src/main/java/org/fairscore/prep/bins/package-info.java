/**
 * Banded attributes ({@code --bin age=0,18,30}): a numeric attribute turned into bands {@code [0,18)}, {@code [18,30)}
 * before it is stored or grouped.
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>edges</b> — e0 &lt; e1 &lt; … &lt; ek, written as given; at least two;</li>
 *   <li><b>band</b> — {@code [e_i,e_{i+1})}: closed below, open above, so a value equal to an edge falls in the band
 *       that starts there; values below e0 or at or above ek are in no band (a row error).</li>
 * </ul>
 */
package org.fairscore.prep.bins;
