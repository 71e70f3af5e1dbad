/**
 * Distributed scoring: samples are packed into <b>blocks</b> (at most {@code blockSize} rows of one
 * group, sorted by sample id), blocks are replicated to the <b>tiles</b> of the upper-triangular block
 * grid that need them, and each tile's score matrix is one float32 GEMM inside a task, reduced at once
 * into mergeable summaries. No pair is ever a row.
 *
 * <p>Glossary: <b>block</b> {@link org.fairscore.jobs.scoring.Block}; <b>tile</b> — two blocks whose
 * cross product of rows is scored, {@link org.fairscore.jobs.scoring.TileKey}; <b>diagonal tile</b> —
 * a block against itself, of which only pairs i &lt; j count; <b>pass</b> — one scan over all tiles
 * producing one summary, {@link org.fairscore.jobs.scoring.ScoringPasses}.
 */
package org.fairscore.jobs.scoring;
