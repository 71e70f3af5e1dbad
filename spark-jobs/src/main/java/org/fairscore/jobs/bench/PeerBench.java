package org.fairscore.jobs.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.jobs.scoring.GemmProbe;
import org.fairscore.prep.io.SampleSinks;

/**
 * The side-by-side against the strong numpy peer ({@code bench/numpy_strong.py}): the bench corpus written once as
 * .npy plus metadata CSV (not timed), then each command run as its own process on those files and timed whole —
 * the peer, {@code fairscore audit} with default settings (identity bootstrap on), and the same with
 * {@code --bootstrap 0} — through the same launcher a user runs. Every command runs with {@code OPENBLAS_CORETYPE}
 * and {@code OPENBLAS_L2_SIZE} unset ({@link #BLAS_UNSET}: why). The peer's thresholds and per-group counts must
 * equal the audits' up to a few float32 ulps and a few pairs ({@link PeerAgreement}); a disagreement fails the
 * bench after the table.
 */
public final class PeerBench {
    /**
     * Unset for every command, the peer's as the issue measured it and the audits' alike, so that each OpenBLAS runs the
     * kernel chosen for this CPU: numpy's by its own detection, the JVM's by bin/fairscore (bin/openblas-coretype), which
     * honours an OPENBLAS_CORETYPE it inherits. Why for the audits too: a machine whose environment set
     * OPENBLAS_CORETYPE=Haswell on an AVX-512 CPU gave the peer its best kernel and the audits the older one — the
     * pass's GEMM 12.8 ns a pair instead of 6.5 (measured) — so the table set two different BLAS setups side by side.
     */
    static final List<String> BLAS_UNSET = List.of(GemmProbe.CORETYPE, "OPENBLAS_L2_SIZE");

    /**
     * @param python   the Python interpreter (looked up on PATH when a bare name)
     * @param script   the peer script
     * @param launcher {@code bin/fairscore}
     * @param ulps     how many float32 ulps a threshold may differ by ({@link PeerAgreement})
     * @param pairs    how many pairs a group's false accepts or false rejects may differ by
     * @param rounds   how many times the three commands run, round after round
     * @param settle   seconds of rest before each timed command ({@link #DEFAULT_SETTLE_SECONDS})
     */
    public record Config(int n, int dim, int groups, long seed, Path workDir, String python, Path script,
                         Path launcher, int ulps, long pairs, int rounds, int settle) {
    }

    /**
     * Rest before each timed command. Why: on the 2-core VM of these measurements a command that starts right after
     * the peer's exit (6.8 GB handed back to the system) runs slower for about 15 s — `audit --bootstrap 0` after the
     * peer and a pause of 0, 2, 5, 10 and 15 s: 13.63 and 13.73, 14.07, 13.65, 13.41, 12.91 s, against 12.95 to
     * 13.19 s for the runs after those (docs/performance.md) — which the table would charge to whichever audit came
     * first. Every command, the peer included, gets the same rest.
     */
    public static final int DEFAULT_SETTLE_SECONDS = 20;

    /** One row of the table: what ran, and how long and how big it was in each round. */
    record Row(String command, List<TimedProcess.Timed> runs) {
        /** The median wall time (of an even number of rounds, the mean of the middle two). */
        double seconds() {
            double[] s = runs.stream().mapToDouble(TimedProcess.Timed::seconds).sorted().toArray();
            return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
        }

        double fastest() {
            return runs.stream().mapToDouble(TimedProcess.Timed::seconds).min().orElse(Double.NaN);
        }

        double slowest() {
            return runs.stream().mapToDouble(TimedProcess.Timed::seconds).max().orElse(Double.NaN);
        }

        /** The largest peak RSS of the rounds, or −1 when unknown. */
        long peakRss() {
            return runs.stream().mapToLong(TimedProcess.Timed::peakRss).max().orElse(-1);
        }
    }

    private PeerBench() {
    }

