package org.fairscore.core.synthetic;

/** One generated sample; {@code label} is its identity (the data model's label column, docs/design.md). */
public record SyntheticSample(String sampleId, String label, String race, String gender, float[] embedding) {
}
