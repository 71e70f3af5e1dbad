package org.fairscore.core.synthetic;

/** One generated sample. */
public record SyntheticSample(String sampleId, String identity, String race, String gender, float[] embedding) {
}
