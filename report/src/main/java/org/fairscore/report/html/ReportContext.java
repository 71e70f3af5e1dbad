package org.fairscore.report.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.fairscore.core.protocol.ProtocolSource;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.summaries.DisplayHistogram;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.OperatingPoint;

/**
 * What every section needs besides the report: the group order and colours, the curves drawn from the
 * histograms, the interval kinds, and fresh element ids (deterministic, so equal reports render to equal
 * bytes).
 */
public final class ReportContext {
    private final AuditReport report;
    private final List<String> groups = new ArrayList<>();
    private final Map<String, Integer> index = new LinkedHashMap<>();
    private final Map<String, RateCurves> curves = new LinkedHashMap<>();
    private final List<IntervalKind> intervalKinds;
    private int ids;

    ReportContext(AuditReport report, List<IntervalKind> intervalKinds) {
        this.report = report;
        this.intervalKinds = List.copyOf(intervalKinds);
        for (var g : groupsOf(report)) {
            index.put(g.name(), groups.size());
            groups.add(g.name());
            if (g.histogram() != null) {
                curves.put(g.name(), RateCurves.of(g.histogram(),
                        report.accept() != null && report.accept().lowerIsMoreSimilar()));
            }
        }
        for (var op : operatingPoints()) {
            if (op.perGroup() != null) {
                op.perGroup().keySet().forEach(name -> {
                    if (!index.containsKey(name)) {
                        index.put(name, groups.size());
                        groups.add(name);
                    }
                });
            }
        }
    }

    public AuditReport report() {
        return report;
    }

    /** What the scores are, for axis labels and notes: "cosine score", or for a score file "score" / "distance". */
    public String scoreName() {
        var p = report.protocol();
        if (p == null || !ProtocolSource.SCORE_FILE.equals(p.protocol())) {
            return "cosine score";
        }
        return distances() ? "distance" : "score";
    }

    /** A report of distances (lower = more similar): comparisons are accepted below the threshold. */
    public boolean distances() {
        return report.accept() != null && report.accept().lowerIsMoreSimilar();
    }

    /** {low, high} spanned by the groups' display histograms: [−1, 1], or a score file's own range. */
    public double[] displaySpan() {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (var g : groupsOf(report)) {
            if (g.histogram() != null) {
                lo = Math.min(lo, g.histogram().low());
                hi = Math.max(hi, g.histogram().high());
            }
        }
        return hi > lo ? new double[] {lo, hi} : new double[] {-1, 1};
    }

    /** The display bins' width as text ("0.01" on [−1, 1]). */
    public String binWidth() {
        double[] span = displaySpan();
        double w = (span[1] - span[0]) / DisplayHistogram.BINS;
        return w == 0.01 ? "0.01" : String.format(Locale.ROOT, "%.3g", w);
    }

    /** Group names in report order (then any that only appear at operating points). */
    public List<String> groups() {
        return groups;
    }

    public String colour(String group) {
        return Palette.colour(index.getOrDefault(group, 0));
    }

    public String dash(String group) {
        return Palette.dash(index.getOrDefault(group, 0));
    }

    RateCurves curves(String group) {
        return curves.get(group);
    }

    /** The group's curve as drawn: the histogram's edges with its exact rates at every global threshold; or null. */
    CurvePoints curvePoints(String group) {
        var histogram = curves.get(group);
        if (histogram == null) {
            return null;
        }
        var exact = new ArrayList<CurvePoints.Exact>();
        for (var op : operatingPoints()) {
            var r = op.perGroup() == null ? null : op.perGroup().get(group);
            if (op.threshold() != null && r != null) {
                exact.add(new CurvePoints.Exact(op.threshold(), r.far(), r.frr()));
            }
        }
        return CurvePoints.of(histogram, exact);
    }

    List<IntervalKind> intervalKinds() {
        return intervalKinds;
    }

    public List<GroupReport> groupReports() {
        return groupsOf(report);
    }

    public List<OperatingPoint> operatingPoints() {
        return report.operatingPoints() == null ? List.of() : report.operatingPoints();
    }

    /**
     * The keys of a per-group map in page order: report order, then any others sorted. Sections iterate maps
     * through this, never in the map's own order, so a report read back from JSON (maps sorted by key)
     * renders to the same bytes as the report the audit built.
     */
    public List<String> groupsIn(Map<String, ?> perGroup) {
        if (perGroup == null) {
            return List.of();
        }
        var out = new ArrayList<String>();
        groups.stream().filter(perGroup::containsKey).forEach(out::add);
        perGroup.keySet().stream().filter(k -> !index.containsKey(k)).sorted().forEach(out::add);
        return out;
    }

    /** A fresh element id, unique in the page. */
    public String newId(String prefix) {
        return prefix + "-" + ++ids;
    }

    /** A colour swatch and the escaped group name. */
    public void groupLabel(Html out, String group) {
        out.open("span", "class", "swatch", "style", "background:" + colour(group)).close("span").text(group);
    }

    /** An HTML legend of every group. */
    public void legend(Html out) {
        out.open("div", "class", "legend");
        for (String g : groups) {
            out.open("span", "class", "legend-item");
            groupLabel(out, g);
            out.close("span");
        }
        out.close("div");
    }

    private static List<GroupReport> groupsOf(AuditReport r) {
        return r.groups() == null ? List.of() : r.groups();
    }
}
