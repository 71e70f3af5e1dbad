package org.fairscore.jobs.mitigation;

import org.fairscore.core.model.InvalidInputException;

/**
 * Training hyper-parameters (CF §3.3 defaults: Adam, learning rate 1e-3, batches of 4096 images, 20 epochs).
 *
 * @param epochs        passes; one epoch is ⌈n / batchSize⌉ batches
 * @param batchSize     images per batch, drawn with replacement with probability ∝ 1 / size of their group (and
 *                      importance-weighted by G·n_a, see {@link CfTrainer})
 * @param learningRate  Adam's step size
 * @param seed          seed of the first layer's initialisation and of the batches
 */
public record TrainOptions(int epochs, int batchSize, double learningRate, long seed) {
    public static final int DEFAULT_EPOCHS = 20;
    public static final int DEFAULT_BATCH = 4096;
    public static final double DEFAULT_LEARNING_RATE = 1e-3;

    public TrainOptions {
        if (epochs < 0) {
            throw new InvalidInputException("--epochs: must be at least 0, got " + epochs);
        }
        if (batchSize < 1) {
            throw new InvalidInputException("--batch: must be at least 1, got " + batchSize);
        }
        if (!(learningRate > 0) || Double.isInfinite(learningRate)) {
            throw new InvalidInputException("--learning-rate: must be positive, got " + learningRate);
        }
    }
}
