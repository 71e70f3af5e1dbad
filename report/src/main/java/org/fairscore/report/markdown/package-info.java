/**
 * report.md: a short readable summary of an {@link org.fairscore.core.report.AuditReport} (the full numbers
 * stay in report.json), rendered without Spark so {@code fairscore report --from OUT} can re-render it.
 *
 * <p>Glossary: to <b>escape</b> a string ({@link org.fairscore.report.markdown.MarkdownText#escape}) is to make a
 * user's text (group name, attribute, warning, method note) literal in a table cell, list item or heading — no
 * raw HTML, link, emphasis or extra table column; the <b>sorted walk</b> visits maps in key order, as report.json
 * stores them, so re-rendering from report.json gives the same bytes.
 */
package org.fairscore.report.markdown;
