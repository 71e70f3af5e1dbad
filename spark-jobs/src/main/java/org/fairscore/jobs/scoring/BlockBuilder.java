package org.fairscore.jobs.scoring;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.apache.spark.Partition;
import org.apache.spark.Partitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.rdd.PartitionCoalescer;
import org.apache.spark.rdd.PartitionGroup;
import org.apache.spark.rdd.RDD;
import org.apache.spark.unsafe.Platform;
import org.apache.spark.unsafe.hash.Murmur3_x86_32;
import org.fairscore.prep.SampleBatch;
import scala.Option;
import scala.Tuple2;

/**
 * Packs a prepared corpus into {@link Block}s. Scoring blocks: a group of n samples gets ⌈n / blockSize⌉
 * blocks and a sample goes to block hash(label) mod blocks, so every identity lies whole in one block:
 * its genuine pairs are found inside the block ({@link #identities}) with no second shuffle of the
 * corpus. Blocks hold about n / blocks rows (binomial spread, plus at most the largest identity).
 * Rows are sorted by sample id inside a block, so every pass sees the same pairs in the same order.
 * Memory per task: one block.
 */
public final class BlockBuilder {
    private BlockBuilder() {
    }

    /**
     * Scoring blocks by id, placed by {@code partitioner} (a {@link BlockPartitioner} balances the
     * diagonal tiles that are scored where the blocks lie). Each map task first packs its rows into
     * parts of blocks, so the shuffle moves a few bulk arrays per task ({@link BlockWire}) instead of a
     * serialised object per sample; the parts of a block are merged in sample-id order. Memory per map
     * task: its input split (usually the read's cache: references only), once more as parts.
     */
    public static JavaPairRDD<BlockId, Block> build(JavaRDD<SampleBatch> batches, Map<String, Integer> blocksPerGroup,
                                                   Partitioner partitioner) {
        var counts = Map.copyOf(blocksPerGroup);
        return batches
                .mapPartitionsToPair(it -> {
                    List<SampleBatch> read = new ArrayList<>();
                    var byBlock = rowsByBlock(it, counts, id -> true, read);
                    List<Tuple2<BlockId, BlockPart>> parts = new ArrayList<>(byBlock.size());
                    byBlock.forEach((id, refs) -> parts.add(new Tuple2<>(id, BlockPart.of(id, read, refs))));
                    return parts.iterator();
                })
                .groupByKey(partitioner)
                .mapToPair(t -> new Tuple2<>(t._1(), BlockPart.merge(t._2())));
    }

    /**
     * The blocks of {@link #build}, row for row and float for float, those of each partition built by one task that
     * reads every batch — no shuffle. For batches held in this JVM's memory (the read's cache on local Spark): reading them
     * again is then a walk over references, where the shuffle packed every embedding into parts, wrote them to files,
     * read them back and merged them, three copies of the corpus in new memory besides the blocks themselves, and a
     * stage of its own (80k × 512 .npy audit, event log: the shuffle's two stages with genuine pass 1 took 2.8 to
     * 3.1 s, the gathering one 1.4 s; docs/performance.md, tenth round). On a cluster each task would fetch the whole
     * corpus: use {@link #build} there. Memory per task: references to every batch, and the task's blocks.
     */
    public static JavaPairRDD<BlockId, Block> gather(JavaRDD<SampleBatch> batches, Map<String, Integer> blocksPerGroup,
                                                    BlockPartitioner placed) {
        var counts = Map.copyOf(blocksPerGroup);
        RDD<SampleBatch> every = batches.rdd().coalesce(placed.numPartitions(), false,
                Option.<PartitionCoalescer>apply(new EveryParent()), null);
        JavaRDD<Tuple2<BlockId, Block>> gathered = new JavaRDD<>(every, batches.classTag())
                .mapPartitionsWithIndex((p, it) -> {
                    List<SampleBatch> read = new ArrayList<>();
                    var byBlock = rowsByBlock(it, counts, id -> placed.getPartition(id) == p, read);
                    List<Tuple2<BlockId, Block>> blocks = new ArrayList<>(byBlock.size());
                    byBlock.entrySet().stream()
                            .sorted(Map.Entry.comparingByKey(Comparator.comparing(BlockId::group)
                                    .thenComparingInt(BlockId::index)))
                            .forEach(e -> blocks.add(new Tuple2<>(e.getKey(),
                                    BlockPart.of(e.getKey(), read, e.getValue()).rows())));
                    return blocks.iterator();
                }, true);
        return JavaPairRDD.fromJavaRDD(gathered);
    }

