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
 *
 * <p>A <b>pointer gate</b> reads any number of report.json through an RFC 6901 JSON Pointer ({@link
 * org.fairscore.core.gates.ReportPointer}), e.g. {@code /geometry/clustering/silhouette/value >= 0.1}; a {@code *}
 * segment is its <b>group level</b>, ranged over by {@code for every group} or set by {@code for group NAME}. It is
 * evaluated on the report as serialised ({@code PointerGateEvaluation}); a pointer that resolves to nothing or to a
 * non-number cannot be checked ({@link org.fairscore.core.report.GateResult#error}).
 */
package org.fairscore.core.gates;
