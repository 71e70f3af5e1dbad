package org.fairscore.report.html;

import java.util.List;
import org.fairscore.core.compare.ComparedLevel;
import org.fairscore.core.compare.ComparedModel;
import org.fairscore.core.compare.ComparisonReport;
import org.fairscore.core.compare.GroupAtLevel;
import org.fairscore.core.compare.RateDelta;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.Interval;

/**
 * {@code fairscore compare}'s report.html: the comparability verdict first, the models, then per shared FAR level the
 * models' thresholds, every shared group's FAR and FRR with intervals and the deltas from the first model, the
 * differentials side by side, and per group the models' DET curves overlaid. Written as report.html is: one
 * self-contained page, no script, every string of the reports and every model name through {@link Html}'s escaping;
 * the same comparison renders to the same bytes.
 */
public final class ComparisonHtml {
    private ComparisonHtml() {
    }

    public static String render(ComparisonReport c) {
        var out = new Html();
        var names = c.models().stream().map(ComparedModel::name).toList();
        out.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .raw("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                        + "style-src 'unsafe-inline'; img-src data:\">\n")
                .raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .raw("<meta name=\"generator\" content=\"fairscore\">\n");
        out.el("title", "Model comparison — " + String.join(" vs ", names)).raw("\n");
        out.raw("<style>").raw(Css.STYLE).raw("</style>\n</head>\n<body>\n");
        out.open("header").open("div", "class", "wrap");
        out.el("p", "fairscore · comparison of verification audits", "class", "kicker");
        out.el("h1", "Models side by side: " + String.join(" · ", names));
        out.el("p", (c.comparability().comparable() ? "Comparable: the audits differ only in the model. "
                : "Not comparable: the audits differ in more than the model (see Comparability). ") + "Shown: "
                + c.comparability().shown() + ".", "class", "lede");
        out.open("nav", "aria-label", "Sections").open("ol");
        link(out, "comparability", "Comparability");
        link(out, "models", "Models");
        for (var level : c.operatingPoints()) {
            link(out, levelId(level), "FAR level " + Fmt.level(level.farTarget()));
        }
        link(out, "det", "DET curves by group");
        out.close("ol").close("nav").close("div").close("header").raw("\n<main class=\"wrap\">\n");
        int n = 0;
        section(out, "comparability", ++n, "Comparability");
        comparability(out, c);
        out.close("section").raw("\n");
        section(out, "models", ++n, "Models");
        models(out, c);
        out.close("section").raw("\n");
        for (var level : c.operatingPoints()) {
            section(out, levelId(level), ++n, "FAR level α = " + Fmt.level(level.farTarget()));
            level(out, c.models(), level);
            out.close("section").raw("\n");
        }
        section(out, "det", ++n, "DET curves by group");
        det(out, c);
        out.close("section").raw("\n");
        out.raw("</main>\n");
        out.open("footer", "class", "wrap").text("Rendered by fairscore compare (comparison schema version "
                + c.schemaVersion() + "). Every rate, interval and differential is the audit's own, from its "
                + "report.json; only the deltas are computed here. Self-contained: no scripts, no network access.")
                .close("footer");
        out.raw("\n</body>\n</html>\n");
        return out.toString();
    }

    private static String levelId(ComparedLevel level) {
        return "far-" + Double.toString(level.farTarget()).replace('.', '_').replace('-', 'm');
    }

    private static void link(Html out, String id, String title) {
        out.open("li").open("a", "href", "#" + id).text(title).close("a").close("li");
    }

    private static void section(Html out, String id, int number, String title) {
        out.open("section", "id", id, "class", "report-section");
        out.open("h2").open("span", "class", "num").text(Integer.toString(number)).close("span").text(title).close("h2");
    }

    private static void comparability(Html out, ComparisonReport c) {
        var v = c.comparability();
        out.open("p").open("span", "class", v.comparable() ? "badge pass" : "badge fail")
                .text(v.comparable() ? "comparable" : "not comparable").close("span").close("p");
        if (!v.reasons().isEmpty()) {
            out.open("ul", "class", "warnings comparability-reasons");
            v.reasons().forEach(r -> out.el("li", r));
            out.close("ul");
        }
        out.el("p", "Shown: " + v.shown() + ". Deltas are model k − " + c.models().get(0).name() + " (the first model), "
                + "without interval: the audits' bootstrap replicates are not in report.json, so read the two models' "
                + "intervals side by side.", "class", "note");
    }

