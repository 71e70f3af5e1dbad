/**
 * {@code fairscore associate}: WEAT/FEAT association tests and gender directions on a prepared corpus. The sets
 * file ({@link org.fairscore.jobs.association.SetsFile}) names words (looked up in a review corpus' Word2Vec
 * model), sample ids or labels (a label stands for the mean of its samples' embeddings); only those few vectors
 * reach the driver ({@link org.fairscore.jobs.association.ItemVectors}), and the math is core's
 * ({@link org.fairscore.core.association}).
 */
package org.fairscore.jobs.association;
