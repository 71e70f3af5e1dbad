/**
 * Review (text) corpora: rows of free text with the author's or subject's sensitive attributes and an
 * optional label, turned into embeddings and then prepared exactly like a face corpus (same validation
 * rules, same partitioned Parquet and manifest), so every audit runs on them unchanged.
 *
 * <p>Glossary: <b>text column</b> — the review ({@code --text-col}); <b>document vector</b> — Word2Vec's mean of
 * the review's word vectors, or its TF-IDF vector reduced by PCA ({@link org.fairscore.prep.text.TextEmbedding});
 * <b>text model</b> — the fitted Spark ML pipeline saved beside the prepared corpus ({@code text-model/}) for
 * reuse and for word look-ups by association tests ({@link org.fairscore.prep.text.TextModel}).
 */
package org.fairscore.prep.text;
