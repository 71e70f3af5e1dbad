package org.fairscore.prep.ingest;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.io.SampleSinks;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Reads .npy embedding matrices plus their metadata CSV, distributed by row ranges: each task seeks
 * with the Hadoop FileSystem to its first row (rows are contiguous in C order) and streams its range.
 *
 * <p>Metadata (id, label, attributes) comes from a CSV in the same row order — the configured
 * {@code metadata} file for a single .npy, else {@code <stem>.meta.csv} beside each .npy (what
 * {@link SampleSinks} writes) — read by {@link CsvReader} and joined on the data-row number. The two
 * must have the same number of rows.
 */
public final class NpyReader {
    /** Bytes per task: large enough to amortise the seek, small enough to spread a file over executors. */
    static final long CHUNK_BYTES = 32L << 20;
    /** Hadoop configuration key overriding {@link #CHUNK_BYTES} (tests use it to force many chunks). */
    public static final String CHUNK_BYTES_KEY = "fairscore.npy.chunk.bytes";

    private NpyReader() {
    }

    /** Files read, for the manifest: each .npy with its metadata CSV and their row count. */
    public record Pair(SourceFile npy, SourceFile metadata, long rows) {
    }

    public static List<Pair> pairs(SparkSession spark, List<SourceFile> npyFiles, String metadata, ReadSpec spec) {
        var conf = spark.sparkContext().hadoopConfiguration();
        if (metadata != null && npyFiles.size() != 1) {
            throw new InvalidInputException("--metadata names one CSV but " + npyFiles.size()
                    + " .npy files were given; give one .npy, or put <name>.meta.csv beside each .npy");
        }
        var out = new ArrayList<Pair>();
        for (var npy : npyFiles) {
            var metaPath = metadata != null ? metadata : SampleSinks.metadataPathOf(npy.path());
            if (!exists(conf, metaPath)) {
                throw new InvalidInputException(npy.display() + ": metadata CSV " + metaPath + " not found; write it"
                        + " beside the .npy (same row order: id, label, attributes) or pass --metadata");
            }
            var meta = InputFiles.resolve(conf, List.of(metaPath), "csv").files().get(0);
            var header = NpyHeader.read(conf, npy);
            long metaRows = CsvReader.readMetadata(spark, meta, npy.display(), spec).count();
            if (metaRows != header.rows()) {
                throw new InvalidInputException(npy.display() + " has " + header.rows() + " rows but its metadata "
                        + meta.display() + " has " + metaRows + " data rows; they must match row for row");
            }
            out.add(new Pair(npy, meta, header.rows()));
        }
        return out;
    }

    private static boolean exists(org.apache.hadoop.conf.Configuration conf, String path) {
        try {
            var p = new Path(path);
            return p.getFileSystem(conf).exists(p);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot inspect " + path, e);
        }
    }

    public static Dataset<Row> read(SparkSession spark, List<Pair> pairs, ReadSpec spec) {
        Dataset<Row> all = null;
        for (var pair : pairs) {
            var joined = readOne(spark, pair, spec);
            all = all == null ? joined : all.unionAll(joined);
        }
        return all;
    }

    private static Dataset<Row> readOne(SparkSession spark, Pair pair, ReadSpec spec) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var conf = new SerializableConf(jsc.hadoopConfiguration());
        var header = NpyHeader.read(jsc.hadoopConfiguration(), pair.npy());
        long rowBytes = (long) header.dim() * header.itemSize();
        long rowsPerChunk = Math.max(1, jsc.hadoopConfiguration().getLong(CHUNK_BYTES_KEY, CHUNK_BYTES) / rowBytes);
        var chunks = new ArrayList<Chunk>();
        for (long start = 0; start < header.rows(); start += rowsPerChunk) {
            chunks.add(new Chunk(pair.npy(), header, start, Math.min(header.rows(), start + rowsPerChunk)));
        }
        var embeddings = spark.createDataFrame(
                jsc.parallelize(chunks, Math.max(1, chunks.size())).flatMap(c -> c.rows(conf)), RawColumns.SCHEMA)
                .select(RawColumns.SOURCE, RawColumns.ROW, RawColumns.EMBEDDING);
        var metadata = CsvReader.readMetadata(spark, pair.metadata(), pair.npy().display(), spec)
                .drop(RawColumns.EMBEDDING);
        var columns = Arrays.stream(RawColumns.SCHEMA.fieldNames()).map(functions::col).toArray(Column[]::new);
        var joinKeys = CollectionConverters.asScala(List.of(RawColumns.SOURCE, RawColumns.ROW)).toSeq();
        return metadata.join(embeddings, joinKeys, "inner").select(columns);
    }

    /** Rows [start, end) of one .npy file (0-based). */
    record Chunk(SourceFile file, NpyHeader header, long start, long end) implements Serializable {
        Iterator<Row> rows(SerializableConf conf) throws IOException {
            var path = new Path(file.path());
            FSDataInputStream in = path.getFileSystem(conf.get()).open(path, 1 << 20);
            in.seek(header.dataOffset() + start * header.dim() * (long) header.itemSize());
            var ctx = TaskContext.get();
            if (ctx != null) {
                ctx.addTaskCompletionListener((org.apache.spark.util.TaskCompletionListener) c -> closeQuietly(in));
            }
            return new Iterator<>() {
                private final byte[] buf = new byte[header.dim() * header.itemSize()];
                private long next = start;

                @Override
                public boolean hasNext() {
                    if (next >= end) {
                        closeQuietly(in);
                        return false;
                    }
                    return true;
                }

                @Override
                public Row next() {
                    if (!hasNext()) {
                        throw new NoSuchElementException();
                    }
                    try {
                        in.readFully(buf);
                    } catch (IOException e) {
                        throw new UncheckedIOException("cannot read " + file.display() + " at row " + (next + 1), e);
                    }
                    var bb = ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN);
                    var values = new double[header.dim()];
                    for (int j = 0; j < values.length; j++) {
                        values[j] = header.itemSize() == 4 ? bb.getFloat() : bb.getDouble();
                    }
                    next++;
                    return RawColumns.row(file.display(), file.display(), next, null, null, List.of(), values,
                            false, null, null);
                }
            };
        }

        private static void closeQuietly(FSDataInputStream in) {
            try {
                in.close();
            } catch (IOException ignored) {
                // the data were read; a failed close of a read-only stream loses nothing
            }
        }
    }
}
