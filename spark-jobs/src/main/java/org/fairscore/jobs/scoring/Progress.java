package org.fairscore.jobs.scoring;

import java.io.PrintWriter;
import org.apache.spark.SparkContext;
import org.apache.spark.util.LongAccumulator;

/**
 * Progress of one scoring pass on stderr: tiles done / total, pairs per second, ETA ({@link ProgressState}). On a
 * terminal ({@link TerminalWriter}) a bar redrawn in place with a carriage return four times a second; on anything
 * else a plain line every {@value #LINE_MILLIS} ms. Tasks add to two accumulators per tile; Spark reports them to the
 * driver when tasks finish, so the resolution is one partition. A daemon thread prints; {@link #close} prints the
 * pass's total (on a terminal over the bar).
 */
public final class Progress implements AutoCloseable {
    static final long BAR_MILLIS = 250;
    static final long LINE_MILLIS = 5000;

    private final PrintWriter out;
    private final boolean terminal;
    private final String stage;
    private final long totalTiles;
    private final LongAccumulator tiles;
    private final LongAccumulator pairs;
    private final long started = System.nanoTime();
    private final Thread printer;
    private volatile boolean running = true;
    /** Length of the bar on screen, to blank what a shorter redraw leaves behind (no escape codes). */
    private int drawn;

    private Progress(SparkContext sc, PrintWriter out, String stage, long totalTiles) {
        this.out = out;
        this.terminal = out instanceof TerminalWriter;
        this.stage = stage;
        this.totalTiles = totalTiles;
        this.tiles = sc.longAccumulator(stage + " tiles");
        this.pairs = sc.longAccumulator(stage + " pairs");
        long interval = terminal ? BAR_MILLIS : LINE_MILLIS;
        this.printer = new Thread(() -> {
            while (running) {
                try {
                    Thread.sleep(interval);
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
        return new Progress(sc, out, stage, totalTiles);
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
        var state = new ProgressState(stage, tiles.value(), totalTiles, pairs.value(),
                (System.nanoTime() - started) / 1e9);
        if (terminal) {
            String text = done ? state.done() : state.bar();
            out.print("\r" + text + " ".repeat(Math.max(0, drawn - text.length())) + (done ? "\n" : ""));
            drawn = done ? 0 : text.length();
        } else {
            out.println(done ? state.done() : state.line());
        }
        out.flush();
    }

    @Override
    public void close() {
        running = false;
        printer.interrupt();
        try {
            printer.join(); // a redraw already under way ends before the total, never after it
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        print(true);
    }
}
