package org.fairscore.core.model;

/** The two kinds of comparison: same label (genuine, a "mated" pair) or different labels (impostor). */
public enum PairKind {
    GENUINE,
    IMPOSTOR
}
