package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class NmiTest {
    /** Contingency counts from parallel label and cluster arrays. */
    private static Map<String, Map<Integer, Long>> counts(String[] y, int[] c) {
        var out = new HashMap<String, Map<Integer, Long>>();
        for (int i = 0; i < y.length; i++) {
            out.computeIfAbsent(y[i], k -> new HashMap<>()).merge(c[i], 1L, Long::sum);
        }
        return out;
    }

    @Test
    void identicalPartitionsGiveOne() {
        assertEquals(1.0, Nmi.of(counts(new String[] {"a", "a", "b", "b"}, new int[] {5, 5, 2, 2})).value(), 1e-12);
    }

    @Test
    void independentPartitionsGiveZero() {
        assertEquals(0.0, Nmi.of(counts(new String[] {"a", "a", "b", "b"}, new int[] {0, 1, 0, 1})).value(), 1e-12);
    }

    @Test
    void oneClassEdgeCases() {
        assertEquals(1.0, Nmi.of(counts(new String[] {"a", "a", "a"}, new int[] {0, 0, 0})).value());
        assertEquals(0.0, Nmi.of(counts(new String[] {"a", "a", "a"}, new int[] {0, 1, 1})).value(), 1e-12);
        assertEquals(0.0, Nmi.of(counts(new String[] {"a", "b", "c"}, new int[] {0, 0, 0})).value(), 1e-12);
        assertFalse(Nmi.of(Map.of()).isDefined());
    }

    @Test
    void threeToOneByHand() {
        // Y = a a a b, C = 0 0 1 1: H(Y) = H(1/4), H(C) = ln 2,
        // I = 1/2 ln(4·2/(3·2)) + 1/4 ln(4·1/(3·2)) + 1/4 ln(4·1/(1·2))
        double hy = -(0.75 * Math.log(0.75) + 0.25 * Math.log(0.25));
        double hc = Math.log(2);
        double mi = 0.5 * Math.log(8.0 / 6) + 0.25 * Math.log(4.0 / 6) + 0.25 * Math.log(2);
        assertEquals(2 * mi / (hy + hc),
                Nmi.of(counts(new String[] {"a", "a", "a", "b"}, new int[] {0, 0, 1, 1})).value(), 1e-12);
    }
}
