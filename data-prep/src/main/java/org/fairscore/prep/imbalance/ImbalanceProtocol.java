package org.fairscore.prep.imbalance;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.floor;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.lower;
import static org.apache.spark.sql.functions.row_number;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.trim;
import static org.apache.spark.sql.functions.when;
import static org.apache.spark.sql.functions.xxhash64;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.util.Arrays;
import java.util.TreeMap;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.expressions.Window;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.model.ManifestJson;
import org.fairscore.prep.CorpusLayout;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.io.AtomicOutput;
import org.fairscore.prep.partition.GroupStatistics;
import org.fairscore.prep.side.SideColumns;

/**
 * finDML's imbalance protocol: a seeded variant of a corpus in which a chosen number of classes lose a chosen
 * fraction of their training samples, so researchers can measure how metrics move under imbalance.
 *
 * <p>Per seed s: the classes are the {@code classes} labels with the smallest xxhash64(s, label) (ties by
 * name) — a uniform draw without replacement that does not depend on partitioning. Each chosen class with
 * n training rows loses exactly ⌊fraction · n⌋ of them: the rows with the smallest xxhash64(s, 1, sample_id)
 * (ties by id). Test rows (with a split column) and other classes are untouched. Everything is distributed;
 * the driver receives the chosen labels and two counts per chosen class.
 *
 * <p>Output: {@code OUT/seed-<s>/} per seed, each a complete prepared corpus ({@code corpus/},
 * {@code manifest.json}, {@code imbalance.json}, {@code _SUCCESS}) readable by {@code audit} and
 * {@code downstream}; {@code OUT/_SUCCESS} after the last draw (the whole directory is committed atomically).
 */
public final class ImbalanceProtocol {
    static final String TRAIN = "imbalance_train";
    private static final String SPLIT = "imbalance_split";

    private ImbalanceProtocol() {
    }

    /** The draw's directory name under OUT. */
    public static String drawDir(long seed) {
        return "seed-" + seed;
    }

    /**
     * @param rawInput  the raw input (the default file of the split column), or null for a prepared corpus
     * @param rawFormat the raw input's --format, or null
     */
    public static void write(SparkSession spark, PreparedCorpus corpus, ImbalanceConfig cfg, String rawInput,
            String rawFormat, String out) {
        var samples = withTrainFlag(spark, corpus.samples(), cfg, rawInput, rawFormat, corpus.manifest().idColumn())
                .persist(StorageLevel.MEMORY_AND_DISK());
        try (var output = AtomicOutput.begin(spark.sparkContext().hadoopConfiguration(), out)) {
            for (long seed : cfg.seeds()) {
                var dir = new Path(output.tempPath(), drawDir(seed));
                var drawn = draw(samples, corpus.manifest(), cfg, seed);
                var kept = drawn.kept();
                PrepJob.writeSamples(kept, new Path(dir, CorpusLayout.CORPUS).toString());
                output.writeString(drawDir(seed) + "/" + CorpusLayout.MANIFEST, ManifestJson.write(drawn.manifest()));
                output.writeString(drawDir(seed) + "/imbalance.json", json(drawn.draw()));
                output.writeString(drawDir(seed) + "/" + AtomicOutput.SUCCESS, "");
                kept.unpersist();
            }
            output.commit();
        } finally {
            samples.unpersist();
        }
    }

    /** One draw: the kept rows (persisted; the caller unpersists), their manifest and what was done. */
    record Drawn(Dataset<Row> kept, CorpusManifest manifest, ImbalanceDraw draw) {
    }

