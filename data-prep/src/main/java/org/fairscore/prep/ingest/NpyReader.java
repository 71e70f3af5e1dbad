package org.fairscore.prep.ingest;

import java.io.EOFException;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.apache.spark.Partitioner;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.io.SampleSinks;
import scala.Tuple2;

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

    /** Files read, for the manifest: each .npy with its metadata CSV, their row count and the .npy's d. */
    public record Pair(SourceFile npy, SourceFile metadata, long rows, int dim) {
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
            long metaRows = CsvReader.metadataRows(conf, meta, spec);
            if (metaRows != header.rows()) {
                throw new InvalidInputException(npy.display() + " has " + header.rows() + " rows but its metadata "
                        + meta.display() + " has " + metaRows + " data rows; they must match row for row");
            }
            out.add(new Pair(npy, meta, header.rows(), header.dim()));
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
        return spark.createDataFrame(rows(spark, pairs, spec), RawColumns.SCHEMA);
    }

    /** {@link #read} as raw Java rows (embeddings as double[]), before any conversion to Spark's rows. */
    public static JavaRDD<Row> rows(SparkSession spark, List<Pair> pairs, ReadSpec spec) {
        JavaRDD<Row> all = null;
        for (var pair : pairs) {
            var one = readOne(spark, pair, spec);
            all = all == null ? one : all.union(one);
        }
        return all;
    }

    private static JavaRDD<Row> readOne(SparkSession spark, Pair pair, ReadSpec spec) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var conf = new SerializableConf(jsc.hadoopConfiguration());
        var header = NpyHeader.read(jsc.hadoopConfiguration(), pair.npy());
        long rowBytes = (long) header.dim() * header.itemSize();
        // chunks of at most CHUNK_BYTES, their number a multiple of the cores so that no core idles in the last wave
        long bySize = Math.max(1, jsc.hadoopConfiguration().getLong(CHUNK_BYTES_KEY, CHUNK_BYTES) / rowBytes);
        int cores = Math.max(1, jsc.defaultParallelism());
        long count = (header.rows() + bySize - 1) / bySize;
        long balanced = (count + cores - 1) / cores * cores;
        long rowsPerChunk = Math.max(1, (header.rows() + balanced - 1) / balanced);
        var chunks = new ArrayList<Chunk>();
        for (long start = 0; start < header.rows(); start += rowsPerChunk) {
            chunks.add(new Chunk(pair.npy(), header, start, Math.min(header.rows(), start + rowsPerChunk)));
        }
        // metadata rows go to the partition of the chunk holding their embeddings, sorted by row, and the two
        // are zipped: only the small metadata is shuffled, never the embeddings
        var embeddings = jsc.parallelize(chunks, Math.max(1, chunks.size())).flatMap(c -> c.rows(conf));
        var metadata = CsvReader.readMetadataRows(jsc, pair.metadata(), pair.npy().display(), spec)
                .mapToPair(r -> new Tuple2<>(r.getLong(ROW_INDEX), r))
                .repartitionAndSortWithinPartitions(new RowRangePartitioner(rowsPerChunk, chunks.size()))
                .values();
        return embeddings.zipPartitions(metadata, NpyReader::align);
    }

    private static final int ROW_INDEX = RawColumns.SCHEMA.fieldIndex(RawColumns.ROW);
    private static final int EMBEDDING_INDEX = RawColumns.SCHEMA.fieldIndex(RawColumns.EMBEDDING);

    /** Pairs the embedding rows of one chunk with its metadata rows, both ascending by data row. */
    private static Iterator<Row> align(Iterator<Row> embeddings, Iterator<Row> metadata) {
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                boolean more = embeddings.hasNext();
                if (more != metadata.hasNext()) {
                    throw new IllegalStateException("the .npy and its metadata CSV disagree on a chunk's rows");
                }
                return more;
            }

            @Override
            public Row next() {
                Row e = embeddings.next();
                Row m = metadata.next();
                if (e.getLong(ROW_INDEX) != m.getLong(ROW_INDEX)) {
                    throw new IllegalStateException("data row " + e.getLong(ROW_INDEX) + " of the .npy met row "
                            + m.getLong(ROW_INDEX) + " of its metadata");
                }
                Object[] values = new Object[m.length()];
                for (int i = 0; i < values.length; i++) {
                    values[i] = m.get(i);
                }
                values[EMBEDDING_INDEX] = e.get(EMBEDDING_INDEX);
                return RowFactory.create(values);
            }
        };
    }

    /** Data row r (1-based) to the partition of the chunk holding it. */
    private static final class RowRangePartitioner extends Partitioner {
        private static final long serialVersionUID = 1L;
        private final long rowsPerChunk;
        private final int chunks;

        RowRangePartitioner(long rowsPerChunk, int chunks) {
            this.rowsPerChunk = rowsPerChunk;
            this.chunks = chunks;
        }

        @Override
        public int numPartitions() {
            return Math.max(1, chunks);
        }

        @Override
        public int getPartition(Object key) {
            return (int) Math.min(chunks - 1, ((Long) key - 1) / rowsPerChunk);
        }
    }

    /** Rows [start, end) of one .npy file (0-based). */
    record Chunk(SourceFile file, NpyHeader header, long start, long end) implements Serializable {
        Iterator<Row> rows(SerializableConf conf) throws IOException {
            var path = new Path(file.path());
            FSDataInputStream in = path.getFileSystem(conf.get()).open(path, 1 << 20);
            try {
                in.seek(header.dataOffset() + start * header.dim() * (long) header.itemSize());
            } catch (EOFException e) {
                closeQuietly(in);
                throw new InvalidInputException(file.display() + ": truncated .npy: it ends before data row "
                        + (start + 1) + " (was it replaced while being read?)", e);
            }
            var ctx = TaskContext.get();
            if (ctx != null) {
                ctx.addTaskCompletionListener((org.apache.spark.util.TaskCompletionListener) c -> closeQuietly(in));
            }
            return new Iterator<>() {
                private final byte[] buf = new byte[header.dim() * header.itemSize()];
                // views of buf, decoded in bulk (a get per value cost a fifth of the read, profiled)
                private final FloatBuffer floats = ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer();
                private final DoubleBuffer doubles = ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN).asDoubleBuffer();
                private final float[] row = new float[header.itemSize() == 4 ? header.dim() : 0];
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
                    } catch (EOFException e) {
                        // the driver checked the length against the header, so the file was cut since: bad input,
                        // and an exception type that survives the task's serialisation to the driver
                        throw new InvalidInputException(file.display() + ": truncated .npy: it ends inside data row "
                                + (next + 1) + " (was it replaced while being read?)", e);
                    } catch (IOException e) {
                        throw new UncheckedIOException("cannot read " + file.display() + " at row " + (next + 1), e);
                    }
                    var values = new double[header.dim()];
                    if (header.itemSize() == 4) {
                        floats.clear();
                        floats.get(row);
                        for (int j = 0; j < values.length; j++) {
                            values[j] = row[j];
                        }
                    } else {
                        doubles.clear();
                        doubles.get(values);
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
