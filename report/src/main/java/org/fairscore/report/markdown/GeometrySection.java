package org.fairscore.report.markdown;

import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.geometry.GeometryMetrics;
import org.fairscore.core.geometry.GeometryReport;
import org.fairscore.core.geometry.GeometryValue;
import org.fairscore.core.geometry.GroupGeometry;
import org.fairscore.core.geometry.GroupTest;
import org.fairscore.core.geometry.GroupTests;
import org.fairscore.core.report.AuditReport;

/**
 * The embedding-geometry family: per-group metrics with their gaps, the clustering indices, each distribution's
 * moments per group (report.html draws their densities) and the Dunn–Šidák-corrected p-values of the group tests.
 * Groups are walked sorted, as report.json stores geometry's maps.
 */
final class GeometrySection implements MarkdownSection {
    @Override
    public boolean appliesTo(AuditReport report) {
        return report.geometry() != null;
    }

    @Override
    public void render(AuditReport r, Markdown out) {
        GeometryReport g = r.geometry();
        var groups = GroupOrder.sorted(g.perGroup());
        out.heading(2, "Embedding geometry").paragraph("Per group, before any threshold. An undefined value shows its "
                + "reason.");
        metricsTable(g, groups, out);
        clustering(g, out);
        distributions(g, groups, out);
        tests(g, groups, out);
        if (!g.warnings().isEmpty()) {
            out.heading(3, "Geometry warnings").bullets(g.warnings());
        }
        out.heading(3, "Geometry methods");
        GroupOrder.sorted(g.methods()).forEach(k -> out.definition(k, g.methods().get(k)));
        out.endList();
    }

    private static void metricsTable(GeometryReport g, List<String> groups, Markdown out) {
        var metrics = GeometryMetrics.shown(g);
        var header = new ArrayList<>(List.of("group", "samples"));
        metrics.keySet().forEach(m -> header.add(m.equals("recallAtK") ? "recallAt" + g.settings().k() : m));
        var numeric = new ArrayList<Boolean>();
        header.forEach(h -> numeric.add(!numeric.isEmpty()));
        var table = MarkdownTable.of(header, numeric);
        for (String name : groups) {
            GroupGeometry gg = g.perGroup().get(name);
            var row = new ArrayList<>(List.of(name, Long.toString(gg.samples())));
            metrics.values().forEach(f -> row.add(text(f.apply(gg))));
            table.row(row);
        }
        for (boolean maxMin : new boolean[] {true, false}) {
            var row = new ArrayList<>(List.of(maxMin ? "gap: max − min" : "gap: top half − bottom half", ""));
            metrics.keySet().forEach(m -> {
                var gap = g.gaps().get(m);
                Double v = gap == null ? null : maxMin ? gap.maxMinusMin() : gap.topHalfMinusBottomHalf();
                row.add(v == null && gap != null && gap.undefinedReason() != null
                        ? "undefined: " + gap.undefinedReason() : Num.of(v));
            });
            table.row(row);
        }
        out.table(table);
    }

    /** The metrics report.html tabulates, in its order: recall@k and NMI only when configured. */

    private static void clustering(GeometryReport g, Markdown out) {
        var c = g.clustering();
        out.heading(3, "Clustering indices, groups as clusters")
                .definition("Silhouette", text(c.silhouette()) + " (" + c.silhouettePoints() + " points"
                        + (c.silhouetteSampled() ? ", seeded sample)" : ", all samples)"))
                .definition("Calinski–Harabasz", text(c.calinskiHarabasz()))
                .definition("Davies–Bouldin", text(c.daviesBouldin())).endList();
        if (c.byAttribute() != null) {
            var table = MarkdownTable.of(1, "each attribute alone", "clusters", "Silhouette", "Calinski–Harabasz",
                    "Davies–Bouldin");
            for (String attr : GroupOrder.sorted(c.byAttribute())) {
                var ac = c.byAttribute().get(attr);
                table.row(attr, Integer.toString(ac.clusters()), text(ac.silhouette()), text(ac.calinskiHarabasz()),
                        text(ac.daviesBouldin()));
            }
            out.table(table);
        }
    }

    private static void distributions(GeometryReport g, List<String> groups, Markdown out) {
        out.heading(3, "Distributions").paragraph("Euclidean distances per group (report.html draws their densities).");
        var table = MarkdownTable.of(2, "distribution", "group", "n", "mean", "sd", "min", "max");
        for (String kind : GroupOrder.sorted(g.distributions())) {
            var byGroup = g.distributions().get(kind);
            for (String name : groups) {
                var d = byGroup.get(name);
                if (d != null) {
                    table.row(kind, name, Long.toString(d.count()), Num.of(d.mean()), Num.of(d.sd()), Num.of(d.min()),
                            Num.of(d.max()));
                }
            }
        }
        out.table(table);
    }

    private static void tests(GeometryReport g, List<String> groups, Markdown out) {
        out.heading(3, "Group tests (Dunn–Šidák-corrected p-values)").paragraph("Each cell: Welch's t-test / "
                + "two-sample Kolmogorov–Smirnov, corrected over all tests of the same kind in this report (report.json "
                + "also has Bonferroni, Holm and Benjamini–Hochberg). KS marked * has D from the histograms' bin edges; "
                + "unmarked, from the exact order statistics.");
        for (String kind : GroupOrder.sorted(g.distributions())) {
            var header = new ArrayList<>(List.of(kind));
            header.addAll(groups);
            var numeric = new ArrayList<Boolean>();
            header.forEach(h -> numeric.add(!numeric.isEmpty()));
            var table = MarkdownTable.of(header, numeric);
            for (String a : groups) {
                var row = new ArrayList<>(List.of(a));
                for (String b : groups) {
                    row.add(a.compareTo(b) >= 0 ? ""
                            : cell(g.tests(), kind, a, b, GroupTests.WELCH) + " / " + cell(g.tests(), kind, a, b, GroupTests.KS));
                }
                table.row(row);
            }
            out.table(table);
        }
    }

    private static String cell(List<GroupTest> tests, String kind, String a, String b, String test) {
        for (var t : tests) {
            if (t.distribution().equals(kind) && t.test().equals(test)
                    && ((t.groupA().equals(a) && t.groupB().equals(b)) || (t.groupA().equals(b) && t.groupB().equals(a)))) {
                return Num.of(t.pSidak()) + (GroupTests.HISTOGRAM.equals(t.method()) ? "*" : "");
            }
        }
        return Num.MISSING;
    }

    private static String text(GeometryValue v) {
        return v == null ? Num.MISSING : Num.orReason(v.value(), v.undefinedReason());
    }
}
