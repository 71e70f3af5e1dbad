package org.fairscore.jobs.protocol;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.isnan;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.min;
import static org.apache.spark.sql.functions.not;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.summaries.DisplayHistogram;
import org.fairscore.core.summaries.DisplayRange;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.ScoreHistogramReport;
import org.fairscore.jobs.audit.CalibrationSpec;

/**
 * A score file's display histograms on its own scale (the input's: distances stay distances). The audit's
 * pass-1 histograms have fixed edges on [−1, 1], right for cosines but one clamped bar for a 0–100 vendor file;
 * so for a score file the groups' histograms are rebuilt over a {@link DisplayRange} fixed from the exact
 * smallest and largest audited score: one Spark aggregate (min, max), one pass folding each partition's scores
 * into per-group bin counts (tree-reduced, O(groups × bins) on the driver), rows never collected. A file of
 * similarities within [−1, 1] keeps the pass-1 histograms untouched (they are the same bins).
 */
final class ScoreDisplay {
    private ScoreDisplay() {
    }

    /**
     * The report with each group's histogram on the input scale.
     *
     * @param comparisons the audited comparison rows ({@link Comparisons}; scores negated for distances)
     * @param calibration the calibration split whose test part the report describes, or null
     */
    static AuditReport onInputScale(SparkSession spark, Dataset<Row> comparisons, boolean distance,
                                    CalibrationSpec calibration, AuditReport report) {
        var rows = calibration == null ? comparisons : CalibrationParts.split(spark, comparisons, calibration).test();
        var scored = rows.filter(col(Comparisons.GROUP).isNotNull().and(col(Comparisons.SCORE).isNotNull())
                .and(not(isnan(col(Comparisons.SCORE)))));
        Row extremes = scored.agg(min(col(Comparisons.SCORE)), max(col(Comparisons.SCORE))).first();
        if (extremes.isNullAt(0)) {
            return report; // no score at all: nothing to draw
        }
        float lo = distance ? -extremes.getFloat(1) + 0.0f : extremes.getFloat(0);
        float hi = distance ? -extremes.getFloat(0) + 0.0f : extremes.getFloat(1);
        var range = DisplayRange.of(lo, hi);
        if (range.equals(DisplayRange.COSINE) && !distance) {
            return report;
        }
        var counts = scored.select(col(Comparisons.GROUP), col(Comparisons.GENUINE), col(Comparisons.SCORE)).javaRDD()
                .mapPartitions(it -> count(it, range, distance)).treeReduce(Bins::merge);
        var groups = new ArrayList<GroupReport>();
        for (var g : report.groups()) {
            long[][] c = counts.byGroup.getOrDefault(g.name(), new long[2][DisplayHistogram.BINS]);
            groups.add(new GroupReport(g.name(), g.attributes(), g.samples(), g.identities(), g.genuinePairs(),
                    g.impostorPairs(), g.sampledImpostorPairs(), g.eer(), g.eerUndefinedReason(), g.eerThreshold(),
                    g.eerInterval(), g.genuineMean(),
                    g.genuineStd(), g.impostorMean(), g.impostorStd(),
                    new ScoreHistogramReport(range.low(), range.high(), DisplayHistogram.BINS, c[0], c[1])));
        }
        var methods = new LinkedHashMap<>(report.methods());
        methods.put("histogram", DisplayHistogram.BINS + " equal bins on [" + range.low() + ", " + range.high()
                + "] per group and pair kind, on the score file's own scale" + (distance ? " (distances)" : "")
                + ": [-1, 1] when every score lies in it, else from the smallest to the largest audited score; bin i "
                + "holds [low + i*w, low + (i+1)*w), the last also high");
        return report.toBuilder().groups(groups).methods(methods).build();
    }

    /** group → {genuine bins, impostor bins}; mergeable. */
    private static final class Bins implements Serializable {
        private static final long serialVersionUID = 1L;
        final TreeMap<String, long[][]> byGroup = new TreeMap<>();

        Bins merge(Bins o) {
            o.byGroup.forEach((g, c) -> {
                long[][] mine = byGroup.computeIfAbsent(g, k -> new long[2][DisplayHistogram.BINS]);
                for (int k = 0; k < 2; k++) {
                    for (int i = 0; i < DisplayHistogram.BINS; i++) {
                        mine[k][i] += c[k][i];
                    }
                }
            });
            return this;
        }
    }

    private static Iterator<Bins> count(Iterator<Row> it, DisplayRange range, boolean distance) {
        var b = new Bins();
        while (it.hasNext()) {
            Row r = it.next();
            float s = r.getFloat(2);
            long[][] c = b.byGroup.computeIfAbsent(r.getString(0), k -> new long[2][DisplayHistogram.BINS]);
            c[r.getBoolean(1) ? 0 : 1][range.binOf(distance ? -s : s)]++;
        }
        return List.of(b).iterator();
    }
}
