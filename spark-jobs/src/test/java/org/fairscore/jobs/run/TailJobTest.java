package org.fairscore.jobs.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.IntStream;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobStart;
import org.apache.spark.scheduler.SparkListenerTaskStart;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;

/** A small job submitted behind a long one starts its tasks only once the long job's have all started. */
class TailJobTest {
    private static JavaSparkContext jsc() {
        return JavaSparkContext.fromSparkContext(LocalSpark.session().sparkContext());
    }

    /** Records each job's stage and each task's launch time by stage. */
    private static final class Recorder extends SparkListener {
        final Map<Integer, Integer> stageOfJob = new ConcurrentHashMap<>();
        final Map<Integer, List<Long>> launches = new ConcurrentHashMap<>();

        @Override
        public void onJobStart(SparkListenerJobStart e) {
            stageOfJob.put(e.jobId(), (Integer) e.stageIds().head());
        }

        @Override
        public void onTaskStart(SparkListenerTaskStart e) {
            launches.computeIfAbsent(e.stageId(), s -> new java.util.concurrent.CopyOnWriteArrayList<>())
                    .add(e.taskInfo().launchTime());
        }
    }

    @Test
    void theTailJobsTasksStartAfterEveryTaskOfTheLongJob() throws Exception {
        var sc = jsc();
        var recorder = new Recorder();
        sc.sc().addSparkListener(recorder);
        try {
            // the long job: 6 tasks of 150 ms on 2 cores; the tail job: 2 tasks
            var tail = TailJob.start(sc.sc(), "test", () -> sc.parallelize(List.of(1, 2), 2).map(x -> x * 10)
                    .reduce(Integer::sum));
            long longSum = sc.parallelize(IntStream.range(0, 6).boxed().toList(), 6).map(x -> {
                Thread.sleep(150);
                return (long) x;
            }).reduce(Long::sum);
            assertEquals(30, tail.join());
            assertEquals(15, longSum);
            // listener events arrive asynchronously: wait until both jobs' 8 task starts are in
            long deadline = System.currentTimeMillis() + 10_000;
            while (recorder.launches.values().stream().mapToInt(List::size).sum() < 8
                    && System.currentTimeMillis() < deadline) {
                Thread.sleep(10);
            }
            var jobs = recorder.stageOfJob.keySet().stream().sorted().toList();
            assertEquals(2, jobs.size());
            var longTasks = recorder.launches.get(recorder.stageOfJob.get(jobs.get(0)));
            var tailTasks = recorder.launches.get(recorder.stageOfJob.get(jobs.get(1)));
            assertEquals(6, longTasks.size(), "the first job submitted is the long one");
            assertEquals(2, tailTasks.size());
            long lastLong = longTasks.stream().mapToLong(Long::longValue).max().orElseThrow();
            long firstTail = tailTasks.stream().mapToLong(Long::longValue).min().orElseThrow();
            assertTrue(firstTail >= lastLong, "tail task at " + firstTail + " before the long job's last at " + lastLong);
        } finally {
            sc.sc().removeSparkListener(recorder);
        }
    }

    @Test
    void withoutALongJobTheTailJobRunsWhenJoined() {
        var sc = jsc();
        try (var tail = TailJob.start(sc.sc(), "test", () -> sc.parallelize(List.of(3, 4), 2).reduce(Integer::sum))) {
            assertEquals(7, tail.join());
        }
    }

    @Test
    void theTailJobsFailureIsRethrownAsItWasThrown() {
        var failure = new IllegalArgumentException("bad bucket");
        var tail = TailJob.<Integer>start(jsc().sc(), "test", () -> {
            throw failure;
        });
        assertSame(failure, assertThrows(IllegalArgumentException.class, tail::join));
    }

    @Test
    void closingBeforeTheLongJobWithdrawsTheTailJob() throws Exception {
        var ran = new AtomicBoolean();
        var sc = jsc();
        var tail = TailJob.start(sc.sc(), "test", () -> {
            ran.set(true);
            return 1;
        });
        tail.close();
        sc.parallelize(List.of(1, 2), 2).count(); // a job after the withdrawal: the tail must not run behind it
        Thread.sleep(200);
        assertFalse(ran.get());
    }
}
