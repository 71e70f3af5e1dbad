package org.fairscore.core.model;

/** The two kinds of comparison: same label (genuine, a "mated" pair) or different labels (impostor). */
public enum PairKind {
    GENUINE,
    IMPOSTOR;

    public static PairKind of(long labelA, long labelB) {
        return labelA == labelB ? GENUINE : IMPOSTOR;
    }
}
