package org.fairscore.report.html;

import java.util.List;
import java.util.function.Function;
import org.fairscore.core.mitigation.MitigationReport;
import org.fairscore.core.mitigation.PseudoMetricsReport;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.OperatingPoint;

/**
 * Centroid Fairness before/after: at each FAR level the global threshold, ROC (the global FRR), BFAR, BFRR and
 * the other differentials of the evaluation corpus before and after the Fairness Module, side by side; per-group
 * rates; the training and whether pseudo-metrics rank the groups as the real ones do.
 */
final class MitigationSection implements ReportSection {
    private static final List<String> OTHER = List.of("farMaxMinRatio", "frrMaxMinRatio", "farMaxMinDifference",
            "frrMaxMinDifference", "fdr", "inequityRate", "garbe");

    @Override
    public String id() {
        return "mitigation";
    }

    @Override
    public String title() {
        return "Mitigation: before and after the Fairness Module";
    }

    @Override
    public boolean appliesTo(AuditReport report) {
        return report.mitigation() != null;
    }

    @Override
    public void render(ReportContext ctx, Html out) {
        MitigationReport m = ctx.report().mitigation();
        var t = m.training();
        out.el("p", "Centroid Fairness post-processing: a residual MLP g(z) = z + MLP(z) (d = " + m.module().dimension()
                + ", hidden " + m.module().hidden() + ", " + Fmt.count(m.module().parameters()) + " parameters) trained on "
                + Fmt.count(t.samples()) + " training embeddings with reference group " + m.module().reference() + " ("
                + t.epochs() + " epochs, " + Fmt.count(t.steps()) + " Adam steps, loss " + Fmt.rate(t.initialLoss())
                + " → " + Fmt.rate(t.finalLoss()) + "), then applied to the evaluation corpus. The rest of this page "
                + "is the audit after the module; this section sets it beside the audit before, with the same settings. "
                + "ROC is the global FRR at the global threshold of each FAR level; lower BFAR/BFRR is fairer.", "class", "note");
        var before = m.before().operatingPoints();
        var after = m.after().operatingPoints();
        out.open("div", "class", "table-scroll").open("table", "class", "op-table mitigation-table");
        out.open("tr").el("th", "FAR level α", "class", "l").el("th", "threshold").el("th", "global FAR")
                .el("th", "ROC (global FRR)").el("th", "BFAR").el("th", "BFRR");
        OTHER.forEach(k -> out.el("th", k));
        out.close("tr");
        for (int i = 0; i < Math.min(before.size(), after.size()); i++) {
            OperatingPoint b = before.get(i);
            OperatingPoint a = after.get(i);
            out.open("tr").el("td", Fmt.level(b.farTarget()), "class", "l")
                    .el("td", Fmt.score(b.threshold()) + " → " + Fmt.score(a.threshold()))
                    .el("td", pair(b.globalFar(), a.globalFar()))
                    .el("td", pair(b.globalFrr(), a.globalFrr()))
                    .el("td", pair(b.bfar(), a.bfar()))
                    .el("td", pair(b.bfrr(), a.bfrr()));
            for (String k : OTHER) {
                out.el("td", pair(value(b, k), value(a, k)));
            }
            out.close("tr");
        }
        out.close("table").close("div");
        out.el("h3", "Per group, before → after");
        out.open("div", "class", "table-scroll").open("table", "class", "op-table");
        out.open("tr").el("th", "FAR level α", "class", "l").el("th", "group", "class", "l").el("th", "FAR").el("th", "FRR")
                .close("tr");
        for (int i = 0; i < Math.min(before.size(), after.size()); i++) {
            OperatingPoint b = before.get(i);
            OperatingPoint a = after.get(i);
            for (String g : ctx.groupsIn(b.perGroup())) {
                out.open("tr").el("td", Fmt.level(b.farTarget()), "class", "l").el("td", g, "class", "l")
                        .el("td", pair(rate(b, g, GroupRates::far), rate(a, g, GroupRates::far)))
                        .el("td", pair(rate(b, g, GroupRates::frr), rate(a, g, GroupRates::frr))).close("tr");
            }
        }
        out.close("table").close("div");
        if (m.pseudoMetrics() != null) {
            for (PseudoMetricsReport p : m.pseudoMetrics()) {
                pseudo(out, p);
            }
        }
        out.el("p", "Loss per epoch: " + String.join(", ", t.lossPerEpoch().stream().map(Fmt::rate).toList())
                + " (about " + Fmt.rate(t.flopsPerEpoch()) + " floating-point operations per epoch). " + String.join("; ", t.notes())
                + ".", "class", "note");
    }

    private static void pseudo(Html out, PseudoMetricsReport p) {
        out.el("h3", "Pseudo-metrics of the " + p.corpus() + " corpus");
        out.el("p", "Pseudo-scores are cosines between samples and identity centroids of their group (" + p.resolution()
                + "). Orders list groups from the highest rate down.", "class", "note");
        out.open("div", "class", "table-scroll").open("table", "class", "op-table");
        out.open("tr").el("th", "FAR level α", "class", "l").el("th", "pseudo-threshold").el("th", "pseudo-FAR order", "class", "l")
                .el("th", "real FAR order", "class", "l").el("th", "pseudo-FRR order", "class", "l")
                .el("th", "real FRR order", "class", "l").close("tr");
        for (var op : p.operatingPoints()) {
            out.open("tr").el("td", Fmt.level(op.farTarget()), "class", "l").el("td", Fmt.score(op.threshold()))
                    .el("td", String.join(" > ", op.farOrder()), "class", "l")
                    .el("td", order(op.realFarOrder(), op.farOrderAgrees()), "class", "l")
                    .el("td", String.join(" > ", op.frrOrder()), "class", "l")
                    .el("td", order(op.realFrrOrder(), op.frrOrderAgrees()), "class", "l").close("tr");
        }
        out.close("table").close("div");
    }

    private static String order(List<String> real, Boolean agrees) {
        if (real == null) {
            return Fmt.MISSING;
        }
        return String.join(" > ", real) + (Boolean.TRUE.equals(agrees) ? " (same)" : " (differs)");
    }

    private static Double value(OperatingPoint op, String key) {
        Differential d = op.differentials() == null ? null : op.differentials().get(key);
        return d == null ? null : d.value();
    }

    private static Double rate(OperatingPoint op, String group, Function<GroupRates, Double> f) {
        GroupRates r = op.perGroup() == null ? null : op.perGroup().get(group);
        return r == null ? null : f.apply(r);
    }

    private static String pair(Double before, Double after) {
        return Fmt.rate(before) + " → " + Fmt.rate(after);
    }
}
