package org.fairscore.core.classification;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OneVsRestAucTest {
    @Test
    void aucIsConcordantPairsOverAllPairs() {
        // positives score {0.9, 0.5}, negatives {0.5, 0.1, 0.2}: 0.9 beats 3; 0.5 beats 2 and ties 1 → 5.5 of 6
        var c = new OneVsRestAuc.ClassCounts(3 + 2 + 0.5, 2, 3);
        assertEquals(5.5 / 6, c.auc().value(), 1e-15);
    }

    @Test
    void macroSkipsClassesWithoutPositivesOrNegatives() {
        var m = new LinkedHashMap<String, OneVsRestAuc.ClassCounts>();
        m.put("a", new OneVsRestAuc.ClassCounts(4, 2, 2));   // 1.0
        m.put("b", new OneVsRestAuc.ClassCounts(2, 2, 2));   // 0.5
        m.put("c", new OneVsRestAuc.ClassCounts(0, 0, 4));   // undefined
        assertEquals(0.75, OneVsRestAuc.macro(m).value(), 1e-15);
        assertFalse(m.get("c").auc().isDefined());
        assertFalse(OneVsRestAuc.macro(Map.of("c", m.get("c"))).isDefined());
    }
}
