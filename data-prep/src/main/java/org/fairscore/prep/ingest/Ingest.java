package org.fairscore.prep.ingest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.CorpusManifest.InputFile;

/** Dispatches to the reader of the resolved format. */
public final class Ingest {
    private Ingest() {
    }

    /**
     * The raw rows, and a way to list the files read once their row counts are known.
     *
     * @param npyPairs for .npy input: each .npy with its metadata CSV; else empty
     * @param rows     the same rows as Java objects (embeddings as double[], or float[] from a float32 .npy) when
     *                 the reader builds them itself; validating these skips Spark's per-element conversion (null for
     *                 Parquet)
     * @param spec     what was read: the requested spec storing every other column of the input
     *                 ({@link StoredColumns}); the rows' attrs are in its {@link ReadSpec#attributeCols} order
     * @param headerDimension the dimension the files' headers fix ({@link ReaderRows#dimension}), or null
     */
    public record RawInput(Dataset<Row> raw, InputFiles.Resolved resolved, List<NpyReader.Pair> npyPairs,
                           JavaRDD<Row> rows, ReadSpec spec, Integer headerDimension) {
        /**
         * The dimension every row has, when the format fixes it without reading the rows (.npy files of
         * one shape, CSV files of one split width, Arrow files of one FixedSizeList size); else null, and it is
         * inferred from the rows.
         */
        public Integer knownDimension() {
            if (headerDimension != null) {
                return headerDimension;
            }
            var dims = npyPairs.stream().map(NpyReader.Pair::dim).distinct().toList();
            return dims.size() == 1 ? dims.get(0) : null;
        }

        /**
         * Rows in each partition of {@link #rows} but a file's last, when the reader cuts them so (.npy files: row
         * ranges of {@link NpyReader.Pair#rowsPerChunk}; the largest when files differ); 0 when it does not know.
         */
        public long rowsPerPartition() {
            return npyPairs.stream().mapToLong(NpyReader.Pair::rowsPerChunk).max().orElse(0);
        }

        /** Files for the manifest; {@code rows} maps a source's display name to its data-row count. */
        public List<InputFile> inputFiles(Map<String, Long> rows) {
            var out = new ArrayList<InputFile>();
            if (!npyPairs.isEmpty()) {
                for (var p : npyPairs) {
                    out.add(new InputFile(p.npy().display(), InputFormat.NPY.id(), p.rows()));
                    out.add(new InputFile(p.metadata().display(), InputFormat.CSV.id(), p.rows()));
                }
                return out;
            }
            for (var f : resolved.files()) {
                out.add(new InputFile(f.display(), resolved.format().id(), rows.getOrDefault(f.display(), 0L)));
            }
            return out;
        }
    }

    /** @param read a reader's rows; a .npy's dimension comes from {@code pairs} instead */
    private static RawInput javaRows(SparkSession spark, ReaderRows read, InputFiles.Resolved resolved,
                                     List<NpyReader.Pair> pairs, ReadSpec spec) {
        return new RawInput(spark.createDataFrame(read.rows().map(RawColumns::widened), RawColumns.SCHEMA), resolved,
                pairs, read.rows(), spec, read.dimension());
    }

    public static RawInput read(SparkSession spark, List<String> inputs, String format, String metadata,
            ReadSpec spec) {
        var resolved = InputFiles.resolve(spark.sparkContext().hadoopConfiguration(), inputs, format);
        var files = resolved.files();
        var conf = spark.sparkContext().hadoopConfiguration();
        return switch (resolved.format()) {
            case PARQUET -> {
                var read = ParquetReader.readStoring(spark, files, spec);
                yield new RawInput(read.raw(), resolved, List.of(), null, read.spec(), null);
            }
            case CSV -> {
                var full = spec.storing(CsvReader.storedColumns(conf, files, spec, true));
                yield javaRows(spark, CsvReader.rows(spark, files, full), resolved, List.of(), full);
            }
            case ARROW -> {
                var full = spec.storing(ArrowIpcReader.storedColumns(conf, files, spec));
                yield javaRows(spark, ArrowIpcReader.rows(spark, files, full), resolved, List.of(), full);
            }
            case NPY -> {
                var pairs = NpyReader.pairs(spark, files, metadata, spec);
                var metadataFiles = pairs.stream().map(NpyReader.Pair::metadata).toList();
                var full = spec.storing(CsvReader.storedColumns(conf, metadataFiles, spec, false));
                yield javaRows(spark, new ReaderRows(NpyReader.rows(spark, pairs, full), null), resolved, pairs, full);
            }
        };
    }
}
