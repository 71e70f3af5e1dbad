package org.fairscore.jobs.scoring;

import java.io.Serializable;

/**
 * Up to blockSize samples of one group: embeddings row-major (rows × dim), and labels with a 64-bit
 * hash each, so the hot loop compares longs and touches strings only on a hash match.
 */
public record Block(String group, int index, int rows, int dim, float[] embeddings, long[] labelHashes,
                    String[] labels) implements Serializable {

    /** Same label? Exact: the hash only filters. */
    public boolean sameLabel(int i, Block other, int j) {
        return labelHashes[i] == other.labelHashes[j] && labels[i].equals(other.labels[j]);
    }
}