    /**
     * Every row of {@code batches} (each added to {@code read}) by its scoring block, as (batch &lt;&lt; 32 | row): a
     * long per sample, not an object; only the blocks {@code wanted} accepts.
     */
    private static Map<BlockId, LongList> rowsByBlock(Iterator<SampleBatch> batches, Map<String, Integer> counts,
                                                      Predicate<BlockId> wanted, List<SampleBatch> read) {
        Map<BlockId, LongList> byBlock = new HashMap<>();
        while (batches.hasNext()) {
            var batch = batches.next();
            int at = read.size();
            read.add(batch);
            for (int i = 0; i < batch.rows(); i++) {
                String group = batch.groups()[i];
                var id = new BlockId(group, Math.floorMod(hash(batch.labels()[i], 17), counts.get(group)));
                if (wanted.test(id)) {
                    byBlock.computeIfAbsent(id, k -> new LongList()).add(((long) at << 32) | i);
                }
            }
        }
        return byBlock;
    }

    /** Each of the coalesced partitions is every parent partition ({@link #gather}). */
    private record EveryParent() implements PartitionCoalescer, Serializable {
        @Override
        public PartitionGroup[] coalesce(int maxPartitions, RDD<?> parent) {
            var out = new PartitionGroup[maxPartitions];
            for (int i = 0; i < maxPartitions; i++) {
                out[i] = new PartitionGroup(Option.empty());
                for (Partition part : parent.partitions()) {
                    out[i].partitions().$plus$eq(part);
                }
            }
            return out;
        }
    }

    /** A growable list of longs (rows' references), without boxing. */
    private static final class LongList {
        private long[] values = new long[16];
        private int size;

        void add(long v) {
            if (size == values.length) {
                values = Arrays.copyOf(values, 2 * size);
            }
            values[size++] = v;
        }
    }

    /** Rows of one block gathered in one map task, sorted by sample id, with their ids (to merge parts in id order). */
    record BlockPart(String[] ids, Block rows) implements Serializable {
        /** The rows {@code refs} (batch &lt;&lt; 32 | row) of {@code batches}, sorted by sample id. */
        static BlockPart of(BlockId id, List<SampleBatch> batches, LongList refs) {
            Long[] sorted = new Long[refs.size];
            for (int k = 0; k < sorted.length; k++) {
                sorted[k] = refs.values[k];
            }
            Arrays.sort(sorted, Comparator.comparing(r -> batches.get((int) (r >>> 32)).ids()[(int) (long) r]));
            int n = sorted.length;
            int dim = batches.get((int) (sorted[0] >>> 32)).dim();
            float[] data = new float[n * dim];
            long[] hashes = new long[n];
            long[] idHashes = new long[n];
            String[] labels = new String[n];
            String[] ids = new String[n];
            for (int k = 0; k < n; k++) {
                SampleBatch b = batches.get((int) (sorted[k] >>> 32));
                int i = (int) (long) sorted[k];
                System.arraycopy(b.embeddings(), i * dim, data, k * dim, dim);
                ids[k] = b.ids()[i];
                labels[k] = b.labels()[i];
                hashes[k] = hash64(labels[k]);
                idHashes[k] = hash64(ids[k]);
            }
            return new BlockPart(ids, new Block(id.group(), id.index(), n, dim, data, hashes, labels, idHashes));
        }

