/**
 * Distributed scoring: samples are packed into <b>blocks</b> (about {@code blockSize} rows of one
 * group, by a hash of the label, sorted by sample id), blocks are replicated to the off-diagonal
 * <b>tiles</b> of the upper-triangular block grid that need them (a diagonal tile is scored where its
 * block lies), and each tile's score matrix is float32 GEMM chunks inside a task, counted at once into
 * mergeable summaries. No pair is ever a row.
 *
 * <p>Glossary: <b>block</b> {@link org.fairscore.jobs.scoring.Block}; <b>tile</b> — two blocks whose
 * cross product of rows is scored, {@link org.fairscore.jobs.scoring.TileKey}; <b>diagonal tile</b> —
 * a block against itself, of which only pairs i &lt; j count; <b>pass</b> — one scan over all tiles
 * producing one summary, {@link org.fairscore.jobs.scoring.ScoringPasses}; <b>identity window</b> — the coarse
 * buckets the impostor pass counts per identity for the bootstrap, {@link org.fairscore.jobs.scoring.IdentityWindows},
 * and <b>identity tally</b> — one task's such counts, {@link org.fairscore.jobs.scoring.IdentityTally}; <b>partition
 * order</b> — a pass's partitions started costliest first, {@link org.fairscore.jobs.scoring.PartitionOrder}.
 */
package org.fairscore.jobs.scoring;
