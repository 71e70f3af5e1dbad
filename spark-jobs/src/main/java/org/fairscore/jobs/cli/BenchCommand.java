package org.fairscore.jobs.cli;

import java.io.PrintWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.synthetic.GroupProfile;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.jobs.audit.AuditConfig;
import org.fairscore.jobs.audit.AuditJob;
import org.fairscore.jobs.scoring.ScoringOptions;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.jobs.scoring.Block;
import org.fairscore.jobs.scoring.NativeThreads;
import org.fairscore.jobs.scoring.PairCostProbe;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.factory.Nd4j;
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
    /** Columns of the reference GEMM: a block-sized output, as the scoring kernel produces. */
    private static final int GEMM_COLUMNS = 8192;

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
        Path dir = workDir != null ? workDir : Files.createTempDirectory("fairscore-bench");
        var session = spark.session();
        int cores = session.sparkContext().defaultParallelism();

        double kernel = gemmRate(dim, Runtime.getRuntime().availableProcessors());
        out.printf(Locale.ROOT, "kernel: ND4J float32 GEMM 1024x%d x %dx%d, %d threads: %.1f GFLOP/s%n",
                dim, dim, GEMM_COLUMNS,
                Runtime.getRuntime().availableProcessors(), kernel / 1e9);
        var cost = PairCostProbe.measure(probeBlock(cores), ScoringOptions.DEFAULT_CHUNK_ROWS, 2.0);
        double kernelNanos = 2.0 * dim / (kernel / Runtime.getRuntime().availableProcessors()) * 1e9;
        out.printf(Locale.ROOT, "per pair on one core: GEMM and copy %.2f ns, exact binning %.2f ns, against %.2f ns "
                        + "at the kernel rate: an all-pairs pass can reach at most %.2f of the kernel rate%n",
                cost.scoreNanos(), cost.binNanos(), kernelNanos, cost.ceiling(kernelNanos));
        out.flush();

        var main = audit(session, dir, n);
        double effective = 2.0 * main.pairs * dim / main.seconds;
        out.printf(Locale.ROOT, "audit: N = %d, d = %d, %d groups, %d pairs, %.2f s wall, local[%d]%n",
                n, dim, groups, main.pairs, main.seconds, cores);
        out.printf(Locale.ROOT, "effective rate: %.1f GFLOP/s (2*pairs*d/s), %.3g pairs/s%n",
                effective / 1e9, main.pairs / main.seconds);
        out.printf(Locale.ROOT, "kernel ratio: %.2f%n", effective / kernel);
        out.printf(Locale.ROOT, "peak heap: %.0f MiB (max %.0f MiB)%n", main.peakHeap / 1048576.0,
                Runtime.getRuntime().maxMemory() / 1048576.0);
        out.flush();

        var sizes = scaling.stream().filter(x -> x > 0).toList();
        if (!sizes.isEmpty()) {
            out.println();
            out.printf(Locale.ROOT, "%10s %16s %10s %14s %16s%n", "N", "pairs", "seconds", "pairs/s", "s per (N/1e5)^2");
            for (int size : sizes) {
                var r = size == n ? main : audit(session, dir, size);
                double norm = r.seconds / Math.pow(size / 1e5, 2);
                out.printf(Locale.ROOT, "%10d %16d %10.2f %14.3g %16.2f%n", size, r.pairs, r.seconds,
                        r.pairs / r.seconds, norm);
                out.flush();
            }
        }
        return ExitCodes.OK;
    }

    private record Run(long pairs, double seconds, long peakHeap) {
    }

    private Run audit(org.apache.spark.sql.SparkSession session, Path dir, int size) {
        Path corpusFile = dir.resolve("bench-" + size + "-" + dim + ".parquet");
        String prepared = dir.resolve("bench-" + size + "-" + dim + "-prepared").toString();
        if (!Files.exists(Path.of(prepared, "_SUCCESS"))) {
            var corpus = new SyntheticCorpus(size, dim, seed, 5.0, profiles(groups));
            CorpusGenerator.write(corpus, "parquet", corpusFile);
            var prep = new PrepConfig(List.of(corpusFile.toString()), null, "parquet", CorpusGenerator.ID_COL,
                    CorpusGenerator.LABEL_COL, List.of("race"), PrepConfig.DEFAULT_EMBEDDING_COL, dim, 0.0);
            PrepJob.write(PrepJob.prepare(session, prep), prepared);
        }
        var levels = AuditSettings.DEFAULT_LEVELS.stream().map(l -> FarLevel.parse(l, "far")).toList();
        var settings = new AuditSettings(levels, AcceptanceRule.ABOVE, 0.5, false);
        var cfg = new AuditConfig(prepared, null, settings, blockSize, dir.resolve("bench-" + size + "-report").toString());
        resetPeaks();
        long start = System.nanoTime();
        var report = AuditJob.run(session, cfg, spec.commandLine().getErr());
        double seconds = (System.nanoTime() - start) / 1e9;
        long pairs = report.groups().stream().mapToLong(g -> g.genuinePairs() + g.impostorPairs()).sum();
        return new Run(pairs, seconds, peakHeap());
    }

    /**
     * The first group of the benchmark corpus of {@code --n} samples, unit length, cut to the block size the
     * audit chooses for groups of n / groups samples (or {@code --block-size}): the rows of one diagonal tile.
     */
    private Block probeBlock(int cores) {
        String race = profiles(groups).get(0).race();
        var sizes = new java.util.LinkedHashMap<String, Long>();
        profiles(groups).forEach(p -> sizes.put(p.race(), (long) n / groups));
        int limit = Math.min(n, blockSize > 0 ? blockSize : ScoringOptions.autoBlockSize(dim, sizes, cores));
        float[] data = new float[limit * dim];
        long[] labels = new long[limit];
        int[] rows = {0};
        new SyntheticCorpus(n, dim, seed, 5.0, profiles(groups)).forEach(sample -> {
            if (rows[0] < limit && sample.race().equals(race)) {
                float[] e = sample.embedding();
                double squares = 0;
                for (float v : e) {
                    squares += (double) v * v;
                }
                double norm = Math.sqrt(squares);
                for (int k = 0; k < dim; k++) {
                    data[rows[0] * dim + k] = (float) (e[k] / norm);
                }
                labels[rows[0]] = rows[0];
                rows[0]++;
            }
        });
        int r = rows[0];
        return new Block(race, 0, r, dim, Arrays.copyOf(data, r * dim), Arrays.copyOf(labels, r), new String[r],
                Arrays.copyOf(labels, r));
    }

    /** Profiles for any number of groups: crowding and noise cycle through the default four. */
    static List<GroupProfile> profiles(int count) {
        var base = SyntheticCorpus.DEFAULT_PROFILES;
        var out = new ArrayList<GroupProfile>();
        for (int i = 0; i < count; i++) {
            var p = base.get(i % base.size());
            out.add(new GroupProfile(count <= base.size() ? p.race() : "G" + (i + 1), p.crowding(), p.noise()));
        }
        return out;
    }

    /** Sustained float32 GEMM rate into a preallocated output, as the scoring kernel uses it. */
    static double gemmRate(int dim, int threads) {
        NativeThreads.limit(threads);
        int m = 1024;
        int nCols = GEMM_COLUMNS;
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

    private static void resetPeaks() {
        ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP)
                .forEach(java.lang.management.MemoryPoolMXBean::resetPeakUsage);
    }

    private static long peakHeap() {
        return ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP)
                .mapToLong(p -> p.getPeakUsage().getUsed()).sum();
    }
}