    /**
     * Runs the side-by-side and prints it on {@code out}; progress and the reason the peer is skipped go to
     * {@code err}.
     *
     * @throws IllegalStateException when a command fails or the peer and an audit disagree
     */
    public static void run(Config cfg, PrintWriter out, PrintWriter err) {
        var npy = cfg.workDir().resolve("peer-" + cfg.n() + "-" + cfg.dim() + ".npy");
        var meta = Path.of(SampleSinks.metadataPathOf(npy.toString()));
        var peerMeta = cfg.workDir().resolve("peer-" + cfg.n() + "-" + cfg.dim() + ".peer.csv");
        if (!Files.exists(meta)) {
            err.printf("bench: writing %s (+ %s)%n", npy, meta);
            err.flush();
            CorpusGenerator.write(new SyntheticCorpus(cfg.n(), cfg.dim(), cfg.seed(), 5.0, BenchJob.profiles(cfg.groups())),
                    "npy", npy);
        }
        writePeerMetadata(meta, peerMeta);

        PeerFigures peer = null;
        String missing = numpyMissing(cfg);
        if (missing != null) {
            err.println("bench: " + missing + ": the peer is skipped");
        }
        warmUp(cfg, npy, err);
        var peerRuns = new ArrayList<TimedProcess.Timed>();
        var auditRuns = List.of(new ArrayList<TimedProcess.Timed>(), new ArrayList<TimedProcess.Timed>());
        var audits = List.of(List.<String>of(), List.of("--bootstrap", "0"));
        var differences = new ArrayList<String>();
        long largestUlps = 0;
        long largestPairs = 0;
        for (int round = 1; round <= cfg.rounds(); round++) {
            String of = cfg.rounds() > 1 ? " (round " + round + " of " + cfg.rounds() + ")" : "";
            if (missing == null) {
                settle(cfg, err);
                err.println("bench: running the peer " + cfg.script() + of);
                err.flush();
                var timed = TimedProcess.run(List.of(cfg.python(), cfg.script().toString(), npy.toString(),
                        peerMeta.toString(), "race"), BLAS_UNSET, cfg.workDir(), "peer");
                check(timed, "the peer");
                peer = PeerFigures.parse(timed.stderr());
                peerRuns.add(timed);
            }
            for (int a : auditOrder(round)) {
                var extra = audits.get(a);
                var name = extra.isEmpty() ? "audit-defaults" : "audit-bootstrap0";
                var outDir = cfg.workDir().resolve("peer-" + name);
                BenchWorkDir.deleteRecursively(outDir);
                var command = auditCommand(cfg, npy, outDir, extra);
                settle(cfg, err);
                err.println("bench: running " + String.join(" ", command) + of);
                err.flush();
                var timed = TimedProcess.run(command, BLAS_UNSET, cfg.workDir(), name);
                check(timed, "fairscore audit");
                auditRuns.get(a).add(timed);
                if (peer != null) {
                    var figures = AuditFigures.read(outDir.resolve("report.json"));
                    largestUlps = Math.max(largestUlps, PeerAgreement.largestUlps(peer, figures));
                    largestPairs = Math.max(largestPairs, PeerAgreement.largestPairs(peer, figures));
                    for (var d : PeerAgreement.differences(peer, figures, cfg.ulps(), cfg.pairs())) {
                        differences.add(auditName(extra) + of + ": " + d);
                    }
                }
            }
        }
        var rows = new ArrayList<Row>();
        if (!peerRuns.isEmpty()) {
            rows.add(new Row("python3 " + cfg.script().getFileName(), peerRuns));
        }
        for (int a = 0; a < audits.size(); a++) {
            rows.add(new Row(auditName(audits.get(a)), auditRuns.get(a)));
        }
        print(out, cfg, rows, peer);
        if (peer != null) {
            if (!differences.isEmpty()) {
                differences.forEach(err::println);
                err.flush();
                throw new IllegalStateException("the peer and the audit disagree (" + differences.size()
                        + " differences, listed above)");
            }
            out.printf(Locale.ROOT, "agreement: at each of the %d FAR levels the peer and both audits give thresholds %s "
                    + "and, in every group, false accepts and false rejects %s%n", peer.thresholds().size(),
                    largestUlps == 0 ? "bit for bit equal" : "at most " + largestUlps + " float32 ulps apart",
                    largestPairs == 0 ? "equal" : "at most " + largestPairs + " apart (a score at the threshold rounded "
                            + "to the other side)");
        }
        out.flush();
    }

    /**
     * One audit through the launcher before the timed commands, itself not timed: bin/fairscore's first run after a
     * build compiles the jars and records the class-data archive, and a bench started right after a build timed that as
     * its first default audit (33.04 s against 14.10 to 14.73 s for the other three, which moved the median of four).
     */
    private static void warmUp(Config cfg, Path npy, PrintWriter err) {
        var outDir = cfg.workDir().resolve("peer-warm-up");
        BenchWorkDir.deleteRecursively(outDir);
        var command = auditCommand(cfg, npy, outDir, List.of("--bootstrap", "0"));
        err.println("bench: running " + String.join(" ", command) + " (not timed: a build, or the launcher recording its "
                + "class-data archive, is not part of a run)");
        err.flush();
        check(TimedProcess.run(command, BLAS_UNSET, cfg.workDir(), "warm-up"), "the untimed first audit");
        BenchWorkDir.deleteRecursively(outDir);
    }

    /** {@code launcher audit} of the bench corpus by race into {@code outDir}, with {@code extra} options. */
    private static List<String> auditCommand(Config cfg, Path npy, Path outDir, List<String> extra) {
        var command = new ArrayList<>(List.of(cfg.launcher().toString(), "audit", "--input", npy.toString(), "--group",
                "race", "--out", outDir.toString()));
        command.addAll(extra);
        return command;
    }

    /** Waits {@link Config#settle} seconds before a timed command ({@link #DEFAULT_SETTLE_SECONDS}: why). */
    private static void settle(Config cfg, PrintWriter err) {
        if (cfg.settle() == 0) {
            return;
        }
        err.printf("bench: resting %d s before the next command%n", cfg.settle());
        err.flush();
        try {
            Thread.sleep(cfg.settle() * 1000L);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while resting between commands", e);
        }
    }