        static Block merge(Iterable<BlockPart> parts) {
            List<BlockPart> list = new ArrayList<>();
            parts.forEach(list::add);
            if (list.size() == 1) {
                return list.get(0).rows();
            }
            List<int[]> refs = new ArrayList<>();
            for (int p = 0; p < list.size(); p++) {
                for (int i = 0; i < list.get(p).ids().length; i++) {
                    refs.add(new int[] {p, i});
                }
            }
            refs.sort(Comparator.comparing(r -> list.get(r[0]).ids()[r[1]]));
            Block first = list.get(0).rows();
            int dim = first.dim();
            int n = refs.size();
            float[] data = new float[n * dim];
            long[] labelHashes = new long[n];
            long[] idHashes = new long[n];
            String[] labels = new String[n];
            for (int k = 0; k < n; k++) {
                Block from = list.get(refs.get(k)[0]).rows();
                int i = refs.get(k)[1];
                System.arraycopy(from.embeddings(), i * dim, data, k * dim, dim);
                labelHashes[k] = from.labelHashes()[i];
                idHashes[k] = from.idHashes()[i];
                labels[k] = from.labels()[i];
            }
            return new Block(first.group(), first.index(), n, dim, data, labelHashes, labels, idHashes);
        }
    }

    /**
     * One block per (group, label) with at least two samples — the genuine pairs — cut out of the
     * scoring blocks where the task runs (an identity never spans two blocks), one at a time as they are consumed:
     * a block's identities are never all held at once (a copy of the block).
     */
    public static JavaRDD<Block> identities(JavaPairRDD<BlockId, Block> blocks) {
        return blocks.values().flatMap(b -> identityRows(b).stream().map(rows -> select(b, 0, rows)).iterator());
    }

    /**
     * The rows of each label of {@code b} with at least two of them (an identity's genuine pairs), rows ascending,
     * labels in the order of their first row: the identities {@link #identities} cuts out, as row numbers of b.
     */
    static List<int[]> identityRows(Block b) {
        var rowsByLabel = new LinkedHashMap<String, IntList>();
        for (int i = 0; i < b.rows(); i++) {
            rowsByLabel.computeIfAbsent(b.labels()[i], l -> new IntList()).add(i);
        }
        List<int[]> out = new ArrayList<>();
        for (IntList rows : rowsByLabel.values()) {
            if (rows.size >= 2) {
                out.add(Arrays.copyOf(rows.values, rows.size));
            }
        }
        return out;
    }

    /** A growable list of ints (an identity's rows), without boxing. */
    private static final class IntList {
        private int[] values = new int[4];
        private int size;

        void add(int v) {
            if (size == values.length) {
                values = Arrays.copyOf(values, 2 * size);
            }
            values[size++] = v;
        }
    }

    /**
     * A seeded sample of the scoring blocks — each sample kept with probability {@code fraction}, by a
     * hash of its id and the seed — regrouped into {@code blocksPerGroup} blocks (a small shuffle).
     */
    public static JavaPairRDD<BlockId, Block> sample(JavaPairRDD<BlockId, Block> blocks, double fraction, long seed,
                                                    Map<String, Integer> blocksPerGroup, int partitions) {
        var counts = Map.copyOf(blocksPerGroup);
        return blocks.flatMapToPair(t -> {
            Block b = t._2();
            var byTarget = sampledRows(b, fraction, seed, counts.get(b.group()));
            List<Tuple2<BlockId, Tuple2<Integer, Block>>> out = new ArrayList<>();
            byTarget.forEach((target, rows) -> out.add(new Tuple2<>(new BlockId(b.group(), target),
                    new Tuple2<>(b.index(), select(b, target, rows.stream().mapToInt(Integer::intValue).toArray())))));
            return out.iterator();
        }).groupByKey(partitions).mapToPair(t -> {
            List<Tuple2<Integer, Block>> parts = new ArrayList<>();
            t._2().forEach(parts::add);
            parts.sort(Comparator.comparing(Tuple2::_1));
            return new Tuple2<>(t._1(), concat(t._1().group(), t._1().index(), parts.stream().map(Tuple2::_2).toList()));
        });
    }

