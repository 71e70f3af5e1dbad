/**
 * The data model shared by every module.
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>sample</b> — one row of a corpus: a unique {@code sample_id}, a {@code label} (identity or
 *       class), sensitive attributes, an embedding of fixed dimension d;</li>
 *   <li><b>group</b> — a value of one sensitive attribute ({@code Asian}) or an intersection of several
 *       ({@code race=Asian|gender=F}), see {@link org.fairscore.core.model.GroupKey};</li>
 *   <li><b>genuine / impostor pair</b> — two distinct samples with the same / different labels,
 *       unordered, see {@link org.fairscore.core.model.PairKind};</li>
 *   <li><b>manifest</b> — what data-prep wrote and counted, see
 *       {@link org.fairscore.core.model.CorpusManifest}.</li>
 * </ul>
 */
package org.fairscore.core.model;
