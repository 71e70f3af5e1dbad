package org.fairscore.jobs.protocol;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.row_number;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.io.AtomicOutput;

/**
 * {@code fairscore pairs}: a seeded within-group pair list with a chosen genuine:impostor ratio, for users who
 * need a fixed protocol. Per group, g genuine and i impostor pairs are drawn uniformly without replacement:
 * <ul>
 *   <li>genuine: every genuine pair is listed per identity (Σ n_k², as the audit's genuine pass) and the g with
 *       the smallest seeded hash are kept (a window per group; nothing collected);</li>
 *   <li>impostor: samples are numbered within their group in a seeded order; the driver draws distinct random
 *       index pairs (O(i) of them, never sample data), Spark joins them to the samples and keeps impostor pairs in
 *       draw order; rounds repeat with more draws until i are found (rejection sampling: each draw is a uniform
 *       pair of the group, so the impostors kept are a uniform sample of its impostor pairs).</li>
 * </ul>
 * A group with fewer pairs of a kind than asked gives all it has, with a warning. Output: a CSV file
 * ({@code .csv}: sample_a, sample_b, genuine, group; one file) or a Parquet directory, written atomically.
 */
public final class PairProtocolGenerator {
    private static final int MAX_ROUNDS = 8;

    private PairProtocolGenerator() {
    }

    /** Pairs written per group: {genuine, impostor}. */
    public static Map<String, long[]> run(SparkSession spark, PreparedCorpus corpus, PairProtocolSpec spec,
                                          PrintWriter log) {
        var samples = corpus.samples().select(col(CorpusColumns.SAMPLE_ID).as("id"), col(CorpusColumns.LABEL).as("label"),
                col(CorpusColumns.GROUP).as("grp"));
        long seed = spec.seed();
        var written = new TreeMap<String, long[]>();
        var genuine = genuine(samples, spec);
        var impostorParts = new ArrayList<Dataset<Row>>();
        var numbered = samples.withColumn("h", org.apache.spark.sql.functions.xxhash64(lit(seed), col("id")))
                .withColumn("idx", row_number().over(Window.partitionBy("grp").orderBy("h", "id")).minus(1))
                .select("grp", "idx", "id", "label").persist();
        for (var g : corpus.manifest().groups()) {
            long wantG = Math.min(spec.genuinePerGroup(), g.genuinePairs());
            long wantI = Math.min(spec.perGroup() - spec.genuinePerGroup(), g.impostorPairs());
            if (wantG < spec.genuinePerGroup() || wantI < spec.perGroup() - spec.genuinePerGroup()) {
                log.printf("pairs: warning: group '%s' has %d genuine and %d impostor pairs; writing %d and %d%n",
                        g.name(), g.genuinePairs(), g.impostorPairs(), wantG, wantI);
            }
            if (wantI > 0) {
                impostorParts.add(impostors(spark, numbered, g, wantI, seed));
            }
            written.put(g.name(), new long[] {wantG, wantI});
        }
        Dataset<Row> all = genuine;
        for (var part : impostorParts) {
            all = all.unionByName(part);
        }
        write(spark, all.orderBy("group", "kind", "key").drop("kind", "key"), spec.out());
        numbered.unpersist(false);
        log.flush();
        return written;
    }

    private static Dataset<Row> genuine(Dataset<Row> samples, PairProtocolSpec spec) {
        long seed = spec.seed();
        var a = samples.select(col("id").as("a"), col("label").as("la"), col("grp"));
        var b = samples.select(col("id").as("b"), col("label").as("lb"), col("grp").as("gb"));
        var pairs = a.join(b, a.col("la").equalTo(b.col("lb")).and(a.col("grp").equalTo(b.col("gb")))
                        .and(a.col("a").lt(b.col("b"))))
                .withColumn("key", org.apache.spark.sql.functions.xxhash64(lit(seed), col("a"), col("b")));
        var ranked = pairs.withColumn("r", row_number().over(Window.partitionBy("grp").orderBy("key", "a", "b")));
        return ranked.filter(col("r").leq(spec.genuinePerGroup()))
                .select(col("a").as("sample_a"), col("b").as("sample_b"), lit(1).as("genuine"), col("grp").as("group"),
                        lit(0).as("kind"), col("key"));
    }

