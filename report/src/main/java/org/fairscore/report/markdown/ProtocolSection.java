package org.fairscore.report.markdown;

import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.protocol.EqualMetric;
import org.fairscore.core.protocol.EqualMetrics;
import org.fairscore.core.protocol.ProtocolReport;
import org.fairscore.core.report.AuditReport;

/**
 * report.json's {@code protocol}: where the comparisons came from, cross-group genuine comparisons, the calibration
 * split, aggregation bias, the equal-metric table, bob.measure's midpoint EER and failures to acquire — the tables
 * of report.html's protocol section. Level-keyed maps are walked sorted, as report.json stores them.
 */
final class ProtocolSection implements MarkdownSection {
    @Override
    public boolean appliesTo(AuditReport report) {
        return report.protocol() != null;
    }

    @Override
    public void render(AuditReport r, Markdown out) {
        ProtocolReport p = r.protocol();
        out.heading(2, "Evaluation protocol");
        out.definition("Protocol", p.protocol());
        if (p.source() != null) {
            out.definition("Source", p.source());
        }
        if (p.scoreFormat() != null) {
            out.definition("Score format", p.scoreFormat() + (Boolean.TRUE.equals(p.distance())
                    ? " (distances: lower is more similar; thresholds and means on the distance scale)" : ""));
        }
        if (p.crossGroupComparisons() != null) {
            out.definition(r.crossGroupImpostorPairs() != null
                    ? "Comparisons across groups (impostors: in the cross-group matrix)"
                    : "Comparisons across groups (not audited)", Long.toString(p.crossGroupComparisons()));
        }
        out.endList();
        crossGroupGenuine(r, p, out);
        calibration(p, out);
        aggregationBias(r, p, out);
        equalMetrics(r, p.equalMetrics(), out);
        midpointEer(r, p, out);
        failuresToAcquire(r, p, out);
    }

    private static void crossGroupGenuine(AuditReport r, ProtocolReport p, Markdown out) {
        if (p.crossGroupGenuine() == null || p.crossGroupGenuine().isEmpty()) {
            return;
        }
        out.heading(3, "Genuine comparisons across groups")
                .paragraph("Same identity, sides in different groups: in no group's FRR and not in the impostor matrix.");
        var table = MarkdownTable.of(2, "group", "group", "genuine comparisons");
        for (String a : GroupOrder.sorted(p.crossGroupGenuine())) {
            var row = p.crossGroupGenuine().get(a);
            for (String b : GroupOrder.sorted(row)) {
                if (a.compareTo(b) < 0) { // each unordered pair once
                    table.row(a, b, Long.toString(row.get(b)));
                }
            }
        }
        out.table(table);
    }

    private static void calibration(ProtocolReport p, Markdown out) {
        var c = p.calibration();
        if (c == null) {
            return;
        }
        out.heading(3, "Calibration split").paragraph("Thresholds were set on the calibration part's impostor pairs; "
                + "every other number of this report is of the test part. The parts share no identity.");
        out.definition("Split", "file".equals(c.split()) ? "identities listed in " + c.file()
                        : "fraction " + c.fraction() + " of identities, seed " + c.seed())
                .definition("Calibration part", c.calibrationIdentities() + " identities, " + c.calibrationSamples()
                        + " samples, " + c.calibrationImpostorPairs() + " impostor pairs")
                .definition("Test part", c.testIdentities() + " identities, " + c.testSamples() + " samples").endList();
    }

    private static void aggregationBias(AuditReport r, ProtocolReport p, Markdown out) {
        if (p.aggregationBias() == null) {
            return;
        }
        out.heading(3, "Aggregation bias: each group's own threshold against the global one");
        var table = MarkdownTable.of(2, "FAR level", "group", "own threshold", "own FAR", "own FRR", "global FAR",
                "global FRR", "FAR global − own", "FRR global − own");
        for (String level : GroupOrder.sorted(p.aggregationBias())) {
            var perGroup = p.aggregationBias().get(level);
            for (String g : GroupOrder.of(r, perGroup)) {
                var b = perGroup.get(g);
                // an undefined own threshold leaves the three own cells with its reason, as report.html's row spans them
                String own = b.ownThreshold() == null ? "undefined: " + b.undefinedReason() : null;
                table.row(level, g, own != null ? own : Num.of(b.ownThreshold()), own != null ? Num.MISSING
                                : Num.of(b.ownFar()), own != null ? Num.MISSING : Num.of(b.ownFrr()),
                        Num.of(b.globalFar()), Num.of(b.globalFrr()), Num.of(b.farDifference()),
                        Num.of(b.frrDifference()));
            }
        }
        out.table(table);
    }

