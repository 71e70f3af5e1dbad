package org.fairscore.jobs.cli;

import java.util.List;
import org.fairscore.core.geometry.GeometrySettings;
import org.fairscore.core.model.InvalidInputException;
import picocli.CommandLine.Option;

/** What the geometry family computes: shared by {@code geometry} and {@code audit --geometry}. */
public final class GeometryOptions {
    @Option(names = "--recall-k", defaultValue = "1", paramLabel = "K",
            description = "k of recall@k; recall@1 is always reported (default: ${DEFAULT-VALUE}).")
    int k;

    @Option(names = "--rbf-t", defaultValue = "2", paramLabel = "T",
            description = "t of the RBF uniformity log E exp(-t ||u-v||^2) (default: ${DEFAULT-VALUE}).")
    double rbfT;

    @Option(names = "--ukl-centred", description = "U_KL on the centred group matrix (default: uncentred).")
    boolean centred;

    @Option(names = "--ukl-drop-top", description = "U_KL without the largest singular value.")
    boolean dropTop;

    @Option(names = "--silhouette-max-samples", defaultValue = "" + GeometrySettings.DEFAULT_SILHOUETTE_MAX,
            paramLabel = "N", description = "Exact silhouette up to N samples; beyond, a seeded sample of about N "
            + "(default: ${DEFAULT-VALUE}).")
    long silhouetteMax;

    @Option(names = "--mst-max-samples", defaultValue = "" + GeometrySettings.DEFAULT_MST_MAX, paramLabel = "N",
            description = "Exact H0 death times (MST, O(N^2 d) in one task) for groups up to N samples; beyond, a "
                    + "seeded subsample of N (default: ${DEFAULT-VALUE}).")
    int mstMax;

    @Option(names = "--no-nmi", description = "Skip NMI (MLlib k-means with k = number of labels).")
    boolean noNmi;

    @Option(names = "--nmi-max-labels", defaultValue = "" + GeometrySettings.DEFAULT_NMI_MAX_LABELS, paramLabel = "L",
            description = "k-means with k = number of labels up to L labels; beyond, on the samples of a seeded "
                    + "sample of about L labels (default: ${DEFAULT-VALUE}).")
    int nmiMaxLabels;

    @Option(names = "--kmeans-iterations", defaultValue = "20", paramLabel = "N",
            description = "Maximum k-means iterations (default: ${DEFAULT-VALUE}).")
    int kmeansIterations;

    /** Refuses (exit code 2) the NMI settings with --no-nmi: they would change nothing. */
    void refuseWithoutEffect(GivenOptions given) {
        given.requireWith(!noNmi, "to NMI, without --no-nmi", List.of("--nmi-max-labels", "--kmeans-iterations"));
    }

    GeometrySettings toSettings(long seed) {
        require(k >= 1, "--recall-k", "must be at least 1, got " + k);
        require(rbfT > 0 && Double.isFinite(rbfT), "--rbf-t", "must be positive, got " + rbfT);
        require(silhouetteMax >= 2, "--silhouette-max-samples", "must be at least 2, got " + silhouetteMax);
        require(mstMax >= 2, "--mst-max-samples", "must be at least 2, got " + mstMax);
        require(nmiMaxLabels >= 1, "--nmi-max-labels", "must be at least 1, got " + nmiMaxLabels);
        require(kmeansIterations >= 1, "--kmeans-iterations", "must be at least 1, got " + kmeansIterations);
        return new GeometrySettings(k, rbfT, centred, dropTop, silhouetteMax, mstMax, !noNmi, nmiMaxLabels,
                kmeansIterations, seed);
    }

    private static void require(boolean ok, String option, String message) {
        if (!ok) {
            throw new InvalidInputException(option + ": " + message);
        }
    }
}
