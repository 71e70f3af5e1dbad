/**
 * Association tests on embeddings: WEAT (Caliskan, Bryson &amp; Narayanan 2017, Science 356:183) for word
 * vectors, FEAT (the same test with face embeddings as items), WEFAT (per-item associations), and the
 * gender direction with per-term polarity (the T5 bias study; BOLD's weighted average, Dhamala et al. 2021).
 *
 * <p>Glossary: <b>X, Y</b> — target sets (e.g. career and family words, or two sets of faces);
 * <b>A, B</b> — attribute sets (e.g. male and female terms); <b>s(w, A, B)</b> — mean cos(w, a) − mean
 * cos(w, b) ({@link org.fairscore.core.association.Weat#association}); <b>statistic</b> — Σ_X s − Σ_Y s;
 * <b>effect size</b> — (mean_X s − mean_Y s) / sd_{X∪Y} s with a stated ddof; <b>p-value</b> — by
 * re-partitioning X ∪ Y into sets of the original sizes ({@link org.fairscore.core.association.PermutationTest});
 * <b>direction</b> g — mean of paired differences ({@link org.fairscore.core.association.GenderDirection}).
 * Everything here is a pure function of small in-memory vector sets: the sets hold words or sample ids,
 * never a corpus.
 */
package org.fairscore.core.association;
