/**
 * The verification audit as pure functions over pass results: which buckets to resolve
 * ({@link org.fairscore.core.audit.VerificationAudit#plan}), exact thresholds and distributions
 * ({@link org.fairscore.core.audit.VerificationAudit#evaluate}) and the report
 * ({@link org.fairscore.core.audit.VerificationAudit#report}), completed for its protocol
 * ({@link org.fairscore.core.audit.ProtocolAudit#complete}) and, for a score file of distances, put back on the
 * distance scale ({@link org.fairscore.core.audit.DistanceScale}). Spark jobs only compute the passes.
 *
 * <p>Glossary: <b>pass 1</b> — coarse histograms, moments, display histograms per group and pair kind;
 * <b>pass 2</b> — fine histograms of the planned buckets; <b>pass 3</b> — cross-group counts at the
 * exact thresholds (with {@code --cross-group}).
 */
package org.fairscore.core.audit;
