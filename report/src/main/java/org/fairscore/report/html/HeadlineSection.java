package org.fairscore.report.html;

import java.util.Locale;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.Headline;
import org.fairscore.core.report.HeadlinePart;
import org.fairscore.core.report.ValueText;

/**
 * The finding first: the {@link Headline} at the top of the page, every number a link to the table it comes from (the
 * operating point's card, the differentials table, the gates table, the warnings). Numbers in the page's own formats
 * ({@link Fmt}), names escaped as everywhere on the page.
 */
final class HeadlineSection implements ReportSection {
    @Override
    public String id() {
        return "headline";
    }

    @Override
    public String title() {
        return "Headline";
    }

    @Override
    public boolean appliesTo(AuditReport report) {
        return !Headline.of(report).isEmpty();
    }

    @Override
    public void render(ReportContext ctx, Html out) {
        var headline = Headline.of(ctx.report());
        out.open("ul", "class", "headline");
        for (var s : headline.statements()) {
            out.open("li", "class", "headline-" + s.topic().name().toLowerCase(Locale.ROOT));
            var renderer = new Renderer(ctx, out);
            s.parts().forEach(p -> p.renderTo(renderer));
            out.close("li");
        }
        out.close("ul");
    }

    /** The anchor of a figure's table: ids of {@link OperatingPointsSection}, {@link SummarySection}, {@link AssociationSection}. */
    static String anchor(HeadlinePart.Figure f) {
        return switch (f.target()) {
            case OPERATING_POINT -> OperatingPointsSection.cardId(f.level());
            case DIFFERENTIALS -> SummarySection.DIFFERENTIALS_ID;
            case GATES -> "gates";
            case WARNINGS -> "warnings";
            case ASSOCIATION -> new AssociationSection().id();
        };
    }

    /** A number as the page's tables write it. */
    static String format(HeadlinePart.Figure f) {
        double v = f.value();
        return switch (f.form()) {
            case LEVEL -> Fmt.level(v);
            case SCORE -> Fmt.score(v);
            case RATE -> Fmt.rate(v);
            case RATIO -> Fmt.rate(v) + "×";
            case COUNT -> Fmt.count(Math.round(v));
            case VALUE -> ValueText.of(v); // as the gates table writes a gate's value
        };
    }

    private record Renderer(ReportContext ctx, Html out) implements HeadlinePart.Renderer {
        @Override
        public void text(String wording) {
            out.text(wording);
        }

        @Override
        public void name(HeadlinePart.Name name) {
            if (name.role() == HeadlinePart.Name.Role.GROUP) {
                out.open("b", "class", "group");
                ctx.groupLabel(out, name.name());
                out.close("b");
            } else {
                out.el("code", name.name());
            }
        }

        @Override
        public void figure(HeadlinePart.Figure f) {
            out.el("a", format(f), "href", "#" + anchor(f), "class", "figure");
        }
    }
}