    private static void equalMetrics(AuditReport r, EqualMetrics em, Markdown out) {
        if (em == null) {
            return;
        }
        out.heading(3, "Equal metrics at each operating point")
                .paragraph("Accuracy, PPV and NPV for " + em.mix() + ". 95% intervals in brackets.");
        var header = new ArrayList<>(List.of("FAR level", "group", "accuracy", "FPR", "FNR", "PPV", "NPV",
                "mean genuine", "mean impostor"));
        if (em.prevalence() != null) {
            header.addAll(List.of("accuracy @ " + em.prevalence(), "PPV @ " + em.prevalence(), "NPV @ " + em.prevalence()));
        }
        var numeric = new ArrayList<Boolean>();
        header.forEach(h -> numeric.add(numeric.size() >= 2));
        var table = MarkdownTable.of(header, numeric);
        for (String level : GroupOrder.sorted(em.levels())) {
            var rows = em.levels().get(level);
            for (String g : GroupOrder.of(r, rows)) {
                var m = rows.get(g);
                var row = new ArrayList<>(List.of(level, g));
                for (var v : List.of(m.accuracy(), m.fpr(), m.fnr(), m.ppv(), m.npv(), m.genuineMean(), m.impostorMean())) {
                    row.add(cell(v));
                }
                if (em.prevalence() != null) {
                    row.addAll(List.of(cell(m.accuracyAtPrevalence()), cell(m.ppvAtPrevalence()),
                            cell(m.npvAtPrevalence())));
                }
                table.row(row);
            }
        }
        out.table(table);
    }

    static String cell(EqualMetric m) {
        if (m == null) {
            return Num.MISSING;
        }
        if (m.value() == null) {
            return "undefined: " + m.undefinedReason();
        }
        return Num.of(m.value()) + (m.interval() == null ? "" : " " + OperatingPointsSection.range(m.interval()));
    }

    private static void midpointEer(AuditReport r, ProtocolReport p, Markdown out) {
        if (p.midpointEer() == null) {
            return;
        }
        out.heading(3, "EER as bob.measure reports it").paragraph("(FAR + FRR)/2 at the midpoint threshold "
                + "minimising |FAR − FRR|; the groups table's EER is the interpolated crossing FAR = FRR.");
        var table = MarkdownTable.of(1, "group", "EER", "threshold", "FAR", "FRR", "false accepts", "false rejects");
        for (String g : GroupOrder.of(r, p.midpointEer())) {
            var e = p.midpointEer().get(g);
            if (e.eer() == null) {
                String why = "undefined: " + e.undefinedReason();
                table.row(g, why, Num.MISSING, Num.MISSING, Num.MISSING, Num.MISSING, Num.MISSING);
            } else {
                table.row(g, Num.of(e.eer()), Num.of(e.threshold()), Num.of(e.far()), Num.of(e.frr()),
                        Long.toString(e.falseAccepts()), Long.toString(e.falseRejects()));
            }
        }
        out.table(table);
    }

    private static void failuresToAcquire(AuditReport r, ProtocolReport p, Markdown out) {
        if (p.failuresToAcquire() != null) {
            out.heading(3, "Failures to acquire (comparisons without a score)");
            var table = MarkdownTable.of(1, "group", "genuine failed", "impostor failed", "FTA");
            for (String g : GroupOrder.of(r, p.failuresToAcquire())) {
                var f = p.failuresToAcquire().get(g);
                table.row(g, Num.ratio(f.genuineFailures(), f.genuineComparisons()),
                        Num.ratio(f.impostorFailures(), f.impostorComparisons()), Num.of(f.fta()));
            }
            out.table(table);
        }
        if (p.ftaAdjusted() != null) {
            out.heading(3, "FAR and FRR with failures to acquire (FAR = FMR·(1−FTA), FRR = FTA + FNMR·(1−FTA))");
            var table = MarkdownTable.of(2, "FAR level", "group", "FAR", "FRR");
            for (String level : GroupOrder.sorted(p.ftaAdjusted())) {
                var perGroup = p.ftaAdjusted().get(level);
                for (String g : GroupOrder.of(r, perGroup)) {
                    table.row(level, g, Num.of(perGroup.get(g).far()), Num.of(perGroup.get(g).frr()));
                }
            }
            out.table(table);
        }
    }
}
