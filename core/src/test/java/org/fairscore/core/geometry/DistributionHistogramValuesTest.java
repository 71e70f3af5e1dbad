package org.fairscore.core.geometry;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class DistributionHistogramValuesTest {
    @Test
    void keepsItsValuesSortedAndMergesThemAsTheUnion() {
        var a = DistributionHistogram.empty().add(0.5).add(0.1);
        var b = DistributionHistogram.empty().add(0.3).add(2.5); // clamped to 2
        assertArrayEquals(new double[] {0.1, 0.3, 0.5, 2.0}, a.merge(b).sortedValues(), 0);
        assertArrayEquals(new double[0], DistributionHistogram.empty().sortedValues(), 0);
    }

    @Test
    void dropsTheValuesBeyondTheBoundWhenAdding() {
        var h = DistributionHistogram.empty();
        for (int i = 0; i < DistributionHistogram.EXACT_MAX; i++) {
            h.add(i % 7 / 7.0);
        }
        assertEquals(DistributionHistogram.EXACT_MAX, h.sortedValues().length);
        h.add(1.0);
        assertNull(h.sortedValues());
        h.merge(DistributionHistogram.empty().add(0.2));
        assertNull(h.sortedValues()); // never comes back
    }

    @Test
    void dropsTheValuesWhenAMergeExceedsTheBound() {
        int half = DistributionHistogram.EXACT_MAX / 2;
        var a = DistributionHistogram.empty();
        var b = DistributionHistogram.empty();
        for (int i = 0; i < half; i++) {
            a.add(0.1);
            b.add(0.2);
        }
        assertNotNull(a.merge(b).sortedValues()); // exactly EXACT_MAX
        assertNull(a.merge(DistributionHistogram.empty().add(0.3)).sortedValues());
    }
}
