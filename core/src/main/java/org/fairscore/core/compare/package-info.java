/**
 * Comparing audits: {@code fairscore compare} reads the report.json of several verification audits (one per model)
 * and puts their figures side by side ({@link org.fairscore.core.compare.Comparisons}), into a report of its own
 * ({@link org.fairscore.core.compare.ComparisonReport}, written by {@link org.fairscore.core.compare.ComparisonJson}).
 * Nothing is recomputed: every rate, interval and differential is the audit's own; the only new numbers are the
 * per-group deltas, model k − the first model.
 *
 * <p>Glossary: a <b>model</b> is one audit, named on the command line (by default its output folder's name); the
 * first model is the <b>baseline</b> of every delta; <b>shared</b> groups and FAR levels are those every audit
 * has, and only they are compared; the audits are <b>comparable</b> when nothing but the model differs (same groups,
 * levels, acceptance rule, differential weight, protocol, impostor sampling and per-group counts of the corpus),
 * and {@link org.fairscore.core.compare.Comparability} lists every way they are not.
 */
package org.fairscore.core.compare;
