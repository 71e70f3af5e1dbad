package org.fairscore.jobs.scoring;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;
import org.apache.spark.SparkEnv;

/**
 * The executor's cores that no scoring task of this JVM is using: where a tile's last chunks can go
 * ({@link ChunkHelper}). Scoring tasks hold a core while they run ({@link #enter}, {@link #exit}); a helper takes a
 * spare one ({@link Source#take}) and gives it back when it is done, or as soon as a task has started on it
 * ({@link Source#crowded}: the helper gives it back after its chunk and waits until a core is spare again).
 *
 * <p>Why: a pass has few, large tiles (a group's block against itself), and its last tile runs alone while the other
 * cores, their tiles done, idle. On the 80k × 512 bench corpus (four tiles on two cores) one core idled for the last
 * 0.4 to 0.5 s of an 8 s impostor pass. A helper thread scoring the running tile's remaining chunks fills it.
 *
 * <p>Counted: the tasks of the scoring passes (impostor and genuine) in this JVM. Spark's other tasks are not seen; they
 * do not run beside a pass in an audit. The cores: {@code spark.executor.cores} when set (a cluster's executors),
 * else the N of a {@code local[N]} master, else the JVM's available processors.
 */
public final class SpareCores {
    private static final AtomicInteger HELD = new AtomicInteger();
    /**
     * A core counts as spare once it has been free this long: between one task's end and the next one's start of the
     * same pass (or of genuine pass 2, queued behind it) a core is free for a few milliseconds, and a helper started
     * then would only crowd the task that follows (measured without the wait: the 80k audit 0.2 s slower, A/B by hand).
     */
    static final long GRACE_NANOS = 50_000_000L;
    /** When a core was first seen free (System.nanoTime), or 0 while none is. */
    private static final AtomicLong FREE_SINCE = new AtomicLong();
    private static final Pattern LOCAL = Pattern.compile("local\\[(\\d+|\\*)(,\\d+)?]");

    /** A source of spare cores: the JVM's ({@link #JVM}), or in tests one that always or never has one. */
    public interface Source {
        /** Takes a spare core if there is one. */
        boolean take();

        /** Gives back a core that {@link #take} gave. */
        void give();

        /** Whether more threads hold cores than there are (a task started after a helper took its core). */
        boolean crowded();
    }

    /** Never a spare core: the task's thread scores every chunk itself. */
    public static final Source NONE = new Source() {
        @Override
        public boolean take() {
            return false;
        }

        @Override
        public void give() {
            throw new IllegalStateException("no core was taken");
        }

        @Override
        public boolean crowded() {
            return false;
        }
    };

    /** The cores of this JVM's executor, less those its scoring tasks and helpers hold. */
    public static final Source JVM = new Source() {
        @Override
        public boolean take() {
            int cores = cores();
            while (true) {
                int held = HELD.get();
                if (held >= cores) {
                    FREE_SINCE.set(0);
                    return false;
                }
                long now = System.nanoTime();
                long since = FREE_SINCE.get();
                if (since == 0) {
                    FREE_SINCE.compareAndSet(0, now);
                    return false;
                }
                if (now - since < GRACE_NANOS) {
                    return false;
                }
                if (HELD.compareAndSet(held, held + 1)) {
                    FREE_SINCE.set(0);
                    return true;
                }
            }
        }

        @Override
        public void give() {
            HELD.decrementAndGet();
        }

        @Override
        public boolean crowded() {
            return HELD.get() > cores();
        }
    };

    private SpareCores() {
    }

    /** A scoring task starts: it holds a core until {@link #exit}. */
    public static void enter() {
        HELD.incrementAndGet();
        FREE_SINCE.set(0); // a core was taken: any spare one is spare from its next sighting on
    }

    public static void exit() {
        HELD.decrementAndGet();
    }

    private static int cores() {
        var env = SparkEnv.get();
        int available = Runtime.getRuntime().availableProcessors();
        if (env == null) {
            return available;
        }
        var conf = env.conf();
        if (conf.contains("spark.executor.cores")) {
            return conf.getInt("spark.executor.cores", available);
        }
        return cores(conf.get("spark.master", ""), available);
    }

    /** Cores of a master URL: N for local[N] (and local[N,F]), the processors for local[*] and anything else. */
    static int cores(String master, int available) {
        var m = LOCAL.matcher(master);
        if (m.matches() && !m.group(1).equals("*")) {
            return Integer.parseInt(m.group(1));
        }
        return master.equals("local") ? 1 : available;
    }
}
