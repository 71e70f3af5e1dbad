/**
 * Verification error rates under the exact conventions of docs/design.md ("Error rates (exact conventions)").
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>acceptance rule</b> — {@code above} (accept iff s &gt; t) or {@code at-or-above} (s ≥ t),
 *       {@link org.fairscore.core.verification.AcceptanceRule};</li>
 *   <li><b>FAR level α</b> and its <b>allowed false accepts</b> m = ⌊α·n⌋, computed exactly from the decimal
 *       α, {@link org.fairscore.core.verification.FarLevel};</li>
 *   <li><b>global threshold</b> t_α — one threshold from the union of every group's impostor pairs, at
 *       which every group is evaluated, {@link org.fairscore.core.verification.ThresholdFinder};</li>
 *   <li><b>differentials</b> — how unequal per-group rates are at one threshold (BFAR, BFRR, max/min,
 *       max−min, FDR, IR, GARBE), {@link org.fairscore.core.verification.Differentials};</li>
 *   <li><b>EER</b> — where FAR and FRR cross, {@link org.fairscore.core.verification.Eer};</li>
 *   <li><b>undefined</b> — a value that does not exist (a zero denominator, no pairs), carried with its
 *       reason, {@link org.fairscore.core.verification.MetricValue}.</li>
 * </ul>
 *
 * <p>The figures as report.json writes them live here too, because every family shares them and the report
 * model above assembles them (it sits above the families, never below them): an <b>operating point</b> — one
 * FAR level with its global threshold and every rate at it, {@link org.fairscore.core.verification.OperatingPoint};
 * a group's <b>rates</b> there, {@link org.fairscore.core.verification.GroupRates}, and its threshold-free
 * numbers, {@link org.fairscore.core.verification.GroupReport} (with its
 * {@link org.fairscore.core.verification.ScoreHistogramReport}); a <b>differential</b>'s value or the reason it
 * does not exist, {@link org.fairscore.core.verification.Differential}; a confidence <b>interval</b> and how it
 * was computed, {@link org.fairscore.core.verification.Interval}. Their readers: bootstrap (intervals),
 * classification (differentials), protocol (the equal-metric table), mitigation (operating points), gates, audit,
 * and the report model. They are plain records: an undefined number is {@code null} with a
 * {@code …UndefinedReason} (or {@code undefinedReason}) beside it.
 */
package org.fairscore.core.verification;
