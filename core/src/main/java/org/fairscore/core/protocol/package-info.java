/**
 * Evaluation protocols beyond "every intra-group pair of one corpus": what a pair list or a score file
 * adds to the shared verification report, and bob.measure's conventions. These are the protocol component's
 * values and pure functions of the shared figures ({@link org.fairscore.core.verification}); the audit
 * ({@link org.fairscore.core.audit.ProtocolAudit}) adds them to a report.
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>protocol</b> — how the comparisons were obtained: {@code all-pairs}, {@code pair-list}
 *       (a fixed list of sample-id pairs scored from the corpus) or {@code score-file} (precomputed scores of a
 *       black-box system), {@link org.fairscore.core.protocol.ProtocolSource};</li>
 *   <li><b>comparison</b> — one scored pair (genuine or impostor); its group is the group of both sides;
 *       comparisons across groups are counted, not audited;</li>
 *   <li><b>failure to acquire (FTA)</b> — a comparison without a score (NaN or missing),
 *       {@link org.fairscore.core.protocol.AcquisitionFailures}; FMR/FNMR are the rates over scored comparisons,
 *       FAR/FRR with FTA folded in are {@link org.fairscore.core.protocol.FtaAdjustedRates};</li>
 *   <li><b>midpoint EER</b> — bob.measure's EER, {@link org.fairscore.core.verification.MidpointEer}.</li>
 * </ul>
 */
package org.fairscore.core.protocol;
