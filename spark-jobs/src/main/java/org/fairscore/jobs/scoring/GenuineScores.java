package org.fairscore.jobs.scoring;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One task's genuine scores, identity by identity, as genuine pass 2 scored them (while the impostor pass runs), kept
 * so that the identity bootstrap's per-identity genuine counts, once the thresholds and the EER grid are exact, are a
 * comparison of kept floats instead of every genuine pair scored once more ({@link ScoringPasses#tallyCounts}). The
 * scores are the very floats the pass counted (same blocks, same scorer), in the order {@link GenuineKernel} produced
 * them, so the counts are those of scoring again.
 *
 * <p>Memory: 4 bytes a genuine pair, at most {@link #MAX_SCORES} per task; a task with more genuine pairs keeps none
 * ({@link #complete()} false) and the bootstrap scores them again, as before. Genuine pairs are Σ n_k(n_k − 1)/2 over
 * identities: 313,000 on the 80k × 512 bench corpus (1.3 MB), but a class-labelled corpus with large classes can have
 * billions.
 */
public final class GenuineScores implements Serializable {
    private static final long serialVersionUID = 1L;
    /** Scores a task keeps at most: 64 MiB of floats. */
    static final int MAX_SCORES = 1 << 24;

    private final String[] groups;
    private final String[] labels;
    /** Identity k's scores are scores[offsets[k], offsets[k + 1]). */
    private final int[] offsets;
    private final float[] scores;
    private final boolean complete;

    private GenuineScores(String[] groups, String[] labels, int[] offsets, float[] scores, boolean complete) {
        this.groups = groups;
        this.labels = labels;
        this.offsets = offsets;
        this.scores = scores;
        this.complete = complete;
    }

    /** Whether every identity of the task is here with all its scores; if not, none is. */
    public boolean complete() {
        return complete;
    }

    public int identities() {
        return labels.length;
    }

    public String group(int k) {
        return groups[k];
    }

    public String label(int k) {
        return labels[k];
    }

    /** Every identity's scores, identity k's at [{@link #from}(k), {@link #to}(k)): read, never written. */
    float[] scores() {
        return scores;
    }

    int from(int k) {
        return offsets[k];
    }

    int to(int k) {
        return offsets[k + 1];
    }

    /** Collects a task's scores identity by identity: {@link #start} an identity, then its scores as they come. */
    static final class Builder implements GenuineKernel.ScoreConsumer {
        private final int max;
        private final List<String> groups = new ArrayList<>();
        private final List<String> labels = new ArrayList<>();
        private int[] offsets = new int[16];
        private float[] scores = new float[1024];
        private int size;
        private boolean complete = true;

        Builder(int max) {
            this.max = max;
        }

        /** The following scores are the pairs of {@code identity} (one label of one group). */
        Builder start(Block identity) {
            if (complete) {
                if (offsets.length == labels.size()) {
                    offsets = Arrays.copyOf(offsets, 2 * offsets.length);
                }
                offsets[labels.size()] = size; // where its scores start; where they end is where the next one's start
                groups.add(identity.group());
                labels.add(identity.labels()[0]);
            }
            return this;
        }

        @Override
        public void accept(float score) {
            if (!complete) {
                return;
            }
            if (size == max) { // too many to keep: keep none, and say so
                complete = false;
                scores = new float[0];
                return;
            }
            if (size == scores.length) {
                scores = Arrays.copyOf(scores, (int) Math.min(max, 2L * scores.length));
            }
            scores[size++] = score;
        }

        GenuineScores build() {
            if (!complete) {
                return new GenuineScores(new String[0], new String[0], new int[] {0}, new float[0], false);
            }
            int[] bounds = Arrays.copyOf(offsets, labels.size() + 1);
            bounds[labels.size()] = size;
            return new GenuineScores(groups.toArray(String[]::new), labels.toArray(String[]::new), bounds,
                    Arrays.copyOf(scores, size), true);
        }
    }
}
