package org.fairscore.jobs.mitigation;

import org.nd4j.linalg.api.ndarray.INDArray;

/**
 * One group's rows of a batch.
 *
 * @param group    index of the group (its centroids)
 * @param x        embeddings (rows × d)
 * @param targets  T(s̄_ik) for every centroid k of the group (rows × K)
 * @param weights  the eq. 10 weight of each (rows × K)
 */
public record GroupBatch(int group, INDArray x, INDArray targets, INDArray weights) {
}
