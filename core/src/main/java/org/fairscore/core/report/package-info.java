/**
 * The report model (immutable records mirroring {@code report.json}, schema version
 * {@link org.fairscore.core.report.AuditReport#SCHEMA_VERSION}) and its JSON for machines
 * ({@link org.fairscore.core.report.ReportJson}). The renderings for people (report.html, report.md, the
 * console table) are the report module's, on top of this one.
 *
 * <p>The report model assembles the families (protocol, geometry, downstream, mitigation, association) and sits
 * above them; the figures they share — operating points, group rates and reports, intervals, differentials —
 * live below them in {@link org.fairscore.core.verification}. The audit ({@link org.fairscore.core.audit}) builds
 * reports, gates ({@link org.fairscore.core.gates}) read finished ones.
 *
 * <p>Glossary: an <b>operating point</b> is one FAR level with its global threshold and every rate at
 * it; a <b>differential</b> is a number saying how unequal the groups' rates are there; an undefined
 * number is {@code null} with a {@code …UndefinedReason} (or {@code undefinedReason}) beside it; the <b>headline</b>
 * ({@link org.fairscore.core.report.Headline}) is the finding in a few sentences, built from a report alone, that
 * every rendering puts first; a <b>key level</b> is a FAR level the headline speaks of.
 */
package org.fairscore.core.report;
