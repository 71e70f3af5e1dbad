package org.fairscore.prep;

import static org.apache.spark.sql.functions.array;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.map_from_arrays;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.model.ManifestJson;
import org.fairscore.prep.ingest.DatasetReader;
import org.fairscore.prep.ingest.Ingest;
import org.fairscore.prep.ingest.RawColumns;
import org.fairscore.prep.ingest.ReadSpec;
import org.fairscore.prep.io.AtomicOutput;
import org.fairscore.prep.partition.CrossGroupIdentities;
import org.fairscore.prep.bins.Bins;
import org.fairscore.prep.partition.GroupStatistics;
import org.fairscore.prep.partition.PrepTallies;
import org.fairscore.prep.partition.PrepTally;
import org.fairscore.prep.regroup.Regrouping;
import org.fairscore.prep.validate.DimensionResolver;
import org.fairscore.prep.validate.RejectCounts;
import org.fairscore.prep.validate.RejectPolicy;
import org.fairscore.prep.validate.ValidatedBatch;
import org.fairscore.prep.validate.ValidatedColumns;
import org.fairscore.prep.validate.Validator;

/**
 * The prep stage: read → validate → normalise → count, then write atomically. Every step is
 * distributed; the driver sees only aggregate counts and, on failure, at most 20 offending rows.
 *
 * <p>The checked rows are persisted (memory and disk) so the counts, the group statistics, the scoring and the
 * write do not re-read the input: a reader's own Java rows packed ({@link ValidatedBatch}), a Dataset in Spark's
 * columnar cache. They stay cached for the caller's session.
 */
public final class PrepJob {
    /** The format the manifest gives a Dataset read by {@link #prepare(SparkSession, Dataset, PrepConfig)}. */
    public static final String DATASET_FORMAT = "dataset";

    private PrepJob() {
    }

    /**
     * Reads, validates and normalises {@code cfg.inputs()}; when they are one prepared corpus, loads it grouped by
     * {@code cfg.groupCols()} and banded by {@code cfg.bins()} instead ({@link Regrouping}).
     */
    public static PreparedCorpus prepare(SparkSession spark, PrepConfig cfg) {
        if (cfg.inputs().size() == 1 && isPrepared(spark, cfg.inputs().get(0))) {
            String dir = cfg.inputs().get(0);
            return Regrouping.apply(load(spark, dir), dir, cfg.groupCols(), cfg.bins(), cfg.maxRejectFraction());
        }
        var requested = new ReadSpec(cfg.idCol(), cfg.labelCol(), cfg.groupCols(), cfg.embeddingCol(),
                cfg.templateCol()).withBins(cfg.bins());
        var input = Ingest.read(spark, cfg.inputs(), cfg.format(), cfg.metadata(), requested);
        // every other column of the input is read too, to be stored
        var spec = input.spec();
        checkBins(spec);
        Integer known = cfg.dim() != null ? cfg.dim() : input.knownDimension();
        if (input.rows() != null) {
            // a reader's own Java rows are validated and cached packed: no per-element conversion
            int dim = DimensionResolver.resolve(input.rows(), known);
            var checked = ValidatedBatch.check(input.rows(), spec, dim,
                    SampleBatch.capacity(dim, input.rowsPerPartition())).persist(StorageLevel.MEMORY_AND_DISK());
            return finish(spark, checked, spec, cfg, dim, input::inputFiles);
        }
        // a Dataset read twice (dimension, then validation) is cached first
        var raw = known != null ? input.raw() : input.raw().persist(StorageLevel.MEMORY_AND_DISK());
        try {
            int dim = DimensionResolver.resolve(raw, known);
            var checked = Validator.check(raw, spec, dim).persist(StorageLevel.MEMORY_AND_DISK());
            return finish(checked, spec, cfg, dim, input::inputFiles);
        } finally {
            raw.unpersist();
        }
    }

