package org.fairscore.report.console;

import java.util.Locale;
import org.fairscore.core.compare.ComparisonReport;

/**
 * What {@code fairscore compare} prints on stdout: per shared FAR level each model's threshold, then each shared
 * group's FAR and FRR per model and the delta from the first model. User strings through {@link ConsoleText#plain}.
 */
public final class ComparisonConsole {
    private ComparisonConsole() {
    }

    public static String render(ComparisonReport c) {
        var sb = new StringBuilder();
        var names = c.models().stream().map(m -> ConsoleText.plain(m.name())).toList();
        sb.append("models: ").append(String.join(", ", names)).append(" (deltas against ").append(names.get(0))
                .append("); ").append(c.comparability().comparable() ? "comparable" : "NOT comparable").append('\n');
        for (var level : c.operatingPoints()) {
            sb.append(String.format(Locale.ROOT, "FAR %.0e:", level.farTarget()));
            level.models().forEach(t -> sb.append(" t(").append(ConsoleText.plain(t.model())).append(") = ")
                    .append(fmt(t.threshold())));
            sb.append('\n').append(String.format(Locale.ROOT, "  %-24s %-16s %10s %10s %10s %10s%n", "group", "model",
                    "FAR", "FRR", "dFAR", "dFRR"));
            for (var g : level.groups()) {
                for (int m = 0; m < g.models().size(); m++) {
                    var r = g.models().get(m).rates();
                    var d = m == 0 ? null : g.deltas().get(m - 1);
                    sb.append(String.format(Locale.ROOT, "  %-24s %-16s %10s %10s %10s %10s%n",
                            m == 0 ? ConsoleText.plain(g.group()) : "", names.get(m), fmt(r.far()), fmt(r.frr()),
                            d == null ? "" : fmt(d.far()), d == null ? "" : fmt(d.frr())));
                }
            }
        }
        return sb.toString();
    }

    private static String fmt(Double v) {
        return v == null ? "undef" : String.format(Locale.ROOT, "%.4g", v);
    }
}