    /**
     * {@link #sample} of a group whose only block is {@code b}: the rows it keeps, in b's order, as the sample's only
     * block of the group (index 0) — the same rows, order and floats as the sample's shuffle gives, without it.
     */
    static Block sampleOfOnlyBlock(Block b, double fraction, long seed) {
        var rows = sampledRows(b, fraction, seed, 1).getOrDefault(0, List.of());
        return select(b, 0, rows.stream().mapToInt(Integer::intValue).toArray());
    }

    /**
     * The rows of {@code b} a sample of {@code fraction} keeps — each with probability {@code fraction}, by a hash of
     * its id and the seed — by the sample block (of {@code blocks} in b's group) each goes to, in b's order.
     */
    private static TreeMap<Integer, List<Integer>> sampledRows(Block b, double fraction, long seed, int blocks) {
        long threshold = (long) (Math.min(1.0, fraction) * 0x1p53);
        var byTarget = new TreeMap<Integer, List<Integer>>();
        for (int i = 0; i < b.rows(); i++) {
            long h = PairSampler.mix(b.idHashes()[i] ^ seed);
            if ((h >>> 11) < threshold) {
                byTarget.computeIfAbsent((int) Math.floorMod(h, (long) blocks), k -> new ArrayList<>()).add(i);
            }
        }
        return byTarget;
    }

    /** Rows {@code rows} of {@code b}, in that order, as block {@code index} of b's group. */
    static Block select(Block b, int index, int[] rows) {
        int dim = b.dim();
        float[] data = new float[rows.length * dim];
        long[] labelHashes = new long[rows.length];
        long[] idHashes = new long[rows.length];
        String[] labels = new String[rows.length];
        for (int k = 0; k < rows.length; k++) {
            int i = rows[k];
            System.arraycopy(b.embeddings(), i * dim, data, k * dim, dim);
            labelHashes[k] = b.labelHashes()[i];
            idHashes[k] = b.idHashes()[i];
            labels[k] = b.labels()[i];
        }
        return new Block(b.group(), index, rows.length, dim, data, labelHashes, labels, idHashes);
    }

    static Block concat(String group, int index, List<Block> parts) {
        int n = parts.stream().mapToInt(Block::rows).sum();
        int dim = parts.get(0).dim();
        float[] data = new float[n * dim];
        long[] labelHashes = new long[n];
        long[] idHashes = new long[n];
        String[] labels = new String[n];
        int at = 0;
        for (Block p : parts) {
            System.arraycopy(p.embeddings(), 0, data, at * dim, p.rows() * dim);
            System.arraycopy(p.labelHashes(), 0, labelHashes, at, p.rows());
            System.arraycopy(p.idHashes(), 0, idHashes, at, p.rows());
            System.arraycopy(p.labels(), 0, labels, at, p.rows());
            at += p.rows();
        }
        return new Block(group, index, n, dim, data, labelHashes, labels, idHashes);
    }

    public static int blocksFor(long samples, int blockSize) {
        return (int) Math.max(1, (samples + blockSize - 1) / blockSize);
    }

    /** ⌈n / blockSize⌉ blocks for each group of {@code sizes}, in its order. */
    public static Map<String, Integer> blocksPerGroup(Map<String, Long> sizes, int blockSize) {
        var out = new LinkedHashMap<String, Integer>();
        sizes.forEach((g, n) -> out.put(g, blocksFor(n, blockSize)));
        return out;
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
    public record BlockId(String group, int index) implements Serializable {
    }
}
