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
 */
package org.fairscore.core.verification;
