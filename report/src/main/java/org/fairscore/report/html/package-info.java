/**
 * report.html: the audit for people, rendered from an {@link org.fairscore.core.report.AuditReport}
 * without Spark (so {@code fairscore report --from OUT} can re-render it from report.json).
 *
 * <p><b>Adding a section</b> (a new metric family: geometry, downstream, mitigation): write one class
 * implementing {@link org.fairscore.report.html.ReportSection} ({@code id()}, {@code title()},
 * {@code appliesTo(report)} — false hides it when the report lacks its data — and {@code render}), and add
 * one line to {@link org.fairscore.report.html.HtmlReport#SECTIONS}. The page numbers it, links it
 * from the navigation and wraps it in {@code <section id="…">}. Write every string through
 * {@link org.fairscore.report.html.Html#text} or an attribute value of
 * {@link org.fairscore.report.html.Html#open}; {@code raw} is for literal markup only.
 *
 * <p><b>Adding an interval kind</b> (the identity bootstrap beside Clopper–Pearson): one entry in
 * {@code IntervalKind.ALL}; the bars then draw one whisker per kind and the tables get a column each.
 *
 * <p>Glossary: a <b>section</b> is one numbered part of the page; a <b>plot</b> is one axis pair inside an
 * inline SVG ({@code Plot}, with {@code Scale}s: linear, log₁₀, normal deviate); <b>curves</b> are FAR(t)
 * and FRR(t) at the edges of the 200-bin display histograms ({@code RateCurves}) — bin resolution, while
 * every number at an operating point is exact; an <b>interval kind</b> is one way of computing per-group
 * 95% intervals ({@code IntervalKind}).
 *
 * <p>Safety: the page contains no script, loads nothing (its Content-Security-Policy forbids scripts and
 * network access), and escapes all report data, so hostile group names, labels or paths render as text.
 */
package org.fairscore.report.html;
