package org.fairscore.report.html;

import java.util.List;
import org.fairscore.core.report.AuditReport;

/**
 * report.html: one self-contained page for people (auditors, reviewers, regulators) rendered from the
 * same {@link AuditReport} as report.json. Charts are SVG drawn here, so the page has no script at all,
 * loads nothing from the network (a Content-Security-Policy forbids it besides), and prints as drawn.
 * Deterministic: the same report renders to the same bytes.
 */
public final class HtmlReport {
    /** The sections in page order. A new metric family adds its section class and one line here. */
    public static final List<ReportSection> SECTIONS = List.of(
            new HeadlineSection(),
            new SummarySection(),
            new GatesSection(),
            new RateCurvesSection(),
            new DetSection(),
            new RocSection(),
            new HistogramSection(),
            new OperatingPointsSection(),
            new CrossGroupSection(),
            new IdentitiesAcrossGroupsSection(),
            new ProtocolSection(),
            new GeometrySection(),
            new DownstreamSection(),
            new MitigationSection(),
            new AssociationSection(),
            new MethodsSection());

    private HtmlReport() {
    }

    public static String render(AuditReport report) {
        return render(report, SECTIONS);
    }

    public static String render(AuditReport report, List<ReportSection> sections) {
        var ctx = new ReportContext(report, IntervalKind.ALL);
        var shown = sections.stream().filter(s -> s.appliesTo(report)).toList();
        var out = new Html();
        out.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .raw("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                        + "style-src 'unsafe-inline'; img-src data:\">\n")
                .raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .raw("<meta name=\"generator\" content=\"fairscore\">\n");
        out.el("title", "Fairness audit — " + subject(report)).raw("\n");
        out.raw("<style>").raw(Css.STYLE).raw(FitCss.STYLE).raw("</style>\n</head>\n<body>\n");
        out.open("header").open("div", "class", "wrap");
        out.el("p", "fairscore · demographic fairness audit", "class", "kicker");
        out.el("h1", title(report) + subject(report));
        out.el("p", headline(ctx), "class", "lede");
        out.open("nav", "aria-label", "Sections").open("ol");
        for (var s : shown) {
            out.open("li").open("a", "href", "#" + s.id()).text(s.title()).close("a").close("li");
        }
        out.close("ol").close("nav").close("div").close("header").raw("\n<main class=\"wrap\">\n");
        int n = 0;
        for (var s : shown) {
            out.open("section", "id", s.id(), "class", "report-section");
            out.open("h2").open("span", "class", "num").text(++n + "").close("span").text(s.title()).close("h2");
            s.render(ctx, out);
            out.close("section").raw("\n");
        }
        out.raw("</main>\n");
        out.open("footer", "class", "wrap").text("Rendered by fairscore from report.json (schema version "
                + report.schemaVersion() + "). Self-contained: no scripts, no network access; the numbers "
                + "are those of report.json.").close("footer");
        out.raw("\n</body>\n</html>\n");
        return out.toString();
    }

    private static String subject(AuditReport r) {
        return r.groupBy() == null || r.groupBy().isEmpty() ? "group" : String.join(" × ", r.groupBy());
    }

    /** The page's heading, by the kind of report. */
    private static String title(AuditReport r) {
        return switch (r.kind()) {
            case MITIGATION -> "Verification error rates after Centroid Fairness by ";
            case VERIFICATION -> "Verification error rates by ";
            case ASSOCIATION -> "Association tests on ";
            case GEOMETRY -> "Embedding geometry by ";
            case DOWNSTREAM, PREDICTION_FAIRNESS -> "Downstream fairness by ";
            case OTHER -> "Fairness audit by ";
        };
    }

    private static String headline(ReportContext ctx) {
        var r = ctx.report();
        if (!r.kind().verifies()) { // the family sections say what was done
            String what = switch (r.kind()) {
                case ASSOCIATION -> r.association().tests().size() + " association tests";
                case GEOMETRY -> "embedding geometry only";
                case DOWNSTREAM, PREDICTION_FAIRNESS -> "downstream audit";
                default -> "geometry and downstream";
            };
            return r.input() == null ? what : Fmt.count(r.input().samples()) + " samples (d = "
                    + r.input().dimension() + ") in " + r.input().groups().size() + " groups · " + what;
        }
        long samples = r.input() == null ? 0 : r.input().samples();
        int dim = r.input() == null ? 0 : r.input().dimension();
        return Fmt.count(samples) + " samples (d = " + dim + ") in " + ctx.groups().size() + " groups · "
                + ctx.operatingPoints().size() + " operating points · acceptance rule “" + r.accept().cliName() + "”"
                + (r.sampling() != null ? " · impostor pairs sampled at rate " + Fmt.rate(r.sampling().rate()) : "");
    }
}