    /**
     * Validates and normalises a caller's Dataset (the library API, {@code org.fairscore.api.FairnessAudit}) by the
     * rules {@link #prepare} applies to files: the same per-row checks, reject policy, samples and manifest. The
     * Dataset is read where it lies; only counts reach the driver.
     *
     * @param cfg how to read the Dataset's columns; its one input is the name row errors and the manifest give as the
     *            file ({@link DatasetReader}); a format or metadata file describes files and is refused
     */
    public static PreparedCorpus prepare(SparkSession spark, Dataset<Row> rows, PrepConfig cfg) {
        if (cfg.inputs().size() != 1 || cfg.format() != null || cfg.metadata() != null) {
            throw new IllegalArgumentException("a Dataset is one input without format or metadata: " + cfg);
        }
        String source = cfg.inputs().get(0);
        var read = DatasetReader.read(rows, source, new ReadSpec(cfg.idCol(), cfg.labelCol(), cfg.groupCols(),
                cfg.embeddingCol(), cfg.templateCol()).withBins(cfg.bins()));
        var spec = read.spec();
        checkBins(spec);
        // read twice (dimension, then validation) unless the dimension is given: cached first
        var raw = cfg.dim() != null ? read.raw() : read.raw().persist(StorageLevel.MEMORY_AND_DISK());
        try {
            int dim = DimensionResolver.resolve(raw, cfg.dim());
            var checked = Validator.check(raw, spec, dim).persist(StorageLevel.MEMORY_AND_DISK());
            return finish(checked, spec, cfg, dim, counts -> List.of(new CorpusManifest.InputFile(source,
                    DATASET_FORMAT, counts.getOrDefault(source, 0L))));
        } finally {
            raw.unpersist();
        }
    }

    /**
     * The steps after the per-row rules, shared with other ingest paths (review text): duplicates, counts, the
     * reject policy, the samples and the manifest. The counts come from one Spark job ({@link PrepTallies}), which
     * is also the first to read {@code checked}; only when an id repeats do the duplicate rule and the separate
     * aggregations run after it.
     *
     * @param checked    rows in {@link ValidatedColumns#SCHEMA}, persisted by the caller (read several times);
     *                   unpersisted here when the run fails
     * @param inputFiles the manifest's files, given the data-row count per source file
     */
    public static PreparedCorpus finish(Dataset<Row> checked, ReadSpec spec, PrepConfig cfg, int dim,
                                        Function<Map<String, Long>, List<CorpusManifest.InputFile>> inputFiles) {
        return finish(checked, PrepTallies.of(checked), checked::unpersist, null, spec, cfg, dim, inputFiles);
    }

    /**
     * {@link #finish(Dataset, ReadSpec, PrepConfig, int, Function)} of a reader's rows after the per-row rules, packed
     * and persisted by the caller ({@link ValidatedBatch#check}). Why not Spark's columnar cache of them: it converts
     * every embedding to Spark's rows and copies it into buffers grown by doubling, and scoring converted it back
     * (profiled, 80k × 512: the cache alone was a fifth of the read). The corpus's {@link PreparedCorpus#sampleBatches}
     * are these batches; its Dataset is a view that converts them when read (writing a prepared corpus, say).
     */
    public static PreparedCorpus finish(SparkSession spark, JavaRDD<ValidatedBatch> checked, ReadSpec spec,
                                        PrepConfig cfg, int dim,
                                        Function<Map<String, Long>, List<CorpusManifest.InputFile>> inputFiles) {
        var tally = PrepTallies.of(checked.flatMap(ValidatedBatch::tallyRows),
                spark.sparkContext().defaultParallelism());
        var kept = checked.filter(b -> b.kept() != null).map(ValidatedBatch::kept);
        var view = spark.createDataFrame(checked.flatMap(ValidatedBatch::rows), ValidatedColumns.SCHEMA);
        if (tally.duplicateRows() > 0) {
            // the duplicate rule and the separate aggregations read the rows as a Dataset several times: cached in
            // Spark's form too (filled from the batches, so the input is not read again), so that each reads its
            // columns rather than converting every row, embedding and all, again. A rare case: the corpus twice.
            view = view.persist(StorageLevel.MEMORY_AND_DISK());
        }
        var rows = view;
        return finish(view, tally, () -> {
            rows.unpersist();
            checked.unpersist();
        }, kept, spec, cfg, dim, inputFiles);
    }

