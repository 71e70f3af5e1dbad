package org.fairscore.jobs.scoring;

import java.util.Locale;
import org.fairscore.core.report.ValueText;

/**
 * Where a scoring pass stands, and what its progress line says: a pure function of the counts the tasks reported and
 * the time since the pass started, so the rate is the pass's own (pairs it scored over its own seconds), never
 * an earlier pass's or the job's.
 *
 * @param stage      the pass ("impostor pass")
 * @param tiles      tiles done
 * @param totalTiles tiles in the pass
 * @param pairs      pairs scored so far
 * @param seconds    since the pass started
 */
public record ProgressState(String stage, long tiles, long totalTiles, long pairs, double seconds) {
    /** Width of the bar between its brackets, in characters: the whole line stays within 80 columns. */
    static final int BAR_WIDTH = 20;

    /** Pairs per second over the pass so far; NaN (not printed) before any pair or any time. */
    public double pairsPerSecond() {
        return pairs > 0 && seconds > 0 ? pairs / seconds : Double.NaN;
    }

    /** Seconds still to go at the pass's rate in tiles so far; NaN before the first tile and after the last. */
    public double etaSeconds() {
        return tiles > 0 && tiles < totalTiles ? seconds * (totalTiles - tiles) / tiles : Double.NaN;
    }

    /** A plain progress line (no terminal: a log, a pipe). */
    public String line() {
        return "audit: " + stage + ": tiles " + tiles + "/" + totalTiles + rate() + eta();
    }

    /** The bar a terminal redraws in place: {@code audit: impostor pass [#####.....] 5/10 tiles, ...}. */
    public String bar() {
        int filled = totalTiles <= 0 ? 0 : (int) Math.min(BAR_WIDTH, BAR_WIDTH * tiles / totalTiles);
        return "audit: " + stage + " [" + "#".repeat(filled) + ".".repeat(BAR_WIDTH - filled) + "] " + tiles + "/"
                + totalTiles + " tiles" + rate() + eta();
    }

    /** The pass's total, once it has run. */
    public String done() {
        String took = String.format(Locale.ROOT, "%.1f s", seconds);
        return pairs == 0
                ? "audit: " + stage + " done: " + tiles + " tiles in " + took
                : "audit: " + stage + " done: " + tiles + " tiles, " + pairs + " pairs in " + took + " ("
                        + ValueText.of(pairsPerSecond()) + " pairs/s)";
    }

    private String rate() {
        double r = pairsPerSecond();
        return Double.isNaN(r) ? "" : ", " + ValueText.of(r) + " pairs/s";
    }

    private String eta() {
        double e = etaSeconds();
        return Double.isNaN(e) ? "" : String.format(Locale.ROOT, ", ETA %.0f s", e);
    }
}