    /**
     * The audits' order in round r (1-based; 0 = defaults, 1 = {@code --bootstrap 0}): defaults first in odd rounds,
     * {@code --bootstrap 0} first in even ones. Why: a command started straight after the peer's exit runs 0.2 to 0.3 s
     * slower (measured on this project's 2-core machine: peer, then {@code --bootstrap 0} twice, two tries each: 13.50
     * and 13.49 s first, 13.29 and 13.17 s second), so a fixed order charges that to one audit every round. The rest
     * before each command ({@link #DEFAULT_SETTLE_SECONDS}) removes most of that; the order still alternates, so that
     * whatever is left (or {@code --settle 0}) falls on both audits alike.
     */
    static List<Integer> auditOrder(int round) {
        return round % 2 == 1 ? List.of(0, 1) : List.of(1, 0);
    }

    private static String auditName(List<String> extra) {
        return "fairscore audit" + (extra.isEmpty() ? " (defaults)" : " " + String.join(" ", extra));
    }

    private static void print(PrintWriter out, Config cfg, List<Row> rows, PeerFigures peer) {
        out.printf(Locale.ROOT, "side by side: N = %d, d = %d, %d groups, seed %d, the same .npy and metadata for "
                + "every command (whole commands, start-up included)%s%n", cfg.n(), cfg.dim(), cfg.groups(), cfg.seed(),
                cfg.rounds() > 1 ? "; " + cfg.rounds() + " rounds, wall the median (range after it), peak RSS the "
                        + "largest" : "");
        out.println(blasLine(System.getenv()));
        boolean rounds = cfg.rounds() > 1;
        out.printf(Locale.ROOT, "%-40s %10s %12s %14s%s%n", "command", "wall", "peak RSS", "peer wall / wall",
                rounds ? "   range" : "");
        double peerSeconds = peer != null ? rows.get(0).seconds() : Double.NaN;
        for (var r : rows) {
            out.printf(Locale.ROOT, "%-40s %8.2f s %12s %14s%s%n", r.command(), r.seconds(),
                    r.peakRss() < 0 ? "n/a" : String.format(Locale.ROOT, "%.2f GB", r.peakRss() / 1e9),
                    peer != null ? String.format(Locale.ROOT, "%.2f", peerSeconds / r.seconds()) : "n/a",
                    rounds ? String.format(Locale.ROOT, "   %.2f to %.2f s", r.fastest(), r.slowest()) : "");
        }
        out.flush();
    }

    /**
     * What the table's commands ran with, and what of {@code environment} was not passed on ({@link #BLAS_UNSET}); an
     * OPENBLAS_CORETYPE that bin/fairscore itself chose for this process ({@link GemmProbe#launcherChose}) is not the
     * environment's, and each audit's launcher chooses it again.
     */
    static String blasLine(Map<String, String> environment) {
        var dropped = BLAS_UNSET.stream().filter(environment::containsKey)
                .filter(name -> !(name.equals(GemmProbe.CORETYPE) && GemmProbe.launcherChose(environment)))
                .map(name -> name + "=" + environment.get(name)).toList();
        return "OpenBLAS: " + String.join(" and ", BLAS_UNSET) + " unset for every command, so that each picks the "
                + "kernel for this CPU (numpy's OpenBLAS by itself, bin/fairscore by bin/openblas-coretype)"
                + (dropped.isEmpty() ? "" : "; this environment's " + String.join(", ", dropped) + " not passed on");
    }

    private static void check(TimedProcess.Timed timed, String what) {
        if (timed.exitCode() != 0) {
            var lines = timed.stderr().strip().split("\n");
            var tail = String.join("\n", Arrays.asList(lines).subList(Math.max(0, lines.length - 15), lines.length));
            throw new IllegalStateException(what + " exited with " + timed.exitCode() + "; the end of its stderr:\n" + tail);
        }
    }

    /**
     * Null when {@code python -c "import numpy"} works, else why not (no interpreter on PATH, or no numpy).
     */
    static String numpyMissing(Config cfg) {
        try {
            var p = new ProcessBuilder(cfg.python(), "-c", "import numpy").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor() == 0 ? null : cfg.python() + " has no numpy";
        } catch (IOException e) {
            return "no " + cfg.python() + " on PATH";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted while looking for " + cfg.python();
        }
    }

    /** The metadata CSV with its {@code label} column named {@code identity}, the peer's name for it. */
    static void writePeerMetadata(Path meta, Path peerMeta) {
        try {
            var lines = Files.readAllLines(meta, StandardCharsets.UTF_8);
            var header = new ArrayList<>(Arrays.asList(lines.get(0).split(",", -1)));
            int label = header.indexOf(CorpusGenerator.LABEL_COL);
            if (label < 0) {
                throw new IllegalStateException(meta + " has no " + CorpusGenerator.LABEL_COL + " column: " + lines.get(0));
            }
            header.set(label, "identity");
            lines.set(0, String.join(",", header));
            Files.write(peerMeta, lines, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + peerMeta, e);
        }
    }
}
