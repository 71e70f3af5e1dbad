package org.fairscore.report.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fairscore.core.geometry.DistributionHistogram;
import org.fairscore.core.geometry.DistributionReport;
import org.fairscore.core.geometry.GeometryMetrics;
import org.fairscore.core.geometry.GeometryReport;
import org.fairscore.core.geometry.GeometryValue;
import org.fairscore.core.geometry.GroupGeometry;
import org.fairscore.core.geometry.GroupTest;
import org.fairscore.core.geometry.GroupTests;
import org.fairscore.core.report.AuditReport;

/**
 * The embedding-geometry family (report.json's {@code geometry}): a table of per-group metrics with the
 * gaps, the clustering indices, density plots of each distribution (one line per group) and the matrix of
 * Dunn–Šidák-corrected p-values of the group tests.
 */
final class GeometrySection implements ReportSection {
    private static final double W = 380;
    private static final double H = 200;

    @Override
    public String id() {
        return "geometry";
    }

    @Override
    public String title() {
        return "Embedding geometry";
    }

    @Override
    public boolean appliesTo(AuditReport report) {
        return report.geometry() != null;
    }

    @Override
    public void render(ReportContext ctx, Html out) {
        GeometryReport g = ctx.report().geometry();
        var groups = new ArrayList<>(g.perGroup().keySet());
        var metrics = GeometryMetrics.shown(g);
        out.el("p", "Per group, before any threshold (finDML; FaceNet audit). An em dash is an undefined value; "
                + "hover it for the reason. Conventions: see Methods below.", "class", "note");
        out.open("div", "class", "table-scroll").open("table", "class", "geometry-metrics").open("tr")
                .el("th", "group", "class", "l").el("th", "samples");
        metrics.keySet().forEach(m -> out.el("th", m.equals("recallAtK") ? "recallAt" + g.settings().k() : m));
        out.close("tr");
        for (String name : groups) {
            GroupGeometry gg = g.perGroup().get(name);
            out.open("tr").open("td", "class", "l");
            label(out, name, groups.indexOf(name));
            out.close("td").el("td", Fmt.count(gg.samples()));
            metrics.values().forEach(f -> value(out, f.apply(gg)));
            out.close("tr");
        }
        for (String gap : List.of("maxMinusMin", "topHalfMinusBottomHalf")) {
            out.open("tr", "class", "gap").el("td", gap.equals("maxMinusMin") ? "gap: max − min"
                    : "gap: top half − bottom half", "class", "l").el("td", "");
            metrics.keySet().forEach(m -> {
                var gp = g.gaps().get(m);
                Double v = gp == null ? null : gap.equals("maxMinusMin") ? gp.maxMinusMin() : gp.topHalfMinusBottomHalf();
                out.el("td", Fmt.rate(v), "title", gp == null ? null : gp.undefinedReason());
            });
            out.close("tr");
        }
        out.close("table").close("div");

        var c = g.clustering();
        out.el("h3", "Clustering indices, groups as clusters");
        out.open("dl", "class", "facts");
        out.el("dt", "Silhouette").el("dd", text(c.silhouette()) + " (" + Fmt.count(c.silhouettePoints()) + " points"
                + (c.silhouetteSampled() ? ", seeded sample)" : ", all samples)"));
        out.el("dt", "Calinski–Harabasz").el("dd", text(c.calinskiHarabasz()));
        out.el("dt", "Davies–Bouldin").el("dd", text(c.daviesBouldin()));
        out.close("dl");
        if (c.byAttribute() != null) {
            out.open("table", "class", "attribute-clustering").open("tr").el("th", "each attribute alone", "class", "l")
                    .el("th", "clusters").el("th", "Silhouette").el("th", "Calinski–Harabasz").el("th", "Davies–Bouldin")
                    .close("tr");
            new TreeMap<>(c.byAttribute()).forEach((attr, ac) -> out.open("tr").el("td", attr, "class", "l")
                    .el("td", Integer.toString(ac.clusters()))
                    .el("td", ac.silhouette() == null ? Fmt.MISSING : text(ac.silhouette()))
                    .el("td", text(ac.calinskiHarabasz())).el("td", text(ac.daviesBouldin())).close("tr"));
            out.close("table");
        }

        out.el("h3", "Distributions");
        out.open("div", "class", "grid3");
        // sorted by kind: report.json sorts map keys, and a report read back must render to the same bytes
        new TreeMap<>(g.distributions()).forEach((kind, byGroup) -> density(ctx, out, g, kind, byGroup, groups));
        out.close("div");

        out.el("h3", "Group tests (Dunn–Šidák-corrected p-values)");
        out.el("p", "Each cell: Welch's t-test / two-sample Kolmogorov–Smirnov, corrected over all tests of the "
                + "same kind in this report (report.json also has Bonferroni, Holm and Benjamini–Hochberg). KS marked * "
                + "has D from the histograms' bin edges (a group had more than " + DistributionHistogram.EXACT_MAX
                + " values); unmarked, from the exact order statistics. Pairwise distances share samples, so their "
                + "p-values overstate significance.", "class", "note");
        new TreeMap<>(g.distributions()).keySet().forEach(kind -> testMatrix(out, kind, g.tests(), groups));
        if (!g.warnings().isEmpty()) {
            out.el("h3", "Geometry warnings");
            out.open("ul");
            g.warnings().forEach(w -> out.el("li", w));
            out.close("ul");
        }
        out.el("h3", "Geometry methods");
        out.open("dl", "class", "methods");
        new TreeMap<>(g.methods()).forEach((k, v) -> out.el("dt", k).el("dd", v));
        out.close("dl");
    }