    private static void models(Html out, ComparisonReport c) {
        out.open("div", "class", "table-scroll").open("table", "class", "models-table").open("tr");
        for (String h : List.of("model", "report.json", "rule", "protocol", "sampling", "d", "samples", "groups",
                "FAR levels", "gates", "warnings")) {
            out.el("th", h, "class", h.equals("model") || h.equals("report.json") ? "l" : null);
        }
        out.close("tr");
        for (int m = 0; m < c.models().size(); m++) {
            var model = c.models().get(m);
            out.open("tr").open("td", "class", "l");
            swatch(out, m);
            out.text(model.name()).close("td");
            out.el("td", model.report(), "class", "l");
            out.el("td", model.accept() == null ? Fmt.MISSING : model.accept().cliName());
            out.el("td", model.protocol());
            out.el("td", model.samplingRate() == null ? "none" : Fmt.rate(model.samplingRate()));
            out.el("td", Integer.toString(model.dimension()));
            out.el("td", Fmt.count(model.samples()));
            out.el("td", Integer.toString(model.groups().size()));
            out.el("td", String.join(", ", model.farLevels().stream().map(Fmt::level).toList()));
            out.el("td", model.gates() == null ? "none" : model.gates().stream().filter(g -> g.passed()).count()
                    + " of " + model.gates().size() + " passed");
            out.el("td", Integer.toString(model.warnings().size()));
            out.close("tr");
        }
        out.close("table").close("div");
        for (var model : c.models()) {
            if (!model.warnings().isEmpty()) {
                out.el("h3", "Warnings of " + model.name());
                out.open("ul", "class", "warnings");
                model.warnings().forEach(w -> out.el("li", w));
                out.close("ul");
            }
        }
    }

    private static void swatch(Html out, int model) {
        out.open("span", "class", "swatch", "style", "background:" + Palette.colour(model)).close("span");
    }

    private static void level(Html out, List<ComparedModel> models, ComparedLevel level) {
        out.el("h3", "Global thresholds");
        out.el("p", "Each audit finds its own threshold t_α for the FAR level over all its groups.", "class", "note");
        out.open("div", "class", "table-scroll").open("table", "class", "threshold-table").open("tr")
                .el("th", "model", "class", "l").el("th", "threshold t_α").el("th", "global FAR").el("th", "global FRR")
                .close("tr");
        for (int m = 0; m < models.size(); m++) {
            var t = level.models().get(m);
            out.open("tr").open("td", "class", "l");
            swatch(out, m);
            out.text(t.model()).close("td");
            out.open("td").text(Fmt.score(t.threshold()));
            if (t.thresholdUndefinedReason() != null) {
                out.el("span", t.thresholdUndefinedReason(), "class", "sub");
            }
            out.close("td");
            out.open("td").text(Fmt.rate(t.globalFar())).el("span", Fmt.ratio(t.globalFalseAccepts(),
                    t.globalImpostorPairs()), "class", "sub").close("td");
            out.open("td").text(Fmt.rate(t.globalFrr())).el("span", Fmt.ratio(t.globalFalseRejects(),
                    t.globalGenuinePairs()), "class", "sub").close("td");
            out.close("tr");
        }
        out.close("table").close("div");
        rates(out, models, level, true);
        rates(out, models, level, false);
        differentials(out, models, level);
    }

    /** One row per shared group: each model's rate with counts and intervals, then each later model's delta. */
    private static void rates(Html out, List<ComparedModel> models, ComparedLevel level, boolean far) {
        String rate = far ? "FAR" : "FRR";
        out.el("h3", (far ? "False accept rate" : "False reject rate") + " per group");
        out.open("div", "class", "table-scroll").open("table", "class", far ? "far-table" : "frr-table").open("tr")
                .el("th", "group", "class", "l");
        models.forEach(m -> out.el("th", rate + " · " + m.name()));
        models.subList(1, models.size()).forEach(m -> out.el("th", "Δ " + rate + " · " + m.name() + " − "
                + models.get(0).name()));
        out.close("tr");
        for (GroupAtLevel g : level.groups()) {
            out.open("tr", "data-group", g.group()).el("td", g.group(), "class", "l");
            for (var m : g.models()) {
                cell(out, m.rates(), far);
            }
            for (RateDelta d : g.deltas()) {
                Double v = far ? d.far() : d.frr();
                out.open("td", "class", "delta");
                out.text(v == null ? Fmt.MISSING : signed(v));
                if (v == null) {
                    out.el("span", far ? d.farUndefinedReason() : d.frrUndefinedReason(), "class", "sub");
                }
                out.close("td");
            }
            out.close("tr");
        }
        out.close("table").close("div");
    }

