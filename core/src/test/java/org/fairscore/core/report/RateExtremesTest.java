package org.fairscore.core.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fairscore.core.verification.GroupRates;
import org.junit.jupiter.api.Test;

class RateExtremesTest {
    /** FAR: A 1/10, B 3/10, C 3/10, D no impostor pairs; FRR: A 2/100, B 5/100, C 1/100, D 5/100. */
    private static Map<String, GroupRates> rates() {
        var m = new LinkedHashMap<String, GroupRates>();
        m.put("C", rates(3, 10, 1, 100));
        m.put("A", rates(1, 10, 2, 100));
        m.put("D", rates(0, 0, 5, 100));
        m.put("B", rates(3, 10, 5, 100));
        return m;
    }

    private static GroupRates rates(long fa, long imp, long fr, long gen) {
        return new GroupRates(imp == 0 ? null : (double) fa / imp, gen == 0 ? null : (double) fr / gen, fa, imp, fr, gen,
                false, null, null, null, null);
    }

    @Test
    void tiesKeepEveryGroupInTheOrderGivenAndGroupsWithoutTheRateAreSkipped() {
        var order = List.of("A", "B", "C", "D");
        assertEquals(new RateExtremes(0.3, List.of("B", "C")), RateExtremes.of(order, rates(), true, true));
        assertEquals(new RateExtremes(0.1, List.of("A")), RateExtremes.of(order, rates(), true, false));
        assertEquals(new RateExtremes(0.05, List.of("B", "D")), RateExtremes.of(order, rates(), false, true));
        assertEquals(new RateExtremes(0.01, List.of("C")), RateExtremes.of(order, rates(), false, false));
        assertEquals(List.of("D", "B"), RateExtremes.of(List.of("D", "C", "B"), rates(), false, true).groups());
    }

    @Test
    void noGroupWithTheRateGivesNoValue() {
        var e = RateExtremes.of(List.of("D"), rates(), true, true);
        assertNull(e.value());
        assertEquals(List.of(), e.groups());
    }
}
