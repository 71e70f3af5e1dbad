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
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.io.SampleSinks;

/**
 * Reads .npy embedding matrices plus their metadata CSV, distributed by row ranges: each task seeks
 * with the Hadoop FileSystem to its first row (rows are contiguous in C order) and streams its range.
 *
 * <p>Metadata (id, label, attributes) comes from a CSV in the same row order — the configured
 * {@code metadata} file for a single .npy, else {@code <stem>.meta.csv} beside each .npy (what
 * {@link SampleSinks} writes). The two must have the same number of rows. The driver counts the CSV's records
 * (as {@link CsvReader} numbers them) and notes where each chunk's first record starts ({@link CsvRecords#index});
 * each task then reads its row range from both files side by side. Why not a join: shuffling the metadata rows to
 * their chunks (Java serialisation, a sort, size estimates of every row) cost more than reading and validating the
 * embeddings (profiled, 80k × 512: about half of the read's task time).
 */
public final class NpyReader {
    /** Bytes per task: large enough to amortise the seek, small enough to spread a file over executors. */
    static final long CHUNK_BYTES = 32L << 20;
    /** Hadoop configuration key overriding {@link #CHUNK_BYTES} (tests use it to force many chunks). */
    public static final String CHUNK_BYTES_KEY = "fairscore.npy.chunk.bytes";

    private NpyReader() {
    }

