package org.fairscore.report.markdown;

import java.util.List;
import org.fairscore.core.compare.ComparedLevel;
import org.fairscore.core.compare.ComparedModel;
import org.fairscore.core.compare.ComparisonReport;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.Interval;

/**
 * {@code fairscore compare}'s report.md: the comparability verdict, the models, the EERs, and per shared FAR level
 * the thresholds, the groups' FAR and FRR side by side with their intervals and deltas, and the differentials. Every
 * model and group name, path, reason and warning goes through {@link MarkdownText#escape}, so a name such as
 * {@code race=A|gender=F} keeps a table's column count. Numbers as report.md writes them ({@code %.4g}).
 */
public final class ComparisonMarkdown {
    private ComparisonMarkdown() {
    }

    public static String render(ComparisonReport c) {
        var sb = new StringBuilder();
        var models = c.models();
        sb.append("# fairscore comparison: ").append(String.join(" · ", models.stream().map(m -> md(m.name())).toList()))
                .append("\n\n");
        var v = c.comparability();
        sb.append("## Comparability\n\n").append(v.comparable() ? "**Comparable**: the audits differ only in the model."
                : "**Not comparable**: the audits differ in more than the model:").append("\n\n");
        v.reasons().forEach(r -> sb.append("- ").append(md(r)).append('\n'));
        if (!v.reasons().isEmpty()) {
            sb.append('\n');
        }
        sb.append("Shown: ").append(md(v.shown())).append(". Deltas are model k − ").append(md(models.get(0).name()))
                .append(" (the first model), without interval: the audits' bootstrap replicates are not in report.json, "
                        + "so read the models' intervals side by side.\n");
        models(models, sb);
        eers(c, sb);
        for (var level : c.operatingPoints()) {
            level(models, level, sb);
        }
        return sb.toString();
    }

    private static void models(List<ComparedModel> models, StringBuilder sb) {
        sb.append("\n## Models\n\n| model | report.json | rule | protocol | sampling | d | samples | groups | FAR levels |"
                + " gates | warnings |\n|---|---|---|---|---:|---:|---:|---:|---|---|---:|\n");
        for (var m : models) {
            sb.append("| ").append(md(m.name())).append(" | ").append(md(m.report())).append(" | ")
                    .append(m.accept() == null ? "—" : "`" + m.accept().cliName() + "`").append(" | ")
                    .append(md(m.protocol())).append(" | ")
                    .append(m.samplingRate() == null ? "none" : Num.of(m.samplingRate())).append(" | ")
                    .append(m.dimension()).append(" | ").append(m.samples()).append(" | ").append(m.groups().size())
                    .append(" | ").append(String.join(", ", m.farLevels().stream().map(Num::of).toList()))
                    .append(" | ").append(m.gates() == null ? "none" : m.gates().stream().filter(g -> g.passed()).count()
                            + " of " + m.gates().size() + " passed").append(" | ").append(m.warnings().size())
                    .append(" |\n");
        }
        for (var m : models) {
            if (!m.warnings().isEmpty()) {
                sb.append("\nWarnings of ").append(md(m.name())).append(":\n\n");
                m.warnings().forEach(w -> sb.append("- ").append(md(w)).append('\n'));
            }
        }
    }

    private static void eers(ComparisonReport c, StringBuilder sb) {
        if (c.groups().isEmpty()) {
            return;
        }
        sb.append("\n## Equal error rate per group\n\n| group |");
        c.models().forEach(m -> sb.append(" EER ").append(md(m.name())).append(" |"));
        sb.append('\n').append(separator(c.models().size())).append('\n');
        for (var g : c.groups()) {
            sb.append("| ").append(md(g.group())).append(" |");
            for (var m : g.models()) {
                sb.append(' ').append(Num.of(m.eer()));
                if (m.eerInterval() != null && m.eerInterval().isDefined()) {
                    sb.append(" [").append(Num.of(m.eerInterval().lower())).append(", ")
                            .append(Num.of(m.eerInterval().upper())).append(']');
                }
                sb.append(" |");
            }
            sb.append('\n');
        }
    }

