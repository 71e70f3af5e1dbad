package org.fairscore.report.markdown;

import org.fairscore.core.association.AssociationReport;
import org.fairscore.core.association.DirectionResult;
import org.fairscore.core.association.Moments;
import org.fairscore.core.association.WeatResult;
import org.fairscore.core.report.AuditReport;

/** Association tests ({@code fairscore associate}): WEAT/FEAT per test with its WEFAT items, and gender directions. */
final class AssociationSection implements MarkdownSection {
    @Override
    public boolean appliesTo(AuditReport report) {
        return report.association() != null;
    }

    @Override
    public void render(AuditReport r, Markdown out) {
        AssociationReport a = r.association();
        out.heading(2, "Association tests").paragraph("Items looked up in: " + a.source() + ". s(w, A, B) = mean "
                + "cos(w, a) − mean cos(w, b); statistic Σ_X s − Σ_Y s; effect size (mean_X s − mean_Y s) / sd_{X∪Y} s; "
                + "p-value over re-partitions of X ∪ Y into sets of the original sizes.");
        var table = MarkdownTable.of(1, "test", "|X|, |Y|, |A|, |B|", "statistic", "effect size", "p-value",
                "alternative", "partitions");
        for (WeatResult t : a.tests()) {
            var s = t.sizes();
            table.row(t.name(), s.x() + ", " + s.y() + ", " + s.a() + ", " + s.b(), Num.of(t.statistic()),
                    t.effectSize() == null ? "undefined: " + t.effectSizeUndefinedReason()
                            : Num.of(t.effectSize()) + " (ddof " + t.ddof() + ")",
                    Num.of(t.pValue()), t.alternative(),
                    t.permutations() + (t.exact() ? " (all, exact)" : " (random, seed " + t.seed() + ")"));
        }
        out.table(table);
        for (WeatResult t : a.tests()) {
            var items = MarkdownTable.of(2, "item", "set", "s(w, A, B)", "normalised");
            t.items().forEach(i -> items.row(i.item(), i.set(), Num.of(i.association()),
                    i.normalized() == null && i.normalizedUndefinedReason() != null
                            ? "undefined: " + i.normalizedUndefinedReason() : Num.of(i.normalized())));
            out.heading(3, "WEFAT: " + t.name()).table(items);
        }
        if (a.directions() != null) {
            a.directions().forEach(d -> direction(d, out));
        }
    }

    private static void direction(DirectionResult d, Markdown out) {
        out.heading(3, "Direction: " + d.name()).definition("‖g‖", Num.of(d.directionNorm()))
                .definition("pair distance", moments(d.pairDistance()))
                .definition("pair angle to g (°)", moments(d.pairAngle()))
                .definition("polarity cos(w, g)", moments(d.polaritySummary()))
                .definition("BOLD weighted average", Num.orReason(d.boldWeightedAverage(),
                        d.boldWeightedAverageUndefinedReason())).endList();
        var table = MarkdownTable.of(1, "term", "cos(w, g)");
        d.polarity().forEach(p -> table.row(p.term(), Num.of(p.cosine())));
        out.table(table);
    }

    private static String moments(Moments m) {
        return Num.of(m.mean()) + " ± " + Num.of(m.sd()) + " (n = " + m.n() + ", min " + Num.of(m.min()) + ", max "
                + Num.of(m.max()) + ")";
    }
}