    /**
     * Files read, for the manifest: each .npy with its metadata CSV and the .npy's header (read once, on the driver);
     * and how the reading is cut: rows per chunk, and where each chunk's first metadata record starts.
     */
    public record Pair(SourceFile npy, SourceFile metadata, NpyHeader header, long rowsPerChunk,
                       long[] metadataStarts) {
        /** Data rows of both files (they were checked to match). */
        public long rows() {
            return header.rows();
        }

        public int dim() {
            return header.dim();
        }
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
            long rowsPerChunk = rowsPerChunk(conf, header, spark.sparkContext().defaultParallelism());
            var index = CsvReader.metadataIndex(conf, meta, spec, rowsPerChunk);
            if (index.rows() != header.rows()) {
                throw new InvalidInputException(npy.display() + " has " + header.rows() + " rows but its metadata "
                        + meta.display() + " has " + index.rows() + " data rows; they must match row for row");
            }
            out.add(new Pair(npy, meta, header, rowsPerChunk, index.starts()));
        }
        return out;
    }

    private static boolean exists(Configuration conf, String path) {
        try {
            var p = new Path(path);
            return p.getFileSystem(conf).exists(p);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot inspect " + path, e);
        }
    }

    /**
     * The .npy files and their metadata as raw Java rows in {@link RawColumns#SCHEMA}'s order, before any conversion to
     * Spark's rows: embeddings as float[] for a float32 file, double[] for a float64 one.
     */
    public static JavaRDD<Row> rows(SparkSession spark, List<Pair> pairs, ReadSpec spec) {
        JavaRDD<Row> all = null;
        for (var pair : pairs) {
            var one = readOne(spark, pair, spec);
            all = all == null ? one : all.union(one);
        }
        return all;
    }

    /**
     * Rows per task: chunks of at most {@link #CHUNK_BYTES} of embeddings, their number a multiple of the cores so that
     * no core idles in the last wave.
     */
    static long rowsPerChunk(Configuration conf, NpyHeader header, int parallelism) {
        long rowBytes = Math.max(1, (long) header.dim() * header.itemSize());
        long bySize = Math.max(1, conf.getLong(CHUNK_BYTES_KEY, CHUNK_BYTES) / rowBytes);
        int cores = Math.max(1, parallelism);
        long count = Math.max(1, (header.rows() + bySize - 1) / bySize);
        long balanced = (count + cores - 1) / cores * cores;
        return Math.max(1, (header.rows() + balanced - 1) / balanced);
    }

    private static JavaRDD<Row> readOne(SparkSession spark, Pair pair, ReadSpec spec) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var conf = new SerializableConf(jsc.hadoopConfiguration());
        var header = pair.header();
        var chunks = new ArrayList<Chunk>();
        for (long start = 0, k = 0; start < header.rows(); start += pair.rowsPerChunk(), k++) {
            chunks.add(new Chunk(pair.npy(), header, start, Math.min(header.rows(), start + pair.rowsPerChunk()),
                    pair.metadata(), pair.metadataStarts()[(int) k]));
        }
        var parser = CsvReader.metadataParser(jsc.hadoopConfiguration(), pair.metadata(), pair.npy().display(), spec);
        return jsc.parallelize(chunks, Math.max(1, chunks.size())).flatMap(c -> c.rows(conf, parser));
    }

    private static final int EMBEDDING_INDEX = RawColumns.SCHEMA.fieldIndex(RawColumns.EMBEDDING);

    /**
     * Rows [start, end) of one .npy file (0-based) with their metadata records, the first of which starts at byte
     * {@code metadataStart} of {@code metadata}.
     */
    record Chunk(SourceFile file, NpyHeader header, long start, long end, SourceFile metadata, long metadataStart)
            implements Serializable {
        Iterator<Row> rows(SerializableConf conf, CsvRecordParser parser) throws IOException {
            var path = new Path(file.path());
            FSDataInputStream in = path.getFileSystem(conf.get()).open(path, 1 << 20);
            var ctx = TaskContext.get();
            if (ctx != null) {
                ctx.addTaskCompletionListener((org.apache.spark.util.TaskCompletionListener) c -> closeQuietly(in));
            }
            try {
                in.seek(header.dataOffset() + start * header.dim() * (long) header.itemSize());
            } catch (EOFException e) {
                closeQuietly(in);
                throw new InvalidInputException(file.display() + ": truncated .npy: it ends before data row "
                        + (start + 1) + " (was it replaced while being read?)", e);
            }
            var metaPath = new Path(metadata.path());
            FSDataInputStream metaIn = metaPath.getFileSystem(conf.get()).open(metaPath, 1 << 16);
            if (ctx != null) {
                ctx.addTaskCompletionListener((org.apache.spark.util.TaskCompletionListener) c -> closeQuietly(metaIn));
            }
            try {
                metaIn.seek(metadataStart);
            } catch (EOFException e) {
                closeQuietly(metaIn);
                throw new InvalidInputException(metadata.display() + ": it ends before data row " + (start + 1)
                        + ", which it had when the run began (was it replaced while being read?)", e);
            }
            var records = new CsvRecordScanner(metaIn, metadataStart);
            return new Iterator<>() {
                private final byte[] buf = new byte[header.dim() * header.itemSize()];
                // views of buf, decoded in bulk (a get per value cost a fifth of the read, profiled)
                private final FloatBuffer floats = ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer();
                private final DoubleBuffer doubles = ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN).asDoubleBuffer();
                private long next = start;

                @Override
                public boolean hasNext() {
                    if (next >= end) {
                        closeQuietly(in);
                        closeQuietly(metaIn);
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
                    // float32 stays float[]: widening it to double[] here doubled the garbage of the read
                    Object values;
                    if (header.itemSize() == 4) {
                        var f = new float[header.dim()];
                        floats.clear();
                        floats.get(f);
                        values = f;
                    } else {
                        var d = new double[header.dim()];
                        doubles.clear();
                        doubles.get(d);
                        values = d;
                    }
                    next++;
                    Row m = parser.parse(metadataRecord(next));
                    Object[] cells = new Object[m.length()];
                    for (int i = 0; i < cells.length; i++) {
                        cells[i] = m.get(i);
                    }
                    cells[EMBEDDING_INDEX] = values;
                    return RowFactory.create(cells);
                }

                /** The metadata record of data row {@code row}, the next one of the CSV. */
                private CsvRecord metadataRecord(long row) {
                    try {
                        if (!records.next()) {
                            throw new InvalidInputException(metadata.display() + ": it ends before data row " + row
                                    + ", which it had when the run began (was it replaced while being read?)");
                        }
                    } catch (IOException e) {
                        throw new UncheckedIOException("cannot read " + metadata.display() + " at data row " + row, e);
                    }
                    return records.copy(row);
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
