package org.fairscore.report.markdown;

import org.fairscore.core.report.AuditReport;

/** What was audited, in one paragraph: the kind of report, the grouping, the samples and the acceptance rule. */
final class OverviewSection implements MarkdownSection {
    @Override
    public boolean appliesTo(AuditReport report) {
        return true;
    }

    @Override
    public void render(AuditReport r, Markdown out) {
        var in = r.input();
        var sb = new StringBuilder(title(r)).append(". Groups by ").append(attributes(r));
        if (in != null) {
            sb.append("; ").append(in.samples()).append(" samples of dimension ").append(in.dimension())
                    .append(in.rejected() > 0 ? ", " + in.rejected() + (in.rejected() == 1 ? " row" : " rows") + " rejected" : "");
        }
        if (r.accept() != null) {
            sb.append("; acceptance rule ").append(r.accept().cliName()).append(switch (r.accept()) {
                case ABOVE -> " (accept iff score > t)";
                case AT_OR_ABOVE -> " (accept iff score ≥ t)";
                case BELOW -> " (distances: accept iff distance < t)";
                case AT_OR_BELOW -> " (distances: accept iff distance ≤ t)";
            });
        }
        if (r.differentialWeight() != null && r.kind().verifies()) {
            sb.append("; differential weight w = ").append(Num.of(r.differentialWeight()));
        }
        out.paragraph(sb.append('.').toString());
        if (r.sampling() != null) {
            var s = r.sampling();
            out.paragraph("Impostor pairs sampled at rate " + Num.of(s.rate()) + ", seed " + s.seed() + ", of "
                    + s.allImpostorPairs() + " impostor pairs. " + s.note());
        }
    }

    /** The report's subject, by kind, as report.html's heading says it. */
    private static String title(AuditReport r) {
        return switch (r.kind()) {
            case MITIGATION -> "Verification error rates after Centroid Fairness";
            case VERIFICATION -> "Verification error rates";
            case ASSOCIATION -> "Association tests";
            case GEOMETRY -> "Embedding geometry";
            case DOWNSTREAM, PREDICTION_FAIRNESS -> "Downstream fairness";
            case OTHER -> "Fairness audit";
        };
    }

    private static String attributes(AuditReport r) {
        return r.groupBy() == null || r.groupBy().isEmpty() ? "group" : String.join(", ", r.groupBy());
    }
}