    /**
     * @param release    frees the caller's cache of the checked rows when the run fails
     * @param kept       the kept rows as the read cached them, before the duplicate rule, or null (converted from the
     *                   samples when asked for); not used when an id repeats
     */
    private static PreparedCorpus finish(Dataset<Row> checked, PrepTally tally, Runnable release,
                                         JavaRDD<SampleBatch> kept, ReadSpec spec, PrepConfig cfg, int dim,
                                         Function<Map<String, Long>, List<CorpusManifest.InputFile>> inputFiles) {
        // one job counts what the manifest needs; only a duplicate id (rare) needs the separate aggregations after it
        boolean duplicates = tally.duplicateRows() > 0;
        var validated = duplicates ? Validator.withDuplicates(checked, spec) : checked;
        var counts = duplicates ? RejectCounts.of(validated) : tally.rejectCounts();
        try {
            if (counts.total() == 0) {
                throw new InvalidInputException("no data rows in " + cfg.inputs());
            }
            RejectPolicy.check(validated, counts, cfg.maxRejectFraction());
        } catch (RuntimeException e) {
            release.run();
            throw e;
        }
        var samples = samples(validated, spec);
        var manifest = new CorpusManifest(CorpusManifest.SCHEMA_VERSION, dim,
                inputFiles.apply(counts.rowsBySource()), cfg.idCol(), cfg.labelCol(), cfg.groupCols(),
                counts.total() - counts.rejected(), counts.rejected(), counts.byReasonName(),
                duplicates ? GroupStatistics.of(samples) : tally.groupStats(), spec.storedOrder(), spec.bins().edges(),
                duplicates ? CrossGroupIdentities.of(samples) : tally.identitiesAcrossGroups());
        return new PreparedCorpus(samples, manifest, counts.rejected() == 0 ? null : rejects(validated),
                duplicates ? null : kept);
    }

    /** A --bin must name an attribute column: the id, the label or a column the input lacks is bad input. */
    private static void checkBins(ReadSpec spec) {
        for (var b : spec.bins().all()) {
            if (!spec.attributeCols().contains(b.attribute())) {
                throw new InvalidInputException(Bins.OPTION + " " + b + ": no attribute column '" + b.attribute()
                        + "'; the attribute columns are " + spec.attributeCols());
            }
        }
    }

    /** The kept rows, every attribute column (the spec's, in its order) in the attributes map. */
    private static Dataset<Row> samples(Dataset<Row> validated, ReadSpec spec) {
        var names = spec.attributeCols().stream().map(name -> lit(name)).toArray(Column[]::new);
        return validated.filter(col(ValidatedColumns.REASON).isNull()).select(
                col(RawColumns.ID).as(CorpusColumns.SAMPLE_ID),
                col(RawColumns.LABEL).as(CorpusColumns.LABEL),
                col(ValidatedColumns.GROUP).as(CorpusColumns.GROUP),
                map_from_arrays(array(names), col(RawColumns.ATTRS)).as(CorpusColumns.ATTRIBUTES),
                col(ValidatedColumns.EMBEDDING).as(CorpusColumns.EMBEDDING));
    }

    private static Dataset<Row> rejects(Dataset<Row> validated) {
        return validated.filter(col(ValidatedColumns.REASON).isNotNull()).select(
                col(ValidatedColumns.REJECT_FILE).as("file"),
                col(RawColumns.ROW).as("data_row"),
                col(ValidatedColumns.REJECT_COLUMN).as("column"),
                col(ValidatedColumns.REASON).as("reason"),
                col(ValidatedColumns.DETAIL).as("detail"),
                col(RawColumns.ID).as("sample_id"));
    }

    /** Writes corpus/, manifest.json and (when there are rejects) rejects/, then {@code _SUCCESS}. */
    public static void write(PreparedCorpus c, String outDir) {
        write(c, outDir, out -> { });
    }

    /** {@link #write}, with {@code extra} writing more into the temporary directory before the commit. */
    public static void write(PreparedCorpus c, String outDir, Consumer<AtomicOutput> extra) {
        var conf = c.samples().sparkSession().sparkContext().hadoopConfiguration();
        try (var out = AtomicOutput.begin(conf, outDir)) {
            writeSamples(c.samples(), new Path(out.tempPath(), CorpusLayout.CORPUS).toString());
            out.writeString(CorpusLayout.MANIFEST, ManifestJson.write(c.manifest()));
            writeRejects(c, new Path(out.tempPath(), CorpusLayout.REJECTS).toString());
            extra.accept(out);
            out.commit();
        }
    }

