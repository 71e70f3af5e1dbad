package org.fairscore.report.html;

import org.fairscore.core.protocol.EqualMetric;
import org.fairscore.core.protocol.ProtocolReport;
import org.fairscore.core.report.AuditReport;

/**
 * report.json's {@code protocol}: where the comparisons came from, bob.measure's midpoint EER, and failures
 * to acquire. Shown only when the report has a protocol component.
 */
final class ProtocolSection implements ReportSection {
    @Override
    public String id() {
        return "protocol";
    }

    @Override
    public String title() {
        return "Evaluation protocol";
    }

    @Override
    public boolean appliesTo(AuditReport report) {
        return report.protocol() != null;
    }

    private static String cell(EqualMetric m) {
        if (m == null || m.value() == null) {
            return m == null ? "—" : "undefined: " + m.undefinedReason();
        }
        return Fmt.rate(m.value()) + (m.interval() == null ? ""
                : " [" + Fmt.rate(m.interval().lower()) + ", " + Fmt.rate(m.interval().upper()) + "]");
    }

    @Override
    public void render(ReportContext ctx, Html out) {
        ProtocolReport p = ctx.report().protocol();
        out.open("dl", "class", "facts");
        out.el("dt", "Protocol").el("dd", p.protocol());
        if (p.source() != null) {
            out.el("dt", "Source").open("dd").open("code").text(p.source()).close("code").close("dd");
        }
        if (p.scoreFormat() != null) {
            out.el("dt", "Score format").el("dd", p.scoreFormat() + (Boolean.TRUE.equals(p.distance())
                    ? " (distances: lower is more similar; thresholds and means on the distance scale)" : ""));
        }
        if (p.crossGroupComparisons() != null) {
            // with --cross-group the report has the matrix, and their impostors are in it
            out.el("dt", ctx.report().crossGroupImpostorPairs() != null
                    ? "Comparisons across groups (impostors: in the cross-group matrix)"
                    : "Comparisons across groups (not audited)").el("dd", Fmt.count(p.crossGroupComparisons()));
        }
        out.close("dl");
        if (p.crossGroupGenuine() != null && !p.crossGroupGenuine().isEmpty()) {
            out.el("h3", "Genuine comparisons across groups");
            out.el("p", "Same identity, sides in different groups: in no group's FRR and not in the impostor matrix.");
            out.open("table").open("tr").el("th", "group", "class", "l").el("th", "group", "class", "l")
                    .el("th", "genuine comparisons").close("tr");
            p.crossGroupGenuine().forEach((a, row) -> row.forEach((b, n) -> {
                if (a.compareTo(b) < 0) { // each unordered pair once
                    out.open("tr").el("td", a, "class", "l").el("td", b, "class", "l").el("td", Fmt.count(n)).close("tr");
                }
            }));
            out.close("table");
        }
        if (p.calibration() != null) {
            var c = p.calibration();
            out.el("h3", "Calibration split");
            out.el("p", "Thresholds were set on the calibration part's impostor pairs; every other number of this "
                    + "report is of the test part. The parts share no identity.");
            out.open("dl", "class", "facts");
            out.el("dt", "Split").el("dd", "file".equals(c.split()) ? "identities listed in " + c.file()
                    : "fraction " + c.fraction() + " of identities, seed " + c.seed());
            out.el("dt", "Calibration part").el("dd", Fmt.count(c.calibrationIdentities()) + " identities, "
                    + Fmt.count(c.calibrationSamples()) + " samples, " + Fmt.count(c.calibrationImpostorPairs())
                    + " impostor pairs");
            out.el("dt", "Test part").el("dd", Fmt.count(c.testIdentities()) + " identities, "
                    + Fmt.count(c.testSamples()) + " samples");
            out.close("dl");
        }
        if (p.aggregationBias() != null) {
            out.el("h3", "Aggregation bias: each group's own threshold against the global one");
            out.open("table").open("tr").el("th", "FAR level", "class", "l").el("th", "group", "class", "l")
                    .el("th", "own threshold").el("th", "own FAR").el("th", "own FRR").el("th", "global FAR")
                    .el("th", "global FRR").el("th", "FAR global − own").el("th", "FRR global − own").close("tr");
            p.aggregationBias().forEach((level, perGroup) -> perGroup.forEach((g, b) -> {
                out.open("tr").el("td", level, "class", "l").el("td", g, "class", "l");
                if (b.ownThreshold() == null) {
                    out.el("td", "undefined: " + b.undefinedReason(), "colspan", "3", "class", "l");
                } else {
                    out.el("td", Fmt.score(b.ownThreshold())).el("td", Fmt.rate(b.ownFar())).el("td", Fmt.rate(b.ownFrr()));
                }
                out.el("td", Fmt.rate(b.globalFar())).el("td", Fmt.rate(b.globalFrr()))
                        .el("td", Fmt.rate(b.farDifference())).el("td", Fmt.rate(b.frrDifference())).close("tr");
            }));
            out.close("table");
        }
        if (p.equalMetrics() != null) {
            var em = p.equalMetrics();
            out.el("h3", "Equal metrics at each operating point");
            out.el("p", "Accuracy, PPV and NPV for " + em.mix() + ". 95% intervals in brackets.");
            out.open("table").open("tr").el("th", "FAR level", "class", "l").el("th", "group", "class", "l")
                    .el("th", "accuracy").el("th", "FPR").el("th", "FNR").el("th", "PPV").el("th", "NPV")
                    .el("th", "mean genuine").el("th", "mean impostor");
            if (em.prevalence() != null) {
                out.el("th", "accuracy @ " + em.prevalence()).el("th", "PPV @ " + em.prevalence())
                        .el("th", "NPV @ " + em.prevalence());
            }
            out.close("tr");
            em.levels().forEach((level, rows) -> rows.forEach((g, r) -> {
                out.open("tr").el("td", level, "class", "l").el("td", g, "class", "l");
                for (var m : new EqualMetric[] {r.accuracy(), r.fpr(), r.fnr(), r.ppv(),
                        r.npv(), r.genuineMean(), r.impostorMean()}) {
                    out.el("td", cell(m));
                }
                if (em.prevalence() != null) {
                    out.el("td", cell(r.accuracyAtPrevalence())).el("td", cell(r.ppvAtPrevalence()))
                            .el("td", cell(r.npvAtPrevalence()));
                }
                out.close("tr");
            }));
            out.close("table");
        }
        if (p.midpointEer() != null) {
            out.el("h3", "EER as bob.measure reports it");
            out.el("p", "(FAR + FRR)/2 at the midpoint threshold minimising |FAR − FRR|; the summary's EER is the "
                    + "interpolated crossing FAR = FRR.");
            out.open("table").open("tr").el("th", "group", "class", "l").el("th", "EER").el("th", "threshold")
                    .el("th", "FAR").el("th", "FRR").el("th", "false accepts").el("th", "false rejects").close("tr");
            p.midpointEer().forEach((g, e) -> {
                out.open("tr").el("td", g, "class", "l");
                if (e.eer() == null) {
                    out.el("td", "undefined: " + e.undefinedReason(), "colspan", "6", "class", "l");
                } else {
                    out.el("td", Fmt.rate(e.eer())).el("td", Fmt.score(e.threshold())).el("td", Fmt.rate(e.far()))
                            .el("td", Fmt.rate(e.frr())).el("td", Fmt.count(e.falseAccepts()))
                            .el("td", Fmt.count(e.falseRejects()));
                }
                out.close("tr");
            });
            out.close("table");
        }
        if (p.failuresToAcquire() != null) {
            out.el("h3", "Failures to acquire (comparisons without a score)");
            out.open("table").open("tr").el("th", "group", "class", "l").el("th", "genuine failed")
                    .el("th", "impostor failed").el("th", "FTA").close("tr");
            p.failuresToAcquire().forEach((g, f) -> out.open("tr").el("td", g, "class", "l")
                    .el("td", Fmt.ratio(f.genuineFailures(), f.genuineComparisons()))
                    .el("td", Fmt.ratio(f.impostorFailures(), f.impostorComparisons()))
                    .el("td", Fmt.rate(f.fta())).close("tr"));
            out.close("table");
        }
        if (p.ftaAdjusted() != null) {
            out.el("h3", "FAR and FRR with failures to acquire (FAR = FMR·(1−FTA), FRR = FTA + FNMR·(1−FTA))");
            out.open("table").open("tr").el("th", "FAR level", "class", "l").el("th", "group", "class", "l")
                    .el("th", "FAR").el("th", "FRR").close("tr");
            p.ftaAdjusted().forEach((level, perGroup) -> perGroup.forEach((g, r) -> out.open("tr")
                    .el("td", level, "class", "l").el("td", g, "class", "l").el("td", Fmt.rate(r.far()))
                    .el("td", Fmt.rate(r.frr())).close("tr")));
            out.close("table");
        }
    }
}