    private static void level(List<ComparedModel> models, ComparedLevel level, StringBuilder sb) {
        sb.append("\n## FAR ").append(Num.of(level.farTarget())).append("\n\n| model | threshold | global FAR |"
                + " global FRR |\n|---|---:|---:|---:|\n");
        for (var t : level.models()) {
            sb.append("| ").append(md(t.model())).append(" | ").append(Num.of(t.threshold()))
                    .append(t.thresholdUndefinedReason() == null ? "" : " (" + md(t.thresholdUndefinedReason()) + ")")
                    .append(" | ").append(Num.of(t.globalFar())).append(" (").append(t.globalFalseAccepts())
                    .append('/').append(t.globalImpostorPairs()).append(") | ").append(Num.of(t.globalFrr()))
                    .append(" (").append(t.globalFalseRejects()).append('/').append(t.globalGenuinePairs()).append(") |\n");
        }
        rates(models, level, true, sb);
        rates(models, level, false, sb);
        if (!level.differentials().isEmpty()) {
            sb.append("\n| differential |");
            models.forEach(m -> sb.append(' ').append(md(m.name())).append(" |"));
            sb.append('\n').append(separator(models.size())).append('\n');
            for (var d : level.differentials()) {
                sb.append("| ").append(md(d.name())).append(" |");
                d.models().forEach(m -> sb.append(' ').append(differential(m.differential())).append(" |"));
                sb.append('\n');
            }
        }
    }

    private static void rates(List<ComparedModel> models, ComparedLevel level, boolean far, StringBuilder sb) {
        String rate = far ? "FAR" : "FRR";
        sb.append("\n| group |");
        models.forEach(m -> sb.append(' ').append(rate).append(' ').append(md(m.name())).append(" |"));
        models.subList(1, models.size()).forEach(m -> sb.append(" Δ ").append(rate).append(' ').append(md(m.name()))
                .append(" − ").append(md(models.get(0).name())).append(" |"));
        sb.append('\n').append(separator(2 * models.size() - 1)).append('\n');
        for (var g : level.groups()) {
            sb.append("| ").append(md(g.group())).append(" |");
            g.models().forEach(m -> sb.append(' ').append(rate(m.rates(), far)).append(" |"));
            for (var d : g.deltas()) {
                Double v = far ? d.far() : d.frr();
                sb.append(' ').append(v == null ? "undefined: " + md(far ? d.farUndefinedReason() : d.frrUndefinedReason())
                        : (v > 0 ? "+" : "") + Num.of(v)).append(" |");
            }
            sb.append('\n');
        }
    }

    /** "0.1000 (3/30) [CP 0.05, 0.21; bootstrap …]": the rate, its counts and each interval the audit gave. */
    private static String rate(GroupRates r, boolean far) {
        var sb = new StringBuilder(Num.of(far ? r.far() : r.frr()));
        sb.append(far ? " (" + r.falseAccepts() + "/" + r.impostorPairs() + ")"
                : " (" + r.falseRejects() + "/" + r.genuinePairs() + ")");
        if (far && r.belowResolution()) {
            sb.append(" ⚠");
        }
        Interval cp = far ? r.farInterval() : r.frrInterval();
        Interval boot = far ? r.farBootstrap() : r.frrBootstrap();
        if (cp != null || boot != null) {
            sb.append(" [");
            if (cp != null) {
                sb.append("CP ").append(range(cp));
            }
            if (boot != null) {
                sb.append(cp != null ? "; " : "").append("bootstrap ").append(range(boot));
            }
            sb.append(']');
        }
        return sb.toString();
    }

    private static String range(Interval i) {
        return Num.of(i.lower()) + ", " + Num.of(i.upper());
    }

    private static String differential(Differential d) {
        if (d.value() == null) {
            return "undefined: " + md(d.undefinedReason());
        }
        return Num.of(d.value()) + (d.interval() != null ? " [" + range(d.interval()) + "]" : "");
    }

    /** The header's separator: a left-aligned name column and {@code columns} right-aligned number columns. */
    private static String separator(int columns) {
        return "|---|" + "---:|".repeat(columns);
    }

    private static String md(String s) {
        return MarkdownText.escape(s);
    }
}
