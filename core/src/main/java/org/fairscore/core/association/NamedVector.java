package org.fairscore.core.association;

/** One item of a set: a word, a sample id or a label, with its vector (any norm but zero). */
public record NamedVector(String name, double[] vector) {
    public NamedVector {
        if (vector.length == 0) {
            throw new IllegalArgumentException(name + ": empty vector");
        }
    }
}