    private static void value(Html out, GeometryValue v) {
        out.el("td", v == null ? Fmt.MISSING : Fmt.rate(v.value()), "title", v == null ? null : v.undefinedReason());
    }

    private static String text(GeometryValue v) {
        return v.defined() ? Fmt.rate(v.value()) : Fmt.MISSING + " (" + v.undefinedReason() + ")";
    }

    private static void label(Html out, String group, int index) {
        out.open("span", "class", "swatch", "style", "background:" + Palette.colour(index)).close("span").text(group);
    }

    private static void density(ReportContext ctx, Html out, GeometryReport g, String kind,
                                Map<String, DistributionReport> byGroup, List<String> groups) {
        var edges = g.histogramEdges();
        double w = (edges.high() - edges.low()) / edges.bins();
        double max = 0;
        for (var d : byGroup.values()) {
            for (long c : d.counts()) {
                max = Math.max(max, d.count() == 0 ? 0 : c / (d.count() * w));
            }
        }
        var plot = new Plot(46, 12, W - 46 - 12, H - 12 - 40, new Scale.Linear(edges.low(), edges.high()),
                new Scale.Linear(0, max > 0 ? max * 1.08 : 1), ctx.newId("clip"));
        out.open("figure", "class", "card").el("h3", kind);
        out.open("svg", "viewBox", "0 0 " + Fmt.px(W) + " " + Fmt.px(H), "width", Fmt.px(W), "height", Fmt.px(H),
                "role", "img", "aria-label", "density of " + kind + " per group", "class", "chart density-chart");
        plot.begin(out, "Euclidean distance", null);
        for (String name : groups) {
            var d = byGroup.get(name);
            if (d == null || d.count() == 0) {
                continue;
            }
            double[] xs = new double[d.counts().length];
            double[] ys = new double[xs.length];
            for (int i = 0; i < xs.length; i++) {
                xs[i] = edges.low() + (i + 0.5) * w;
                ys[i] = d.counts()[i] / (d.count() * w);
            }
            String colour = Palette.colour(groups.indexOf(name));
            out.empty("path", "class", "density", "data-group", name, "d", plot.path(xs, ys), "fill", "none",
                    "stroke", colour);
        }
        plot.end(out);
        out.close("svg");
        out.open("figcaption");
        for (String name : groups) {
            var d = byGroup.get(name);
            if (d != null) {
                label(out, name, groups.indexOf(name));
                out.text(" n = " + Fmt.count(d.count()) + ", mean " + Fmt.score(d.mean()) + ", sd " + Fmt.score(d.sd())
                        + "  ");
            }
        }
        out.close("figcaption").close("figure");
    }

    private static void testMatrix(Html out, String kind, List<GroupTest> tests, List<String> groups) {
        out.open("div", "class", "table-scroll").open("table", "class", "test-matrix").open("tr")
                .el("th", kind, "class", "l");
        groups.forEach(gn -> out.el("th", gn));
        out.close("tr");
        for (String a : groups) {
            out.open("tr").el("th", a, "class", "l");
            for (String b : groups) {
                if (a.compareTo(b) >= 0) {
                    out.el("td", "");
                    continue;
                }
                out.el("td", cell(tests, kind, a, b, GroupTests.WELCH) + " / " + cell(tests, kind, a, b, GroupTests.KS));
            }
            out.close("tr");
        }
        out.close("table").close("div");
    }

    private static String cell(List<GroupTest> tests, String kind, String a, String b, String test) {
        for (var t : tests) {
            if (t.distribution().equals(kind) && t.test().equals(test)
                    && ((t.groupA().equals(a) && t.groupB().equals(b)) || (t.groupA().equals(b) && t.groupB().equals(a)))) {
                return Fmt.rate(t.pSidak()) + (GroupTests.HISTOGRAM.equals(t.method()) ? "*" : "");
            }
        }
        return Fmt.MISSING;
    }
}
