package org.fairscore.jobs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.jobs.bench.BenchJob;
import org.fairscore.jobs.scoring.GemmProbe;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The benchmark on a tiny corpus: every line docs/performance.md shows, and the pair count of the corpus it generated. */
@ExtendWith(LocalSpark.class)
class BenchCommandTest {

    @Test
    void printsEveryFigureAndAuditsEveryIntraGroupPair(@TempDir Path dir, SparkSession spark) {
        var run = CliRun.run("bench", "--n", "600", "--dim", "16", "--groups", "2", "--seed", "3", "--scaling", "0",
                "--work-dir", dir.toString());
        assertEquals(0, run.code(), run.err());

        Map<String, Long> sizes = new HashMap<>();
        new SyntheticCorpus(600, 16, 3, 5.0, BenchJob.profiles(2)).forEach(s -> sizes.merge(s.race(), 1L, Long::sum));
        long pairs = sizes.values().stream().mapToLong(n -> n * (n - 1) / 2).sum();
        assertTrue(run.out().contains("audit: N = 600, d = 16, 2 groups, " + pairs + " pairs, "), run.out());

        assertTrue(Pattern.compile("(?m)^kernel: ND4J float32 GEMM 1024x16 x 16x8192, \\d+ threads: [0-9.]+ GFLOP/s, "
                + "OpenBLAS kernel " + Pattern.quote(GemmProbe.kernelChoice(System.getenv())) + "$")
                .matcher(run.out()).find(), run.out());
        assertTrue(Pattern.compile("(?m)^per pair on one core: GEMM and copy [0-9.]+ ns, exact binning [0-9.]+ ns, "
                + "against [0-9.]+ ns at the kernel rate: an all-pairs pass can reach at most [0-9.]+ of the kernel rate$")
                .matcher(run.out()).find(), run.out());
        assertTrue(Pattern.compile("(?m)^kernel ratio: [0-9.]+$").matcher(run.out()).find(), run.out());
        assertTrue(Pattern.compile("(?m)^peak heap: \\d+ MiB").matcher(run.out()).find(), run.out());
    }
}
