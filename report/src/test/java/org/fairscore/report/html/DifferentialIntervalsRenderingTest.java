package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import org.fairscore.core.bootstrap.DifferentialIntervals;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.Interval;
import org.fairscore.core.verification.OperatingPoint;
import org.fairscore.report.markdown.MarkdownReport;
import org.junit.jupiter.api.Test;

/** The differentials' bootstrap intervals in report.html and report.md, and nothing extra without them. */
class DifferentialIntervalsRenderingTest {

    private static AuditReport withDifferentials(LinkedHashMap<String, Differential> d) {
        var r = ReportFixtures.hostile(false, List.of());
        var op = r.operatingPoints().get(0);
        var changed = new OperatingPoint(op.farTarget(), op.allowedFalseAccepts(), op.threshold(),
                op.thresholdUndefinedReason(), op.thresholdAboveMaximum(), op.globalFar(), op.globalFrr(),
                op.globalFalseAccepts(), op.globalImpostorPairs(), op.globalFalseRejects(), op.globalGenuinePairs(),
                op.perGroup(), op.bfar(), op.bfarUndefinedReason(), op.bfrr(), op.bfrrUndefinedReason(), d,
                op.crossGroupFar());
        return r.toBuilder().operatingPoints(List.of(changed)).build();
    }

    private static LinkedHashMap<String, Differential> bootstrapped() {
        var d = new LinkedHashMap<String, Differential>();
        d.put("bfar", new Differential(1.8, null, new Interval(1.25, 2.5, DifferentialIntervals.METHOD), 3, null));
        d.put("farMaxMinDifference", new Differential(0.002, null,
                new Interval(0.002, 0.0194, DifferentialIntervals.WIDENED_METHOD), 0, null));
        d.put("garbe", new Differential(0.21, null, null, 17, "17 of 200 bootstrap replicates are undefined "
                + ReportFixtures.SCRIPT));
        d.put("bfrr", new Differential(null, "the geometric mean of FRR is 0"));
        return d;
    }

    @Test
    void htmlShowsTheIntervalBesideTheValueWithNotes() {
        String html = HtmlReport.render(withDifferentials(bootstrapped()));
        assertTrue(html.contains("1.8<span class=\"muted\"> [1.25, 2.5]</span>"), html);
        assertTrue(html.contains(" [0.002, 0.0194]"), html);
        assertTrue(html.contains("was extended to it"), html);
        assertTrue(html.contains("3 bootstrap replicates left this differential undefined"), html);
        assertTrue(html.contains("[no interval]"), html);
        assertTrue(html.contains("17 of 200 bootstrap replicates are undefined &lt;script&gt;"), "reason escaped");
        assertFalse(html.contains("17 of 200 bootstrap replicates are undefined <script>"));
    }

    @Test
    void markdownAddsAnIntervalColumnOnlyWhenTheBootstrapRan() {
        String md = MarkdownReport.render(withDifferentials(bootstrapped()));
        assertTrue(md.contains("| differential | value | 95% interval (identity bootstrap) |"), md);
        assertTrue(md.contains("| bfar | 1.800 | \\[1.250, 2.500\\]; 3 replicates undefined |"), md); // %.4g
        assertTrue(md.contains(", extended to the value |"), md);
        assertTrue(md.contains("| garbe | "), md);
        assertTrue(md.contains("none: 17 of 200 bootstrap replicates are undefined"), md);
        assertFalse(md.contains("<script>"), md);
        var plain = new LinkedHashMap<String, Differential>();
        plain.put("bfar", new Differential(1.8, null));
        String without = MarkdownReport.render(withDifferentials(plain));
        assertTrue(without.contains("| differential | value |\n"), without);
        assertFalse(without.contains("95% interval"), without);
        String html = HtmlReport.render(withDifferentials(plain));
        assertFalse(html.contains("[no interval]"));
        assertEquals(-1, html.indexOf("1.8<span class=\"muted\">"));
    }
}