    private static final StructType DRAWS = new StructType().add("grp", DataTypes.StringType, false)
            .add("i", DataTypes.LongType, false).add("j", DataTypes.LongType, false).add("key", DataTypes.LongType, false);

    private static Dataset<Row> impostors(SparkSession spark, Dataset<Row> numbered, CorpusManifest.GroupStats g,
                                          long want, long seed) {
        long n = g.samples();
        long all = n * (n - 1) / 2;
        double share = (double) g.impostorPairs() / all;
        var rng = new SplittableRandom(seed ^ g.name().hashCode() * 0x9E3779B97F4A7C15L);
        var drawn = new HashSet<Long>();
        var draws = new ArrayList<Row>();
        Dataset<Row> found = null;
        long have = 0;
        for (int round = 0; round < MAX_ROUNDS && have < want; round++) {
            long target = Math.min(all, drawn.size() + (long) Math.ceil((want - have) / share * 1.3) + 16);
            while (drawn.size() < target) {
                long i = rng.nextLong(n);
                long j = rng.nextLong(n);
                if (i == j) {
                    continue;
                }
                long lo = Math.min(i, j);
                long hi = Math.max(i, j);
                if (drawn.add(lo * n + hi)) {
                    draws.add(RowFactory.create(g.name(), lo, hi, (long) draws.size()));
                }
            }
            var d = spark.createDataFrame(draws, DRAWS);
            var a = numbered.select(col("grp").as("ga"), col("idx").as("ia"), col("id").as("sample_a"), col("label").as("la"));
            var b = numbered.select(col("grp").as("gb"), col("idx").as("ib"), col("id").as("sample_b"), col("label").as("lb"));
            found = d.join(a, d.col("grp").equalTo(a.col("ga")).and(d.col("i").equalTo(a.col("ia"))))
                    .join(b, d.col("grp").equalTo(b.col("gb")).and(d.col("j").equalTo(b.col("ib"))))
                    .filter(col("la").notEqual(col("lb")))
                    .withColumn("r", row_number().over(Window.partitionBy("grp").orderBy("key")))
                    .filter(col("r").leq(want))
                    .select(col("sample_a"), col("sample_b"), lit(0).as("genuine"), col("grp").as("group"),
                            lit(1).as("kind"), col("key"))
                    .persist();
            have = found.count();
        }
        if (have < want) {
            throw new IllegalStateException("group '" + g.name() + "': found " + have + " of " + want
                    + " impostor pairs after " + MAX_ROUNDS + " rounds of draws");
        }
        return found;
    }

    private static void write(SparkSession spark, Dataset<Row> pairs, String out) {
        var conf = spark.sparkContext().hadoopConfiguration();
        var target = new Path(out);
        try {
            var fs = target.getFileSystem(conf);
            // named as AtomicOutput names its temporaries, so a killed run's is recognised and removed later
            var tmp = AtomicOutput.temporarySibling(fs.makeQualified(target));
            boolean csv = out.toLowerCase(Locale.ROOT).endsWith(".csv");
            if (csv) {
                pairs.coalesce(1).write().option("header", "true").csv(tmp.toString());
                var parts = fs.globStatus(new Path(tmp, "part-*"));
                if (parts.length != 1) {
                    throw new IllegalStateException("expected one CSV part in " + tmp + ", found " + parts.length);
                }
                fs.delete(target, true);
                if (!fs.rename(parts[0].getPath(), target)) {
                    throw new IllegalStateException("cannot rename " + parts[0].getPath() + " to " + target);
                }
                fs.delete(tmp, true);
            } else {
                pairs.write().parquet(tmp.toString());
                AtomicOutput.markComplete(fs, tmp); // recognised as fairscore's on a rerun
                fs.delete(target, true);
                if (!fs.rename(tmp, target)) {
                    throw new IllegalStateException("cannot rename " + tmp + " to " + target);
                }
            }
        } catch (IOException e) {
            throw new InvalidInputException("cannot write " + out + ": " + e.getMessage(), e);
        }
    }

}
