package org.fairscore.report.html;

/**
 * The rules that keep every table and chart inside the page: on A4 in print and on narrow screens. Written after
 * {@link Css#STYLE}, so at equal specificity these win.
 *
 * <p>Why each: a scroll container ({@code .table-scroll}) clips in print what overflows it — Chromium's PDF drew
 * the scrollbar and lost the table's right-hand columns — so in print it lets the table be as wide as the page
 * and the cells wrap instead (numbers at their spaces, names anywhere), at a smaller size; rows and figures are
 * not split across pages. On screen the count table of an operating point goes under its bar chart, not beside
 * it: with two interval kinds its nine columns do not fit the 550 px left beside a 520 px chart even when the
 * interval cells wrap ("[0.105," over "0.318]"), and a scrolled table hid its bootstrap columns. The DET key goes
 * under the chart on a narrow window.
 * {@code ReportBrowserTest} prints the page and checks that no table lost a column.
 */
final class FitCss {
    private FitCss() {
    }

    static final String STYLE = """
            td.ci{min-width:0}
            .op-card{display:block}
            .op-card .table-scroll{margin-top:6px}
            @media (max-width:1100px){.det-layout{grid-template-columns:minmax(0,1fr)}}
            @media print{.wrap{max-width:none;padding:0}\
            .table-scroll{overflow:visible}\
            table{max-width:100%;font-size:9.5px;margin:4px 0 8px}\
            th,td{padding:2px 4px;white-space:normal}\
            td.l,th.l{overflow-wrap:anywhere}\
            tr,figure,.card{break-inside:avoid}\
            h2,h3{break-after:avoid}\
            .det-layout{display:block}\
            svg{max-width:100%;height:auto}}
            """;
}
