package org.fairscore.core.synthetic;

/**
 * One synthetic group.
 *
 * @param race     value of the {@code race} attribute
 * @param crowding ρ in [0, 1): identity centroids are √ρ·u_g + √(1−ρ)·z_k (normalised), u_g the group's
 *                 direction, z_k random; two identities of the group have cosine ≈ ρ
 * @param noise    σ ≥ 0: a sample is its centroid plus σ·e, e ~ N(0, I/d); two samples of one
 *                 identity have cosine ≈ 1/(1+σ²)
 */
public record GroupProfile(String race, double crowding, double noise) {
    public GroupProfile {
        if (crowding < 0 || crowding >= 1 || noise < 0) {
            throw new IllegalArgumentException("crowding must be in [0,1) and noise >= 0: " + crowding + ", " + noise);
        }
    }
}