    static Drawn draw(Dataset<Row> samples, CorpusManifest m, ImbalanceConfig cfg, long seed) {
        var labels = samples.select(col(CorpusColumns.LABEL)).distinct();
        var chosen = labels.orderBy(xxhash64(lit(seed), col(CorpusColumns.LABEL)), col(CorpusColumns.LABEL))
                .limit(cfg.classes()).collectAsList().stream().map(r -> r.getString(0)).sorted().toList();
        if (chosen.size() < cfg.classes()) {
            throw new InvalidInputException("imbalance-classes: " + cfg.classes() + " classes asked for, but the corpus has "
                    + chosen.size() + " labels");
        }
        var eligible = col(CorpusColumns.LABEL).isin(chosen.toArray()).and(col(TRAIN));
        var byClass = Window.partitionBy(col(CorpusColumns.LABEL), col(TRAIN));
        var ranked = byClass.orderBy(xxhash64(lit(seed), lit(1L), col(CorpusColumns.SAMPLE_ID)), col(CorpusColumns.SAMPLE_ID));
        var marked = samples.withColumn("n_train", count(lit(1)).over(byClass))
                .withColumn("rank", row_number().over(ranked))
                .withColumn("drop", eligible.and(col("rank").leq(floor(lit(cfg.fraction()).multiply(col("n_train"))))))
                .persist(StorageLevel.MEMORY_AND_DISK());
        var trainBefore = new TreeMap<String, Long>();
        var dropped = new TreeMap<String, Long>();
        chosen.forEach(c -> {
            trainBefore.put(c, 0L);
            dropped.put(c, 0L);
        });
        for (Row r : marked.filter(eligible).groupBy(col(CorpusColumns.LABEL))
                .agg(count(lit(1)), sum(when(col("drop"), lit(1L)).otherwise(lit(0L)))).collectAsList()) {
            trainBefore.put(r.getString(0), r.getLong(1));
            dropped.put(r.getString(0), r.getLong(2));
        }
        var columns = CorpusLayout.SAMPLES.fieldNames();
        var kept = marked.filter(col("drop").unary_$bang()).select(columns[0], Arrays.copyOfRange(columns, 1, columns.length))
                .persist(StorageLevel.MEMORY_AND_DISK());
        long after = kept.count();
        marked.unpersist();
        var manifest = new CorpusManifest(m.schemaVersion(), m.dimension(), m.inputs(), m.idColumn(), m.labelColumn(),
                m.groupBy(), after, m.rejected(), m.rejectsByReason(), GroupStatistics.of(kept), m.attributes(), m.bins());
        var draw = new ImbalanceDraw(seed, cfg.fraction().toPlainString(), chosen, trainBefore, dropped, m.samples(), after,
                "the " + cfg.classes() + " labels with the smallest xxhash64(seed, label) each lose floor(" + cfg.fraction()
                        .toPlainString() + " * n) of their n " + (cfg.splitCol() == null ? "samples (no split column: every "
                        + "sample is a training sample)" : "training samples ('" + cfg.splitCol() + "' = train)")
                        + ", those with the smallest xxhash64(seed, 1, sample_id); other rows are kept");
        return new Drawn(kept, manifest, draw);
    }

    private static Dataset<Row> withTrainFlag(SparkSession spark, Dataset<Row> samples, ImbalanceConfig cfg,
            String rawInput, String rawFormat, String idCol) {
        if (cfg.splitCol() == null) {
            return samples.withColumn(TRAIN, lit(true));
        }
        String file = cfg.columnsFrom() != null ? cfg.columnsFrom() : rawInput;
        if (file == null) {
            throw new InvalidInputException("imbalance-split-col: give --columns-from FILE (CSV or Parquet with the sample "
                    + "id and split columns)");
        }
        var joined = SideColumns.join(spark, samples, file,
                SideColumns.format(file, cfg.columnsFrom() != null ? null : rawFormat), idCol,
                SideColumns.of(SPLIT, cfg.splitCol()));
        var v = lower(trim(col(SPLIT)));
        var bad = joined.filter(v.isin("train", "test").unary_$bang()).select(col(CorpusColumns.SAMPLE_ID), col(SPLIT))
                .limit(5).collectAsList();
        if (!bad.isEmpty()) {
            throw new InvalidInputException(file + ", column '" + cfg.splitCol() + "': values must be 'train' or 'test'; got '"
                    + bad.get(0).getString(1) + "' for sample " + bad.get(0).getString(0));
        }
        return joined.withColumn(TRAIN, v.equalTo("train")).drop(SPLIT);
    }

    private static String json(ImbalanceDraw d) {
        try {
            return JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build().writeValueAsString(d) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot render imbalance.json", e);
        }
    }
}