    private static void cell(Html out, GroupRates r, boolean far) {
        out.open("td", "class", "ci");
        out.text(Fmt.rate(far ? r.far() : r.frr()) + (far && r.belowResolution() ? " ⚠" : ""));
        out.el("span", far ? Fmt.ratio(r.falseAccepts(), r.impostorPairs()) : Fmt.ratio(r.falseRejects(),
                r.genuinePairs()), "class", "sub");
        for (IntervalKind kind : IntervalKind.ALL) {
            Interval ci = far ? kind.far().apply(r) : kind.frr().apply(r);
            if (ci != null) {
                out.el("span", kind.label() + " " + OperatingPointsSection.range(ci), "class", "sub");
            }
        }
        out.close("td");
    }

    private static void differentials(Html out, List<ComparedModel> models, ComparedLevel level) {
        if (level.differentials().isEmpty()) {
            return;
        }
        out.el("h3", "Differentials");
        out.open("div", "class", "table-scroll").open("table", "class", "differentials-table").open("tr")
                .el("th", "differential", "class", "l");
        models.forEach(m -> out.el("th", m.name()));
        out.close("tr");
        for (var d : level.differentials()) {
            out.open("tr").el("td", d.name(), "class", "l");
            for (var m : d.models()) {
                differential(out, m.differential());
            }
            out.close("tr");
        }
        out.close("table").close("div");
    }

    private static void differential(Html out, Differential d) {
        out.open("td", "class", "ci").text(Fmt.rate(d.value()));
        if (d.value() == null) {
            out.el("span", "undefined: " + d.undefinedReason(), "class", "sub");
        } else if (d.interval() != null) {
            out.el("span", "95% " + OperatingPointsSection.range(d.interval()), "class", "sub");
        } else if (d.intervalUndefinedReason() != null) {
            out.el("span", "no interval: " + d.intervalUndefinedReason(), "class", "sub");
        }
        out.close("td");
    }

    private static void det(Html out, ComparisonReport c) {
        out.el("p", "Per group, each model's DET curve (FRR against FAR on normal-deviate axes) from its audit's "
                + "score histogram; numbered circles: the model's exact (FAR, FRR) at its own global threshold of FAR "
                + "level k; diamonds: its exact EER. Lower and further left is better.", "class", "note");
        out.open("div", "class", "legend");
        for (int m = 0; m < c.models().size(); m++) {
            out.open("span", "class", "legend-item");
            swatch(out, m);
            out.text(c.models().get(m).name()).close("span");
        }
        int k = 0;
        for (var level : c.operatingPoints()) {
            out.el("span", ++k + ": FAR level " + Fmt.level(level.farTarget()), "class", "legend-item");
        }
        out.close("div");
        eerTable(out, c);
        out.open("div", "class", "grid2");
        int id = 0;
        for (var g : c.groups()) {
            ComparisonDetChart.render(out, g, c.models(), c.operatingPoints(), "clip-" + ++id);
        }
        out.close("div");
    }

    private static void eerTable(Html out, ComparisonReport c) {
        out.open("div", "class", "table-scroll").open("table", "class", "eer-table").open("tr")
                .el("th", "group", "class", "l");
        c.models().forEach(m -> out.el("th", "EER · " + m.name()));
        out.close("tr");
        for (var g : c.groups()) {
            out.open("tr").el("td", g.group(), "class", "l");
            for (var m : g.models()) {
                out.open("td", "class", "ci").text(Fmt.rate(m.eer()));
                if (m.eer() == null && m.eerUndefinedReason() != null) {
                    out.el("span", m.eerUndefinedReason(), "class", "sub");
                } else if (m.eerInterval() != null && m.eerInterval().isDefined()) {
                    out.el("span", "[" + Fmt.rate(m.eerInterval().lower()) + ", " + Fmt.rate(m.eerInterval().upper())
                            + "]", "class", "sub");
                }
                out.close("td");
            }
            out.close("tr");
        }
        out.close("table").close("div");
    }

    private static String signed(double v) {
        return v > 0 ? "+" + Fmt.rate(v) : v < 0 ? "−" + Fmt.rate(-v) : "0";
    }
}
