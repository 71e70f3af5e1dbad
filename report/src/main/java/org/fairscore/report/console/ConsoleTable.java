package org.fairscore.report.console;

import java.util.Locale;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.OperatingPoint;

/** The short per-group table printed after an audit; user strings through {@link ConsoleText#plain}. */
public final class ConsoleTable {
    private ConsoleTable() {
    }

    public static String render(AuditReport r) {
        var sb = new StringBuilder();
        OperatingPoint op = pick(r);
        String at = op == null ? "" : String.format(Locale.ROOT, " at FAR %.0e (t = %s)", op.farTarget(), fmt(op.threshold()));
        sb.append(String.format(Locale.ROOT, "%-24s %8s %8s %8s %10s %10s%n", "group", "samples", "ids", "EER", "FAR", "FRR"));
        for (var g : r.groups()) {
            var rates = op == null ? null : op.perGroup().get(g.name());
            sb.append(String.format(Locale.ROOT, "%-24s %8d %8d %8s %10s %10s%n", ConsoleText.plain(g.name()), g.samples(), g.identities(),
                    fmt(g.eer()), rates == null ? "-" : fmt(rates.far()), rates == null ? "-" : fmt(rates.frr())));
        }
        sb.append("FAR/FRR").append(at).append('\n');
        for (var p : r.operatingPoints()) {
            sb.append(String.format(Locale.ROOT, "FAR %-7s t = %-10s BFAR %-10s BFRR %-10s%n",
                    String.format(Locale.ROOT, "%.0e", p.farTarget()), fmt(p.threshold()), fmt(p.bfar()), fmt(p.bfrr())));
        }
        r.warnings().forEach(w -> sb.append("warning: ").append(ConsoleText.plain(w)).append('\n'));
        return sb.toString();
    }

    /** The 1e-3 operating point if present, else the middle one. */
    private static OperatingPoint pick(AuditReport r) {
        var ops = r.operatingPoints();
        if (ops.isEmpty()) {
            return null;
        }
        return ops.stream().filter(o -> o.farTarget() == 1e-3).findFirst().orElse(ops.get(ops.size() / 2));
    }

    private static String fmt(Double v) {
        return v == null ? "undef" : String.format(Locale.ROOT, "%.4g", v);
    }
}
