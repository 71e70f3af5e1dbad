package org.fairscore.jobs.bench;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.synthetic.GroupProfile;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.jobs.audit.AuditConfig;
import org.fairscore.jobs.audit.AuditJob;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.jobs.scoring.Block;
import org.fairscore.jobs.scoring.ScoringOptions;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;

/**
 * The bench's measurements of the audit: a generated corpus prepared once per size (not timed), then the
 * audit of it timed with its pairs and peak heap; and the probe block of the per-pair cost.
 */
public final class BenchJob {
    /**
     * @param n         samples of the main corpus (and of the probe block's corpus)
     * @param dim       dimension
     * @param groups    groups
     * @param seed      the corpora's seed
     * @param blockSize rows per scoring block (0: chosen by the audit)
     * @param workDir   where corpora and reports go
     */
    public record Config(int n, int dim, int groups, long seed, int blockSize, Path workDir) {
    }

    /** One timed audit: pairs scored, wall seconds, peak heap in bytes. */
    public record Run(long pairs, double seconds, long peakHeap) {
    }

    private BenchJob() {
    }

    /** Audits a corpus of {@code size} samples (generated and prepared first when absent; that is not timed). */
    public static Run audit(SparkSession session, Config cfg, int size, PrintWriter progress) {
        Path dir = cfg.workDir();
        int dim = cfg.dim();
        Path corpusFile = dir.resolve("bench-" + size + "-" + dim + ".parquet");
        String prepared = dir.resolve("bench-" + size + "-" + dim + "-prepared").toString();
        if (!Files.exists(Path.of(prepared, "_SUCCESS"))) {
            var corpus = new SyntheticCorpus(size, dim, cfg.seed(), 5.0, profiles(cfg.groups()));
            CorpusGenerator.write(corpus, "parquet", corpusFile);
            var prep = new PrepConfig(List.of(corpusFile.toString()), null, "parquet", CorpusGenerator.ID_COL,
                    CorpusGenerator.LABEL_COL, List.of("race"), PrepConfig.DEFAULT_EMBEDDING_COL, dim, 0.0);
            PrepJob.write(PrepJob.prepare(session, prep), prepared);
        }
        var levels = AuditSettings.DEFAULT_LEVELS.stream().map(l -> FarLevel.parse(l, "far")).toList();
        var settings = new AuditSettings(levels, AcceptanceRule.ABOVE, 0.5, false);
        var audit = new AuditConfig(prepared, null, settings, cfg.blockSize(),
                dir.resolve("bench-" + size + "-report").toString());
        resetPeaks();
        long start = System.nanoTime();
        var report = AuditJob.run(session, audit, progress);
        double seconds = (System.nanoTime() - start) / 1e9;
        long pairs = report.groups().stream().mapToLong(g -> g.genuinePairs() + g.impostorPairs()).sum();
        return new Run(pairs, seconds, peakHeap());
    }

    /**
     * The first group of the bench corpus of {@code n} samples, unit length, cut to the block size the
     * audit chooses for groups of n / groups samples (or the given block size): the rows of one diagonal tile.
     */
    public static Block probeBlock(Config cfg, int cores) {
        int n = cfg.n();
        int dim = cfg.dim();
        int groups = cfg.groups();
        String race = profiles(groups).get(0).race();
        var sizes = new LinkedHashMap<String, Long>();
        profiles(groups).forEach(p -> sizes.put(p.race(), (long) n / groups));
        int limit = Math.min(n, cfg.blockSize() > 0 ? cfg.blockSize() : ScoringOptions.autoBlockSize(dim, sizes, cores));
        float[] data = new float[limit * dim];
        long[] labels = new long[limit];
        int[] rows = {0};
        new SyntheticCorpus(n, dim, cfg.seed(), 5.0, profiles(groups)).forEach(sample -> {
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
    public static List<GroupProfile> profiles(int count) {
        var base = SyntheticCorpus.DEFAULT_PROFILES;
        var out = new ArrayList<GroupProfile>();
        for (int i = 0; i < count; i++) {
            var p = base.get(i % base.size());
            out.add(new GroupProfile(count <= base.size() ? p.race() : "G" + (i + 1), p.crowding(), p.noise()));
        }
        return out;
    }

    private static void resetPeaks() {
        ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP)
                .forEach(MemoryPoolMXBean::resetPeakUsage);
    }

    private static long peakHeap() {
        return ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP)
                .mapToLong(p -> p.getPeakUsage().getUsed()).sum();
    }
}
