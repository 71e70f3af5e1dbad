package org.fairscore.report.markdown;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.fairscore.core.mitigation.MitigationReport;
import org.fairscore.core.mitigation.PseudoMetricsReport;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.OperatingPoint;

/**
 * Centroid Fairness before → after: per FAR level the global threshold, FAR, ROC (the global FRR) and every
 * differential; per group FAR and FRR; whether pseudo-metrics rank the groups as the real ones do; the training.
 */
final class MitigationSection implements MarkdownSection {
    @Override
    public boolean appliesTo(AuditReport report) {
        return report.mitigation() != null;
    }

    @Override
    public void render(AuditReport r, Markdown out) {
        MitigationReport m = r.mitigation();
        var t = m.training();
        out.heading(2, "Mitigation: before → after the Fairness Module (reference " + m.module().reference() + ")")
                .paragraph("Centroid Fairness post-processing: a residual MLP g(z) = z + MLP(z) (d = "
                        + m.module().dimension() + ", hidden " + m.module().hidden() + ", " + m.module().parameters()
                        + " parameters) trained on " + t.samples() + " training embeddings (" + t.epochs() + " epochs, "
                        + t.steps() + " Adam steps, loss " + Num.change(t.initialLoss(), t.finalLoss()) + "), then "
                        + "applied to the evaluation corpus. The tables above are the audit after the module. ROC is "
                        + "the global FRR at the global threshold of each FAR level; lower BFAR/BFRR is fairer.");
        var before = m.before().operatingPoints();
        var after = m.after().operatingPoints();
        int levels = Math.min(before.size(), after.size());
        var header = new ArrayList<>(List.of("FAR", "threshold", "global FAR", "global FRR (ROC)"));
        header.addAll(OperatingPointsSection.DIFFERENTIALS);
        var table = MarkdownTable.of(header, header.stream().map(h -> true).toList());
        for (int i = 0; i < levels; i++) {
            OperatingPoint b = before.get(i);
            OperatingPoint a = after.get(i);
            var row = new ArrayList<>(List.of(Num.of(b.farTarget()), Num.change(b.threshold(), a.threshold()),
                    Num.change(b.globalFar(), a.globalFar()), Num.change(b.globalFrr(), a.globalFrr())));
            OperatingPointsSection.DIFFERENTIALS.forEach(k -> row.add(Num.change(value(b, k), value(a, k))));
            table.row(row);
        }
        out.table(table);
        out.heading(3, "Per group, before → after");
        var perGroup = MarkdownTable.of(2, "FAR", "group", "FAR", "FRR");
        for (int i = 0; i < levels; i++) {
            OperatingPoint b = before.get(i);
            OperatingPoint a = after.get(i);
            for (String g : GroupOrder.of(r, b.perGroup())) {
                perGroup.row(Num.of(b.farTarget()), g, Num.change(rate(b, g, GroupRates::far), rate(a, g, GroupRates::far)),
                        Num.change(rate(b, g, GroupRates::frr), rate(a, g, GroupRates::frr)));
            }
        }
        out.table(perGroup);
        if (m.pseudoMetrics() != null) {
            m.pseudoMetrics().forEach(p -> pseudo(p, out));
        }
        out.paragraph("Loss per epoch: " + String.join(", ", t.lossPerEpoch().stream().map(Num::of).toList())
                + " (about " + Num.of(t.flopsPerEpoch()) + " floating-point operations per epoch). "
                + String.join("; ", t.notes()) + ".");
    }

    private static void pseudo(PseudoMetricsReport p, Markdown out) {
        out.heading(3, "Pseudo-metrics of the " + p.corpus() + " corpus").paragraph("Pseudo-scores are cosines between "
                + "samples and identity centroids of their group (" + p.resolution() + "). Orders list groups from the "
                + "highest rate down.");
        var table = MarkdownTable.of(List.of("FAR", "pseudo-threshold", "pseudo-FAR order", "real FAR order",
                "pseudo-FRR order", "real FRR order"), List.of(true, true, false, false, false, false));
        for (var op : p.operatingPoints()) {
            table.row(Num.of(op.farTarget()), Num.of(op.threshold()), String.join(" > ", op.farOrder()),
                    order(op.realFarOrder(), op.farOrderAgrees()), String.join(" > ", op.frrOrder()),
                    order(op.realFrrOrder(), op.frrOrderAgrees()));
        }
        out.table(table);
    }

    private static String order(List<String> real, Boolean agrees) {
        return real == null ? Num.MISSING
                : String.join(" > ", real) + (Boolean.TRUE.equals(agrees) ? " (same)" : " (differs)");
    }

    /** BFAR and BFRR from the operating point's own fields, as report.html reads them; the others from its map. */
    private static Double value(OperatingPoint op, String key) {
        if (key.equals("bfar") || key.equals("bfrr")) {
            return key.equals("bfar") ? op.bfar() : op.bfrr();
        }
        Differential d = op.differentials() == null ? null : op.differentials().get(key);
        return d == null ? null : d.value();
    }

    private static Double rate(OperatingPoint op, String group, Function<GroupRates, Double> f) {
        GroupRates g = op.perGroup() == null ? null : op.perGroup().get(group);
        return g == null ? null : f.apply(g);
    }
}
