/**
 * report.md: every table of report.html as GitHub-flavoured Markdown, for every kind of
 * {@link org.fairscore.core.report.AuditReport}, rendered without Spark so {@code fairscore report --from OUT} can
 * re-render it. One {@link org.fairscore.report.markdown.MarkdownSection} per part of the page, mirroring the HTML
 * sections; {@link org.fairscore.report.markdown.MarkdownReport#SECTIONS} lists them in page order.
 *
 * <p>Glossary: to <b>escape</b> a string ({@link org.fairscore.report.markdown.MarkdownText}) is to make a user's
 * text (group name, attribute, warning, method note, gate) literal in a table cell, list item or heading — no raw
 * HTML, link, emphasis or extra table column; sections write only through
 * {@link org.fairscore.report.markdown.Markdown} and {@link org.fairscore.report.markdown.MarkdownTable}, which
 * escape every text; the <b>report order</b> ({@link org.fairscore.report.markdown.GroupOrder}) walks per-group maps
 * in the order of report.json's groups list and every other map sorted, as report.json stores them, so
 * re-rendering from report.json gives the same bytes.
 */
package org.fairscore.report.markdown;
