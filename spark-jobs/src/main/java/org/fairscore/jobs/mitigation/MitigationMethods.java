package org.fairscore.jobs.mitigation;

/** The methods-section text of a mitigation report (report.json's {@code methods.mitigation}). */
final class MitigationMethods {
    static final String TEXT = "Centroid Fairness (Conti & Clémençon): identity centroids mu_k = mean of the identity's "
            + "L2-normalised training embeddings (not renormalised); pseudo-scores cos(x_i, mu_k) for samples and "
            + "centroids of the same group (genuine when x_i is of identity k); per group, impostor pseudo-scores are "
            + "mapped onto the reference group's by rank through pseudo-FAR and genuine ones through pseudo-FRR, ties "
            + "broken by position (so sup_t |FAR_a->r(t) - FAR_r(t)| <= 1/|I_a|, Prop. B.1). Fairness Module g(z) = z + "
            + "MLP(z), MLP = Linear(d, 2d), ReLU, Linear(2d, d), second layer zero-initialised (g = identity); MLP and "
            + "centroids trained with Adam on the loss of eq. 10, sum over groups a, samples i of a and centroids k "
            + "of a of w_ik (cos(g(x_i), mu_k) - T(s_ik))^2, w = 1/(N_a * pseudo-FAR) for impostors (the top "
            + "impostor's infinite weight clamped to that of the second) and 1/(N_a * pseudo-FRR) for genuines, N_a "
            + "the group's pseudo-scores of the kind, so every FAR and FRR decade of every group weighs the same "
            + "whatever its size (no further division by group size); batches draw a group uniformly, then one of "
            + "its n_a samples, each weighted by G * n_a (its inverse draw probability), so a batch estimates that "
            + "sum. Training runs on the driver (bounded by "
            + "--max-train-samples and --max-pseudo-scores); centroids, pseudo-score distributions and the "
            + "transform of the evaluation corpus run distributed. The report's audit is of the transformed "
            + "(and renormalised) evaluation embeddings; 'mitigation.before' is the same audit of the input "
            + "embeddings, with the same settings.";

    private MitigationMethods() {
    }
}
