package org.fairscore.jobs.scoring;

import java.io.Serializable;

/**
 * Rows of one group (a scoring block), or of one identity (for genuine pairs): embeddings row-major
 * (rows × dim), labels with a 64-bit hash each, so the hot loop compares longs and touches strings
 * only on a hash match, and a 64-bit hash of each sample id for seeded pair sampling.
 */
public record Block(String group, int index, int rows, int dim, float[] embeddings, long[] labelHashes,
                    String[] labels, long[] idHashes) implements Serializable {

    /** Serialised as {@link BlockWire}: bulk bytes instead of element-wise floats. */
    private Object writeReplace() {
        return new BlockWire(this);
    }

    /** Same label? Exact: the hash only filters. */
    public boolean sameLabel(int i, Block other, int j) {
        return labelHashes[i] == other.labelHashes[j] && labels[i].equals(other.labels[j]);
    }

    /** Dot product of row i with row j of another block: for sampled pairs, where a GEMM would waste work. */
    public float dot(int i, Block other, int j) {
        float[] a = embeddings;
        float[] b = other.embeddings;
        int ia = i * dim;
        int ib = j * dim;
        // four accumulators: independent chains the CPU can overlap. The loop is written out four times over (16
        // products a turn) because C1, the audit's JIT, does not unroll: 350 → 277 ns a 512-d pair, measured. Each
        // accumulator still adds its products in the same order, so every score is bit for bit what it was.
        float s0 = 0;
        float s1 = 0;
        float s2 = 0;
        float s3 = 0;
        int k = 0;
        for (; k + 15 < dim; k += 16) {
            int x = ia + k;
            int y = ib + k;
            s0 += a[x] * b[y];
            s1 += a[x + 1] * b[y + 1];
            s2 += a[x + 2] * b[y + 2];
            s3 += a[x + 3] * b[y + 3];
            s0 += a[x + 4] * b[y + 4];
            s1 += a[x + 5] * b[y + 5];
            s2 += a[x + 6] * b[y + 6];
            s3 += a[x + 7] * b[y + 7];
            s0 += a[x + 8] * b[y + 8];
            s1 += a[x + 9] * b[y + 9];
            s2 += a[x + 10] * b[y + 10];
            s3 += a[x + 11] * b[y + 11];
            s0 += a[x + 12] * b[y + 12];
            s1 += a[x + 13] * b[y + 13];
            s2 += a[x + 14] * b[y + 14];
            s3 += a[x + 15] * b[y + 15];
        }
        for (; k + 3 < dim; k += 4) {
            s0 += a[ia + k] * b[ib + k];
            s1 += a[ia + k + 1] * b[ib + k + 1];
            s2 += a[ia + k + 2] * b[ib + k + 2];
            s3 += a[ia + k + 3] * b[ib + k + 3];
        }
        for (; k < dim; k++) {
            s0 += a[ia + k] * b[ib + k];
        }
        return (s0 + s1) + (s2 + s3);
    }
}
