/**
 * Fairness gates: release conditions a scheduler can act on, checked against a finished
 * {@link org.fairscore.core.report.AuditReport}.
 *
 * <p>Glossary: a <b>gate</b> is one line such as {@code bfar@1e-4 <= 2.0} or
 * {@code frr@1e-3 <= 0.05 for every group}: a <b>metric</b> (per-group {@code far}, {@code frr},
 * {@code eer}; pooled {@code globalFar}, {@code globalFrr}; or any differential of the report's
 * {@code differentials} map), the <b>FAR level</b> whose global threshold it is read at (not for
 * {@code eer}), a <b>comparison</b> and a <b>bound</b>, and for per-group metrics a <b>scope</b>
 * ({@code for every group} or {@code for group NAME}). Parsing and evaluation are pure functions; a
 * gate on an undefined value fails with the reason, a gate that cannot be checked at all (unknown
 * metric, FAR level not computed, unknown group) is a configuration error.
 */
package org.fairscore.core.gates;
