package org.fairscore.jobs.scoring;

import org.apache.spark.TaskContext;
import org.nd4j.linalg.factory.Nd4j;

/**
 * Limits native BLAS (OpenBLAS via ND4J) threads to the cores Spark gave the task
 * ({@code spark.task.cpus}, default 1). Why: Spark already runs one task per core; if every task's
 * GEMM also spawned a thread per core, the cores would be oversubscribed and each task slower. The
 * setting is process-wide, which is right because every task of an executor has the same task.cpus.
 */
public final class NativeThreads {
    private NativeThreads() {
    }

    public static void limitToTask() {
        var ctx = TaskContext.get();
        limit(ctx == null ? Runtime.getRuntime().availableProcessors() : ctx.cpus());
    }

    public static void limit(int threads) {
        int n = Math.max(1, threads);
        var blas = Nd4j.factory().blas();
        if (blas.getMaxThreads() != n) {
            blas.setMaxThreads(n);
        }
        Nd4j.getEnvironment().setMaxMasterThreads(n);
    }
}
