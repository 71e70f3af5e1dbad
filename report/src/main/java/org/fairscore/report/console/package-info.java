/**
 * What a command prints on stdout after an audit: a short per-group table of an
 * {@link org.fairscore.core.report.AuditReport} ({@link org.fairscore.report.console.ConsoleTable}), then its
 * headline ({@link org.fairscore.report.console.HeadlineText}).
 *
 * <p>Glossary: the <b>shown operating point</b> is the FAR 1e-3 one when the report has it, else the middle
 * one; {@code undef} is an undefined number (its reason is in report.json).
 */
package org.fairscore.report.console;
