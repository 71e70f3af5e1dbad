package org.fairscore.jobs.scoring;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.unsafe.hash.Murmur3_x86_32;
import org.fairscore.core.model.CorpusColumns;
import scala.Tuple2;
import scala.collection.Seq;

/**
 * Packs a prepared corpus into {@link Block}s. A group of n samples gets ⌈n / blockSize⌉ blocks; a sample
 * goes to block hash(sample_id) mod blocks, so blocks hold about n / blocks rows (binomial spread).
 * Rows are sorted by sample id inside a block, which makes every pass see the same tiles in the same
 * order. Memory per task: one block, blockSize × d floats.
 */
public final class BlockBuilder {
    private BlockBuilder() {
    }

    /** Block id → block. {@code blocksPerGroup} from the manifest's group sizes. */
    public static JavaPairRDD<BlockId, Block> build(Dataset<Row> samples, Map<String, Integer> blocksPerGroup,
                                                   int partitions) {
        var counts = Map.copyOf(blocksPerGroup);
        return samples.select(CorpusColumns.SAMPLE_ID, CorpusColumns.LABEL, CorpusColumns.GROUP, CorpusColumns.EMBEDDING)
                .javaRDD()
                .mapToPair(row -> {
                    String id = row.getString(0);
                    String group = row.getString(2);
                    int blocks = counts.get(group);
                    return new Tuple2<>(new BlockId(group, Math.floorMod(hash(id, 17), blocks)), row);
                })
                .groupByKey(partitions)
                .mapToPair(t -> new Tuple2<>(t._1(), toBlock(t._1(), t._2())));
    }

    public static int blocksFor(long samples, int blockSize) {
        return (int) Math.max(1, (samples + blockSize - 1) / blockSize);
    }

    private static Block toBlock(BlockId id, Iterable<Row> rows) {
        List<Row> list = new ArrayList<>();
        rows.forEach(list::add);
        list.sort(Comparator.comparing(r -> r.getString(0)));
        int n = list.size();
        int dim = -1;
        float[] data = null;
        long[] hashes = new long[n];
        String[] labels = new String[n];
        for (int i = 0; i < n; i++) {
            Row r = list.get(i);
            Seq<Object> emb = r.getSeq(3);
            if (dim < 0) {
                dim = emb.size();
                data = new float[n * dim];
            }
            int base = i * dim;
            var it = emb.iterator();
            for (int k = 0; k < dim; k++) {
                data[base + k] = (Float) it.next();
            }
            labels[i] = r.getString(1);
            hashes[i] = labelHash(labels[i]);
        }
        return new Block(id.group(), id.index(), n, dim, data, hashes, labels);
    }

    static long labelHash(String label) {
        return ((long) label.hashCode() << 32) | (hash(label, 42) & 0xFFFFFFFFL);
    }

    private static int hash(String s, int seed) {
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        return Murmur3_x86_32.hashUnsafeBytes(bytes, org.apache.spark.unsafe.Platform.BYTE_ARRAY_OFFSET, bytes.length, seed);
    }

    /** A block's id: group and index within the group. */
    public record BlockId(String group, int index) implements java.io.Serializable {
    }
}
