package org.fairscore.report.html;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.Interval;

/** The conventions in force for this run (report.json's methods, in words) and the input's manifest. */
final class MethodsSection implements ReportSection {
    static final String CURVES = "FAR(t), FRR(t) and the DET curves are drawn from each group's 200-bin score "
            + "histogram on [−1, 1] (cumulative counts at the bin edges), so curves have a resolution of 0.01 in "
            + "score; thresholds, rates, counts, intervals and EERs at the operating points are exact, as in report.json.";

    /** Reading order of the usual method keys (report.json sorts them alphabetically); others follow, sorted. */
    private static final List<String> ORDER = List.of("scores", "pairs", "acceptance", "threshold", "exactness", "eer",
            "differentials", "crossGroup", "intervals", "histogram", "moments");

    @Override
    public String id() {
        return "methods";
    }

    @Override
    public String title() {
        return "Methods and input";
    }

    @Override
    public void render(ReportContext ctx, Html out) {
        var r = ctx.report();
        var methods = new LinkedHashMap<String, String>();
        if (r.methods() != null) {
            ORDER.stream().filter(r.methods()::containsKey).forEach(k -> methods.put(k, r.methods().get(k)));
            new TreeMap<>(r.methods()).forEach(methods::putIfAbsent);
        }
        methods.putIfAbsent("intervals", intervals(ctx));
        methods.put("curves in this page", CURVES);
        out.el("h3", "Conventions");
        out.open("dl", "class", "methods");
        methods.forEach((k, v) -> out.el("dt", k).el("dd", v));
        out.close("dl");
        var in = r.input();
        if (in == null) {
            return;
        }
        out.el("h3", "Input (manifest)");
        out.open("dl", "class", "facts");
        out.el("dt", "Manifest schema version").el("dd", Integer.toString(in.schemaVersion()));
        out.el("dt", "Dimension").el("dd", Integer.toString(in.dimension()));
        out.el("dt", "Id column").open("dd").open("code").text(in.idColumn()).close("code").close("dd");
        out.el("dt", "Label column").open("dd").open("code").text(in.labelColumn()).close("code").close("dd");
        out.el("dt", "Group attributes").el("dd", String.join(", ", in.groupBy()));
        out.el("dt", "Samples kept").el("dd", Fmt.count(in.samples()));
        out.el("dt", "Rows rejected").el("dd", Fmt.count(in.rejected()));
        out.close("dl");
        var t = r.templates();
        if (t != null) {
            // with --template-col the manifest's samples, and every count of the report, are templates
            out.el("p", "Templates, not samples, were compared (column " + t.column() + "): " + Fmt.count(t.templates())
                    + " templates averaged from " + Fmt.count(t.samples()) + " samples; \"Samples kept\" and every "
                    + "count of this report are templates.");
            out.open("table").open("tr").el("th", "group", "class", "l").el("th", "templates").el("th", "samples")
                    .close("tr");
            t.groups().forEach(g -> out.open("tr").el("td", g.group(), "class", "l").el("td", Fmt.count(g.templates()))
                    .el("td", Fmt.count(g.samples())).close("tr"));
            out.close("table");
        }
        out.open("table").open("tr").el("th", "input file", "class", "l").el("th", "format", "class", "l")
                .el("th", "data rows").close("tr");
        for (var f : in.inputs()) {
            out.open("tr").open("td", "class", "l").open("code").text(f.path()).close("code").close("td")
                    .el("td", f.format(), "class", "l").el("td", Fmt.count(f.rows())).close("tr");
        }
        out.close("table");
        if (!in.rejectsByReason().isEmpty()) {
            out.open("table").open("tr").el("th", "reject reason", "class", "l").el("th", "rows").close("tr");
            new TreeMap<>(in.rejectsByReason()).forEach((k, v) ->
                    out.open("tr").el("td", k, "class", "l").el("td", Fmt.count(v)).close("tr"));
            out.close("table");
        }
    }

    /** When report.json has no "intervals" method text: the interval methods found at the operating points. */
    private static String intervals(ReportContext ctx) {
        var found = new TreeSet<String>();
        for (var op : ctx.operatingPoints()) {
            if (op.perGroup() == null) {
                continue;
            }
            for (GroupRates g : op.perGroup().values()) {
                for (var k : ctx.intervalKinds()) {
                    for (Interval ci : new Interval[] {k.far().apply(g), k.frr().apply(g)}) {
                        if (ci != null && ci.method() != null) {
                            found.add(ci.method());
                        }
                    }
                }
            }
        }
        return found.isEmpty() ? "no confidence intervals in this report"
                : "95% intervals per group and operating point, method: " + String.join(", ", found)
                        + " (Clopper–Pearson: exact binomial on the counts, which treats pairs as independent)";
    }
}
