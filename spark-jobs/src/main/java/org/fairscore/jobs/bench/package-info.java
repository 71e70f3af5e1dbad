/**
 * {@code fairscore bench}: the audit timed on generated corpora, and the probe block whose per-pair cost
 * ({@link org.fairscore.jobs.scoring.PairCostProbe}) bounds what an all-pairs pass can reach.
 *
 * <p>Glossary: <b>bench corpus</b> — a seeded synthetic corpus of N samples in the bench's groups, generated
 * and prepared once per size into the work directory (not timed); <b>bench run</b> — one timed audit of it,
 * {@link org.fairscore.jobs.bench.BenchJob.Run}; <b>probe block</b> — the rows of one diagonal tile of the
 * bench corpus' first group, {@link org.fairscore.jobs.bench.BenchJob#probeBlock}.
 */
package org.fairscore.jobs.bench;
