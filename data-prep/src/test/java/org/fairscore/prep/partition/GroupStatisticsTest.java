package org.fairscore.prep.partition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class GroupStatisticsTest {
    @Test
    void pairCountsAreBinomialCoefficients() {
        assertEquals(0, GroupStatistics.pairs(0));
        assertEquals(0, GroupStatistics.pairs(1));
        assertEquals(15, GroupStatistics.pairs(6));
        assertEquals(4_999_999_950_000_000L, GroupStatistics.pairs(100_000_000));
    }

    @Test
    void pairCountsThatOverflowFailInsteadOfWrapping() {
        assertThrows(ArithmeticException.class, () -> GroupStatistics.pairs(Long.MAX_VALUE / 2));
    }
}