    /**
     * Writes the samples as Parquet, one folder per group: the {@code corpus/} directory of a prepared corpus.
     *
     * <p>The folders are named by {@link CorpusLayout#PART}, a path-safe key of the group (a readable prefix and a
     * hash), and the group's real name is a column inside the files. Why not partition by the name itself, as Spark
     * would: a name is whatever the attribute values are, and as a folder name it breaks the round trip — a long
     * name exceeds the file system's 255-byte limit, {@code __HIVE_DEFAULT_PARTITION__} reads back as null, and
     * Spark's partition discovery may retype a name that looks like a number. Two groups sharing a key (a hash
     * collision) would only share a folder: the name column decides which group a row is in.
     */
    public static void writeSamples(Dataset<Row> samples, String dir) {
        // no dictionary for the embedding: random floats never repeat, and trying costs most of the write;
        // the group name repeats in every row of its file, so it keeps one
        samples.withColumn(CorpusLayout.PART, CorpusLayout.partKey(col(CorpusColumns.GROUP)))
                .write().partitionBy(CorpusLayout.PART)
                .option("parquet.enable.dictionary#" + CorpusColumns.EMBEDDING + ".list.element", "false")
                .option("parquet.enable.dictionary", "false")
                .option("parquet.enable.dictionary#" + CorpusColumns.GROUP, "true")
                .parquet(dir);
    }

    /** Writes only the rejected rows (CSV with header, ordered by file and data row); nothing when none. */
    public static void writeRejects(PreparedCorpus c, String dir) {
        if (c.rejects() == null) {
            return;
        }
        c.rejects().orderBy(col("file"), col("data_row"))
                .write().mode(SaveMode.Overwrite).option("header", true).csv(dir);
    }

    /**
     * The corpus a job was given: with no preparation, the prepared corpus at {@code input} as written; else read and
     * prepared by {@code prep} (for a prepared corpus: regrouped by its --group / --bin).
     */
    public static PreparedCorpus open(SparkSession spark, String input, PrepConfig prep) {
        return prep == null ? load(spark, input) : prepare(spark, prep);
    }

    /** Reads a directory written by {@link #write}; rejects are null when none were written. */
    public static PreparedCorpus load(SparkSession spark, String preppedDir) {
        var conf = spark.sparkContext().hadoopConfiguration();
        var dir = new Path(preppedDir);
        if (!exists(conf, new Path(dir, AtomicOutput.SUCCESS))) {
            throw new InvalidInputException(preppedDir + ": not a complete prepared corpus (no "
                    + AtomicOutput.SUCCESS + "): rerun prep");
        }
        var manifestPath = new Path(dir, CorpusLayout.MANIFEST);
        if (!exists(conf, manifestPath)) {
            throw new InvalidInputException(preppedDir + ": no " + CorpusLayout.MANIFEST + ": not a prepared corpus");
        }
        var manifest = ManifestJson.read(readString(conf, manifestPath), manifestPath.toString());
        var columns = Arrays.stream(CorpusLayout.SAMPLES.fieldNames()).map(n -> col(n)).toArray(Column[]::new);
        var samples = spark.read().schema(CorpusLayout.SAMPLES)
                .parquet(new Path(dir, CorpusLayout.CORPUS).toString()).select(columns);
        var rejectsPath = new Path(dir, CorpusLayout.REJECTS);
        Dataset<Row> rejects = exists(conf, rejectsPath)
                ? spark.read().schema(CorpusLayout.REJECT_ROWS).option("header", true).csv(rejectsPath.toString())
                : null;
        return new PreparedCorpus(samples, manifest, rejects);
    }

    /** True when {@code path} is a directory holding {@code manifest.json}. */
    public static boolean isPrepared(SparkSession spark, String path) {
        var conf = spark.sparkContext().hadoopConfiguration();
        var dir = new Path(path);
        try {
            var fs = dir.getFileSystem(conf);
            return fs.exists(dir) && fs.getFileStatus(dir).isDirectory()
                    && fs.exists(new Path(dir, CorpusLayout.MANIFEST));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot inspect " + path, e);
        }
    }

    private static boolean exists(Configuration conf, Path p) {
        try {
            return p.getFileSystem(conf).exists(p);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot inspect " + p, e);
        }
    }

    private static String readString(Configuration conf, Path p) {
        try (var in = p.getFileSystem(conf).open(p)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + p, e);
        }
    }
}
