package org.fairscore.jobs.scoring;

import java.util.Map;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.factory.Nd4j;

/**
 * The machine's sustained float32 GEMM rate (ND4J/OpenBLAS), measured as the scoring kernel uses GEMM: a
 * chunk of 1024 rows against a block-sized output, written into a preallocated matrix. The bench sets the
 * whole audit against it (the kernel ratio).
 */
public final class GemmProbe {
    /** Columns of the reference GEMM: a block-sized output, as the scoring kernel produces. */
    public static final int COLUMNS = 8192;

    private GemmProbe() {
    }

    /** The variable naming OpenBLAS's kernel family, which bin/fairscore sets from the CPU unless it is set. */
    public static final String CORETYPE = "OPENBLAS_CORETYPE";

    /** Set by bin/fairscore to the kernel it chose from the CPU when the environment named none. */
    public static final String LAUNCHER_CHOICE = "FAIRSCORE_CORETYPE_FROM_CPU";

    /**
     * Which OpenBLAS kernel family the process runs, as the bench prints it: the one {@code OPENBLAS_CORETYPE} names —
     * bin/fairscore's choice for the CPU, or a value the environment set, which the launcher honours — or OpenBLAS's
     * own detection. Why printed: the same CPU ran the pass's GEMM at 12.8 ns a pair with an inherited
     * {@code OPENBLAS_CORETYPE=Haswell} and 6.5 ns with SkylakeX (AVX-512), and the figures alone do not say which.
     */
    public static String kernelChoice(Map<String, String> environment) {
        String core = environment.get(CORETYPE);
        if (core == null || core.isBlank()) {
            return "OpenBLAS's own choice (OPENBLAS_CORETYPE unset)";
        }
        return core + (launcherChose(environment) ? " (bin/fairscore's choice for this CPU)"
                : " (OPENBLAS_CORETYPE from the environment)");
    }

    /** Whether {@code OPENBLAS_CORETYPE} is the one bin/fairscore chose ({@link #LAUNCHER_CHOICE}), not inherited. */
    public static boolean launcherChose(Map<String, String> environment) {
        String core = environment.get(CORETYPE);
        return core != null && core.equals(environment.get(LAUNCHER_CHOICE));
    }

    /** Flops per second of 1024×dim × dim×{@link #COLUMNS} products, after 3 warm-up calls, over 2 s. */
    public static double rate(int dim, int threads) {
        NativeThreads.limit(threads);
        int m = 1024;
        int nCols = COLUMNS;
        var a = Nd4j.rand(DataType.FLOAT, m, dim);
        var b = Nd4j.rand(DataType.FLOAT, nCols, dim);
        var c = Nd4j.createUninitialized(DataType.FLOAT, new long[] {m, nCols}, 'c');
        for (int i = 0; i < 3; i++) {
            Nd4j.gemm(a, b, c, false, true, 1.0, 0.0);
        }
        long reps = 0;
        long start = System.nanoTime();
        while (System.nanoTime() - start < 2_000_000_000L) {
            Nd4j.gemm(a, b, c, false, true, 1.0, 0.0);
            reps++;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        return 2.0 * m * nCols * dim * reps / seconds;
    }
}
