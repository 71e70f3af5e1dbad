package org.fairscore.jobs.scoring;

import java.io.PrintWriter;
import java.util.Locale;
import org.apache.spark.SparkContext;
import org.apache.spark.util.LongAccumulator;

/**
 * Progress of one scoring pass on stderr: tiles done / total, pairs per second, ETA — at most every
 * {@code intervalMillis}. Tasks add to two accumulators per tile; Spark reports them to the driver when
 * tasks finish, so the resolution is one partition. A daemon thread prints; {@link #close} prints the
 * pass's total.
 */
public final class Progress implements AutoCloseable {
    private final PrintWriter out;
    private final String stage;
    private final long totalTiles;
    private final LongAccumulator tiles;
    private final LongAccumulator pairs;
    private final long started = System.nanoTime();
    private final Thread printer;
    private volatile boolean running = true;

    private Progress(SparkContext sc, PrintWriter out, String stage, long totalTiles, long intervalMillis) {
        this.out = out;
        this.stage = stage;
        this.totalTiles = totalTiles;
        this.tiles = sc.longAccumulator(stage + " tiles");
        this.pairs = sc.longAccumulator(stage + " pairs");
        this.printer = new Thread(() -> {
            while (running) {
                try {
                    Thread.sleep(intervalMillis);
                } catch (InterruptedException e) {
                    return;
                }
                if (running) {
                    print(false);
                }
            }
        }, "fairscore-progress");
        printer.setDaemon(true);
        printer.start();
    }

    public static Progress start(SparkContext sc, PrintWriter out, String stage, long totalTiles) {
        return new Progress(sc, out, stage, totalTiles, 5000);
    }

    public LongAccumulator tiles() {
        return tiles;
    }

    public LongAccumulator pairs() {
        return pairs;
    }

    public long pairsDone() {
        return pairs.value();
    }

    private synchronized void print(boolean done) {
        double seconds = (System.nanoTime() - started) / 1e9;
        long t = tiles.value();
        long p = pairs.value();
        double rate = seconds > 0 ? p / seconds : 0;
        if (done && p == 0) {
            out.printf(Locale.ROOT, "audit: %s done: %d tiles in %.1f s%n", stage, t, seconds);
        } else if (done) {
            out.printf(Locale.ROOT, "audit: %s done: %d tiles, %d pairs in %.1f s (%.3g pairs/s)%n",
                    stage, t, p, seconds, rate);
        } else {
            String eta = t > 0 && t < totalTiles
                    ? String.format(Locale.ROOT, ", ETA %.0f s", seconds * (totalTiles - t) / t) : "";
            out.printf(Locale.ROOT, "audit: %s: tiles %d/%d, %.3g pairs/s%s%n", stage, t, totalTiles, rate, eta);
        }
        out.flush();
    }

    @Override
    public void close() {
        running = false;
        printer.interrupt();
        print(true);
    }
}
