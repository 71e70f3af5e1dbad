package org.fairscore.core.mitigation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;

/**
 * How the Fairness Module was trained.
 *
 * @param samples         training samples (on the driver)
 * @param samplesPerGroup per group
 * @param centroids       identities (trainable centroids) per group
 * @param pseudoScores    Σ_a n_a·K_a: pseudo-scores whose targets and weights are held during training
 * @param epochs          epochs run
 * @param batchSize       images per batch (sampled with probability ∝ 1 / size of their group, importance-weighted
 *                        back so a batch estimates the eq. 10 loss)
 * @param steps           optimiser steps in all
 * @param learningRate    Adam's learning rate
 * @param seed            seed of the initialisation and the batches
 * @param lossPerEpoch    mean batch loss L_CF = L_FAR + L_FRR of each epoch
 * @param initialLoss     L_CF of the identity module on the whole training set
 * @param finalLoss       L_CF of the trained module on the whole training set
 * @param flopsPerEpoch   estimated floating-point operations per epoch (see docs/mitigation.md, "Cost")
 * @param notes           departures from the paper and choices, in words
 */
@JsonPropertyOrder({"samples", "samplesPerGroup", "centroids", "pseudoScores", "epochs", "batchSize", "steps",
        "learningRate", "seed", "lossPerEpoch", "initialLoss", "finalLoss", "flopsPerEpoch", "notes"})
public record TrainingReport(long samples, Map<String, Long> samplesPerGroup, Map<String, Long> centroids,
                             long pseudoScores, int epochs, int batchSize, long steps, double learningRate, long seed,
                             List<Double> lossPerEpoch, double initialLoss, double finalLoss, double flopsPerEpoch,
                             List<String> notes) {
}
