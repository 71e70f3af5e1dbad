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
        // four accumulators: independent chains the CPU can overlap
        float s0 = 0;
        float s1 = 0;
        float s2 = 0;
        float s3 = 0;
        int k = 0;
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
