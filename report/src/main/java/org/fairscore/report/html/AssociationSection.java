package org.fairscore.report.html;

import java.util.Locale;
import org.fairscore.core.association.AssociationReport;
import org.fairscore.core.association.DirectionResult;
import org.fairscore.core.association.Moments;
import org.fairscore.core.association.WeatResult;
import org.fairscore.core.report.AuditReport;

/** Association tests ({@code fairscore associate}): WEAT/FEAT per test with its WEFAT items, and gender directions. */
final class AssociationSection implements ReportSection {
    @Override
    public String id() {
        return "association";
    }

    @Override
    public String title() {
        return "Association tests";
    }

    @Override
    public boolean appliesTo(AuditReport report) {
        return report.association() != null;
    }

    @Override
    public void render(ReportContext ctx, Html out) {
        AssociationReport a = ctx.report().association();
        out.el("p", "Items looked up in: " + a.source() + ". s(w, A, B) = mean cos(w, a) − mean cos(w, b); statistic "
                + "Σ_X s − Σ_Y s; effect size (mean_X s − mean_Y s) / sd_{X∪Y} s; p-value over re-partitions of X ∪ Y "
                + "into sets of the original sizes.", "class", "note");
        out.open("div", "class", "table-scroll").open("table").open("tr").el("th", "test", "class", "l")
                .el("th", "|X|, |Y|, |A|, |B|").el("th", "statistic").el("th", "effect size").el("th", "p-value")
                .el("th", "alternative").el("th", "partitions").close("tr");
        for (WeatResult t : a.tests()) {
            var s = t.sizes();
            out.open("tr").el("td", t.name(), "class", "l")
                    .el("td", s.x() + ", " + s.y() + ", " + s.a() + ", " + s.b())
                    .el("td", num(t.statistic()))
                    .el("td", t.effectSize() == null ? Fmt.MISSING + " (" + t.effectSizeUndefinedReason() + ")"
                            : num(t.effectSize()) + " (ddof " + t.ddof() + ")")
                    .el("td", num(t.pValue()))
                    .el("td", t.alternative())
                    .el("td", Fmt.count(t.permutations()) + (t.exact() ? " (all, exact)" : " (random, seed " + t.seed() + ")"))
                    .close("tr");
        }
        out.close("table").close("div");
        for (WeatResult t : a.tests()) {
            out.el("h3", "WEFAT: " + t.name());
            out.open("div", "class", "table-scroll").open("table").open("tr").el("th", "item", "class", "l")
                    .el("th", "set").el("th", "s(w, A, B)").el("th", "normalised").close("tr");
            t.items().forEach(i -> out.open("tr").el("td", i.item(), "class", "l").el("td", i.set())
                    .el("td", num(i.association()))
                    .el("td", i.normalized() == null ? Fmt.MISSING : num(i.normalized())).close("tr"));
            out.close("table").close("div");
        }
        for (DirectionResult d : a.directions()) {
            out.el("h3", "Direction: " + d.name());
            out.open("dl", "class", "facts");
            out.el("dt", "‖g‖").el("dd", num(d.directionNorm()));
            out.el("dt", "pair distance").el("dd", moments(d.pairDistance()));
            out.el("dt", "pair angle to g (°)").el("dd", moments(d.pairAngle()));
            out.el("dt", "polarity cos(w, g)").el("dd", moments(d.polaritySummary()));
            out.el("dt", "BOLD weighted average").el("dd", d.boldWeightedAverage() == null
                    ? Fmt.MISSING + " (" + d.boldWeightedAverageUndefinedReason() + ")" : num(d.boldWeightedAverage()));
            out.close("dl");
            out.open("div", "class", "table-scroll").open("table").open("tr").el("th", "term", "class", "l")
                    .el("th", "cos(w, g)").close("tr");
            d.polarity().forEach(p -> out.open("tr").el("td", p.term(), "class", "l").el("td", num(p.cosine())).close("tr"));
            out.close("table").close("div");
        }
    }

    private static String moments(Moments m) {
        return num(m.mean()) + " ± " + (m.sd() == null ? Fmt.MISSING : num(m.sd())) + " (n = " + m.n() + ", min "
                + num(m.min()) + ", max " + num(m.max()) + ")";
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.4g", v);
    }
}
