package org.fairscore.jobs.scoring;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.unsafe.Platform;
import org.apache.spark.unsafe.hash.Murmur3_x86_32;
import org.fairscore.core.model.CorpusColumns;
import scala.Tuple2;

/**
 * Packs a prepared corpus into {@link Block}s. Scoring blocks: a group of n samples gets ⌈n / blockSize⌉
 * blocks and a sample goes to block hash(sample_id) mod blocks (about n / blocks rows each, binomial
 * spread). Identity blocks: all samples of one (group, label). Rows are sorted by sample id inside a
 * block, so every pass sees the same pairs in the same order. Memory per task: one block.
 */
public final class BlockBuilder {
    private BlockBuilder() {
    }

    /** Scoring blocks by id; {@code blocksPerGroup} from the group sizes. */
    public static JavaPairRDD<BlockId, Block> build(JavaRDD<SampleRow> rows, Map<String, Integer> blocksPerGroup,
                                                   int partitions) {
        var counts = Map.copyOf(blocksPerGroup);
        return rows
                .mapToPair(row -> {
                    int blocks = counts.get(row.group());
                    return new Tuple2<>(new BlockId(row.group(), Math.floorMod(hash(row.id(), 17), blocks)), row);
                })
                .groupByKey(partitions)
                .mapToPair(t -> new Tuple2<>(t._1(), toBlock(t._1().group(), t._1().index(), t._2())));
    }

    /** One block per (group, label) with at least two samples: the genuine pairs. */
    public static JavaRDD<Block> identities(JavaRDD<SampleRow> rows, int partitions) {
        return rows
                .mapToPair(row -> new Tuple2<>(new Tuple2<>(row.group(), row.label()), row))
                .groupByKey(partitions)
                .map(t -> toBlock(t._1()._1(), 0, t._2()))
                .filter(b -> b.rows() >= 2);
    }

    /** Keeps each sample with probability {@code fraction}, by a seeded hash of its id (reproducible). */
    public static JavaRDD<SampleRow> sampleRows(JavaRDD<SampleRow> rows, double fraction, long seed) {
        if (fraction >= 1.0) {
            return rows;
        }
        long threshold = (long) (fraction * 0x1p31);
        int s = (int) (seed ^ (seed >>> 32));
        return rows.filter(r -> (hash(r.id(), s) & 0x7FFFFFFFL) < threshold);
    }

    public static int blocksFor(long samples, int blockSize) {
        return (int) Math.max(1, (samples + blockSize - 1) / blockSize);
    }

    /** ⌈n / blockSize⌉ blocks for each group of {@code sizes}, in its order. */
    public static Map<String, Integer> blocksPerGroup(Map<String, Long> sizes, int blockSize) {
        var out = new java.util.LinkedHashMap<String, Integer>();
        sizes.forEach((g, n) -> out.put(g, blocksFor(n, blockSize)));
        return out;
    }

    /**
     * The corpus as compact rows. Why Spark's internal rows: the public Row API boxes every embedding
     * value into a java.lang.Float, and shuffling boxed arrays with Java serialisation is two orders of
     * magnitude slower than shuffling a float[].
     */
    public static JavaRDD<SampleRow> rows(Dataset<Row> samples) {
        return samples.select(CorpusColumns.SAMPLE_ID, CorpusColumns.LABEL, CorpusColumns.GROUP, CorpusColumns.EMBEDDING)
                .queryExecution().toRdd().toJavaRDD()
                .map(r -> new SampleRow(r.getUTF8String(0).toString(), r.getUTF8String(1).toString(),
                        r.getUTF8String(2).toString(), r.getArray(3).toFloatArray()));
    }

    /** One sample, compact: what blocks are built from. */
    public record SampleRow(String id, String label, String group, float[] embedding) implements java.io.Serializable {
    }

    private static Block toBlock(String group, int index, Iterable<SampleRow> rows) {
        List<SampleRow> list = new ArrayList<>();
        rows.forEach(list::add);
        list.sort(Comparator.comparing(SampleRow::id));
        int n = list.size();
        int dim = n == 0 ? 0 : list.get(0).embedding().length;
        float[] data = new float[n * dim];
        long[] hashes = new long[n];
        long[] idHashes = new long[n];
        String[] labels = new String[n];
        for (int i = 0; i < n; i++) {
            SampleRow r = list.get(i);
            System.arraycopy(r.embedding(), 0, data, i * dim, dim);
            labels[i] = r.label();
            hashes[i] = hash64(labels[i]);
            idHashes[i] = hash64(r.id());
        }
        return new Block(group, index, n, dim, data, hashes, labels, idHashes);
    }

    /** 64 bits from two independent 32-bit hashes: a filter, never trusted alone for equality. */
    static long hash64(String s) {
        return ((long) s.hashCode() << 32) | (hash(s, 42) & 0xFFFFFFFFL);
    }

    private static int hash(String s, int seed) {
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        return Murmur3_x86_32.hashUnsafeBytes(bytes, Platform.BYTE_ARRAY_OFFSET, bytes.length, seed);
    }

    /** A block's id: group and index within the group. */
    public record BlockId(String group, int index) implements java.io.Serializable {
    }
}
