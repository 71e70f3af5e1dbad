package org.fairscore.jobs.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.jobs.audit.AuditConfig;
import org.fairscore.jobs.bench.BenchJob;
import org.fairscore.jobs.bench.BenchWorkDir;
import org.fairscore.jobs.bench.Installation;
import org.fairscore.jobs.bench.PeerAgreement;
import org.fairscore.jobs.bench.PeerBench;
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
                        + "table. Generation and prep are not timed.",
                "With --peer, instead: the side-by-side against the strong numpy peer (bench/numpy_strong.py) on the "
                        + "same generated .npy and metadata CSV, each command run and timed whole as its own process "
                        + "(wall; peak RSS from /usr/bin/time -v when present): the peer, 'fairscore audit' with default "
                        + "settings and with --bootstrap 0 through bin/fairscore, after one untimed audit (a build "
                        + "or the launcher's class-data archive is not timed), every command with OPENBLAS_CORETYPE "
                        + "and OPENBLAS_L2_SIZE unset so that each OpenBLAS picks its kernel for this CPU (said in "
                        + "the table's header); the thresholds and per-group false "
                        + "accepts and rejects must agree within --peer-pairs and the thresholds within --peer-ulps "
                        + "(else exit 1). Without python3 and numpy the peer is skipped "
                        + "(said on stderr)."})
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

    @Option(names = "--work-dir", paramLabel = "DIR", description = "Where corpora and reports go, kept "
            + "(default: a temporary directory, removed when the bench ends).")
    Path workDir;

    @Option(names = "--peer", description = "Print the side-by-side against the strong numpy peer instead of the "
            + "in-process figures (see above; docs/performance.md). Takes --n, --dim, --groups, --seed, --work-dir.")
    boolean peer;

    @Option(names = "--peer-script", paramLabel = "FILE",
            description = "With --peer: the peer script (default: bench/numpy_strong.py of this checkout).")
    Path peerScript;

    @Option(names = "--launcher", paramLabel = "FILE",
            description = "With --peer: the launcher the audits run through (default: bin/fairscore of this checkout).")
    Path launcher;

    @Option(names = "--python", paramLabel = "CMD",
            description = "With --peer: the Python interpreter with numpy (default: python3 on PATH).")
    String python;

    @Option(names = "--peer-ulps", paramLabel = "K", defaultValue = "" + PeerAgreement.DEFAULT_ULPS,
            description = "With --peer: how many float32 ulps the peer's and the audit's thresholds may differ by (the "
                    + "peer rounds its scores differently; default: ${DEFAULT-VALUE}).")
    int peerUlps;

    @Option(names = "--peer-pairs", paramLabel = "P", defaultValue = "" + PeerAgreement.DEFAULT_PAIRS,
            description = "With --peer: how many pairs a group's false accepts or false rejects may differ by between "
                    + "the peer and the audit (a score at the threshold may round to the other side; default: "
                    + "${DEFAULT-VALUE}).")
    long peerPairs;

    @Option(names = "--peer-rounds", paramLabel = "R", defaultValue = "1",
            description = "With --peer: run the three commands R times, round after round (the peer, then the two "
                    + "audits: defaults first in odd rounds, --bootstrap 0 first in even ones, as a run straight "
                    + "after the peer's exit is a few tenths of a second slower), and print each command's median "
                    + "wall, its range and its largest peak RSS (default: ${DEFAULT-VALUE}: one run each). Why "
                    + "rounds: one run of a command varies by a few tenths of a second from run to run on a 2-core "
                    + "machine; the median and the range say how much. An even R gives each audit the place after "
                    + "the peer equally often.")
    int peerRounds;

    @Option(names = "--settle", paramLabel = "SECONDS", defaultValue = "" + PeerBench.DEFAULT_SETTLE_SECONDS,
            description = "With --peer: seconds of rest before each timed command, the peer's included (default: "
                    + "${DEFAULT-VALUE}). Why: on the 2-core VM the bench was measured on, a command started within "
                    + "about 15 s of the peer's exit (6.8 GB returned to the system) ran up to a second slower "
                    + "(docs/performance.md); 0 for none.")
    int settle;

    @Override
    public Integer call() throws Exception {
        if (n < 2 || dim < 2 || groups < 1) {
            throw new InvalidInputException("--n must be >= 2, --dim >= 2, --groups >= 1");
        }
        var out = spec.commandLine().getOut();
        var parsed = spec.commandLine().getParseResult();
        if (!peer) {
            for (var option : List.of("--peer-script", "--launcher", "--python", "--peer-ulps", "--peer-pairs",
                    "--peer-rounds", "--settle")) {
                if (parsed.hasMatchedOption(option)) {
                    throw new InvalidInputException(option + " is used only with --peer");
                }
            }
        } else {
            for (var option : List.of("--scaling", "--block-size", "--master", "--conf")) {
                if (parsed.hasMatchedOption(option)) {
                    throw new InvalidInputException(option + " does not apply to --peer (the audits run with defaults, "
                            + "on local Spark)");
                }
            }
            if (peerUlps < 0 || peerPairs < 0) {
                throw new InvalidInputException("--peer-ulps and --peer-pairs: must be at least 0, got " + peerUlps
                        + " and " + peerPairs);
            }
            if (peerRounds < 1) {
                throw new InvalidInputException("--peer-rounds: must be at least 1, got " + peerRounds);
            }
            if (settle < 0) {
                throw new InvalidInputException("--settle: must be at least 0 seconds, got " + settle);
            }
            var script = existing("--peer-script", peerScript, "bench/numpy_strong.py");
            var bin = existing("--launcher", launcher, "bin/fairscore");
            try (var dir = BenchWorkDir.of(workDir, spec.commandLine().getErr())) {
                var peerCfg = new PeerBench.Config(n, dim, groups, seed, dir.path(), python != null ? python : "python3",
                        script, bin, peerUlps, peerPairs, peerRounds, settle);
                PeerBench.run(peerCfg, out, spec.commandLine().getErr());
            }
            return ExitCodes.OK;
        }
        try (var dir = BenchWorkDir.of(workDir, spec.commandLine().getErr())) {
            return inProcess(new BenchJob.Config(n, dim, groups, seed, blockSize, dir.path()), out);
        }
    }

    /** The in-process figures: the GEMM rate, the pair cost probe, the audit and the scaling table. */
    private int inProcess(BenchJob.Config cfg, PrintWriter out) {
        var session = spark.session();
        int cores = session.sparkContext().defaultParallelism();

        double kernel = GemmProbe.rate(dim, Runtime.getRuntime().availableProcessors());
        out.printf(Locale.ROOT, "kernel: ND4J float32 GEMM 1024x%d x %dx%d, %d threads: %.1f GFLOP/s, OpenBLAS kernel %s%n",
                dim, dim, GemmProbe.COLUMNS,
                Runtime.getRuntime().availableProcessors(), kernel / 1e9, GemmProbe.kernelChoice(System.getenv()));
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

    /** The given file, else the checkout's {@code relative}; either must exist. */
    private static Path existing(String option, Path given, String relative) {
        Path path = given != null ? given : Installation.resolve(relative);
        if (path == null) {
            throw new InvalidInputException(option + ": not running from a fairscore checkout, so there is no default "
                    + relative + "; pass " + option + " FILE");
        }
        if (!Files.isRegularFile(path)) {
            throw new InvalidInputException(option + ": " + path + " is not a file");
        }
        return path;
    }
}
