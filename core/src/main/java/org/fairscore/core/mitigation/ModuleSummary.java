package org.fairscore.core.mitigation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * What was trained: g(z) = z + W₂·ReLU(W₁z + b₁) + b₂ with W₁ of (hidden × d).
 *
 * @param dimension   d
 * @param hidden      width of the hidden layer (2d)
 * @param parameters  trainable MLP parameters (the centroids, also trained, are not part of the saved module)
 * @param reference   the reference group r of the transform
 * @param path        where the module was saved (module.json; format in docs/mitigation.md)
 */
@JsonPropertyOrder({"dimension", "hidden", "parameters", "reference", "path"})
public record ModuleSummary(int dimension, int hidden, long parameters, String reference, String path) {
}
