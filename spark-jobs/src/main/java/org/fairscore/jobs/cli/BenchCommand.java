package org.fairscore.jobs.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.jobs.audit.AuditConfig;
import org.fairscore.jobs.bench.BenchJob;
import org.fairscore.jobs.scoring.GemmProbe;
import org.fairscore.jobs.scoring.PairCostProbe;
import org.fairscore.jobs.scoring.ScoringOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Benchmark the audit on a generated corpus and print its figures.",
                "Measures the machine's float32 GEMM rate (ND4J/OpenBLAS, all cores) and, on one core, what a pair "
                        + "costs in a scoring task (GEMM and copy, exact binning) with the best kernel ratio that "
                        + "leaves; then audits a synthetic corpus (all intra-group pairs, six FAR levels) on local "
                        + "Spark and prints wall time, pairs, "
                        + "effective rate = 2*pairs*d/seconds, its ratio to the GEMM rate, and peak heap; then a scaling "
                        + "table. Generation and prep are not timed."})
public final class BenchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    SparkOptions spark;

    @Option(names = "--n", defaultValue = "100000", description = "Samples (default: ${DEFAULT-VALUE}).")
    int n;

    @Option(names = "--dim", defaultValue = "512", description = "Dimension (default: ${DEFAULT-VALUE}).")
    int dim;

    @Option(names = "--groups", defaultValue = "4", description = "Groups (default: ${DEFAULT-VALUE}).")
    int groups;

    @Option(names = "--seed", defaultValue = "1", description = "Seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--scaling", split = ",", paramLabel = "N",
            description = "Corpus sizes of the scaling table (default: 25000,50000,100000; 0 for none).")
    List<Integer> scaling = new ArrayList<>(List.of(25000, 50000, 100000));

    @Option(names = "--block-size", defaultValue = "" + AuditConfig.DEFAULT_BLOCK_SIZE,
            description = "Rows per scoring block (default: 0, chosen by the audit).")
    int blockSize;

    @Option(names = "--work-dir", paramLabel = "DIR", description = "Where corpora go (default: a temporary directory).")
    Path workDir;

    @Override
    public Integer call() throws Exception {
        if (n < 2 || dim < 2 || groups < 1) {
            throw new InvalidInputException("--n must be >= 2, --dim >= 2, --groups >= 1");
        }
        var out = spec.commandLine().getOut();
        var cfg = new BenchJob.Config(n, dim, groups, seed, blockSize,
                workDir != null ? workDir : Files.createTempDirectory("fairscore-bench"));
        var session = spark.session();
        int cores = session.sparkContext().defaultParallelism();

        double kernel = GemmProbe.rate(dim, Runtime.getRuntime().availableProcessors());
        out.printf(Locale.ROOT, "kernel: ND4J float32 GEMM 1024x%d x %dx%d, %d threads: %.1f GFLOP/s%n",
                dim, dim, GemmProbe.COLUMNS,
                Runtime.getRuntime().availableProcessors(), kernel / 1e9);
        var cost = PairCostProbe.measure(BenchJob.probeBlock(cfg, cores), ScoringOptions.DEFAULT_CHUNK_ROWS, 2.0);
        double kernelNanos = 2.0 * dim / (kernel / Runtime.getRuntime().availableProcessors()) * 1e9;
        out.printf(Locale.ROOT, "per pair on one core: GEMM and copy %.2f ns, exact binning %.2f ns, against %.2f ns "
                        + "at the kernel rate: an all-pairs pass can reach at most %.2f of the kernel rate%n",
                cost.scoreNanos(), cost.binNanos(), kernelNanos, cost.ceiling(kernelNanos));
        out.flush();

        var progress = spec.commandLine().getErr();
        var main = BenchJob.audit(session, cfg, n, progress);
        double effective = 2.0 * main.pairs() * dim / main.seconds();
        out.printf(Locale.ROOT, "audit: N = %d, d = %d, %d groups, %d pairs, %.2f s wall, local[%d]%n",
                n, dim, groups, main.pairs(), main.seconds(), cores);
        out.printf(Locale.ROOT, "effective rate: %.1f GFLOP/s (2*pairs*d/s), %.3g pairs/s%n",
                effective / 1e9, main.pairs() / main.seconds());
        out.printf(Locale.ROOT, "kernel ratio: %.2f%n", effective / kernel);
        out.printf(Locale.ROOT, "peak heap: %.0f MiB (max %.0f MiB)%n", main.peakHeap() / 1048576.0,
                Runtime.getRuntime().maxMemory() / 1048576.0);
        out.flush();

        var sizes = scaling.stream().filter(x -> x > 0).toList();
        if (!sizes.isEmpty()) {
            out.println();
            out.printf(Locale.ROOT, "%10s %16s %10s %14s %16s%n", "N", "pairs", "seconds", "pairs/s", "s per (N/1e5)^2");
            for (int size : sizes) {
                var r = size == n ? main : BenchJob.audit(session, cfg, size, progress);
                double norm = r.seconds() / Math.pow(size / 1e5, 2);
                out.printf(Locale.ROOT, "%10d %16d %10.2f %14.3g %16.2f%n", size, r.pairs(), r.seconds(),
                        r.pairs() / r.seconds(), norm);
                out.flush();
            }
        }
        return ExitCodes.OK;
    }
}
