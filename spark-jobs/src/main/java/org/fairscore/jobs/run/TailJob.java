package org.fairscore.jobs.run;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.apache.spark.SparkContext;

/**
 * A small Spark job run behind the long one the caller is about to run: it is submitted from a thread of its own as
 * soon as a job is active, so under Spark's default FIFO scheduling its tasks start only once every task of the long
 * job has started — they take the cores the long job's last tasks leave idle, instead of costing a job's start and a
 * wave of tasks after it. Nothing else about the job changes (same RDDs, same result). When the long job ends before
 * the small one was submitted (a job too short to be seen), the small one is submitted then.
 *
 * <p>Use: {@code start} before the long job, {@link #join} after it; {@link #close} (try-with-resources) withdraws a
 * job not yet submitted when the caller leaves early.
 */
public final class TailJob<T> implements AutoCloseable {
    private static final long POLL_MILLIS = 2;

    private final CompletableFuture<T> result = new CompletableFuture<>();
    private final CountDownLatch longJobDone = new CountDownLatch(1);
    private volatile boolean withdrawn;

    private TailJob() {
    }

    /** Starts waiting for a job to be active on {@code sc}, then runs {@code job} (which submits Spark jobs). */
    public static <T> TailJob<T> start(SparkContext sc, String name, Supplier<T> job) {
        var tail = new TailJob<T>();
        // jobs known now are earlier ones (the status tracker learns of a job's end a little late): wait for a newer one
        int known = IntStream.of(sc.statusTracker().getJobIdsForGroup(null)).max().orElse(-1);
        var thread = new Thread(() -> {
            try {
                while (!tail.longJobDone.await(POLL_MILLIS, TimeUnit.MILLISECONDS)
                        && IntStream.of(sc.statusTracker().getActiveJobIds()).noneMatch(id -> id > known)) {
                    // the long job is not submitted yet
                }
                if (!tail.withdrawn) {
                    tail.result.complete(job.get());
                }
            } catch (Throwable e) {
                tail.result.completeExceptionally(e);
            }
        }, "fairscore-tail-" + name);
        thread.setDaemon(true);
        thread.start();
        return tail;
    }

    /** After the long job: the small job's result, once it is done; its failure is rethrown as it was thrown. */
    public T join() {
        longJobDone.countDown();
        try {
            return result.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a job", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Withdraws the small job if it was not submitted yet (a job already running finishes on its own). */
    @Override
    public void close() {
        withdrawn = true;
        longJobDone.countDown();
    }
}
