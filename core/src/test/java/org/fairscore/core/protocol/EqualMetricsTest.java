package org.fairscore.core.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.verification.ClopperPearson;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.Interval;
import org.junit.jupiter.api.Test;

/** The equal-metric table from hand-countable confusion counts. */
class EqualMetricsTest {
    private static final double TOL = 1e-15;

    private static GroupRates rates(long fa, long imp, long fr, long gen) {
        return new GroupRates(null, null, fa, imp, fr, gen, false, null, null, null, null);
    }

    private static final GroupReport G = new GroupReport("g", java.util.Map.of("group", "g"), 5, 2, 3, 4, null, null, null, 0.8, 0.1, 0.2, 0.1, null);

    @Test
    void ownMixAndStatedPrevalence() {
        // G = 3 genuine, I = 4 impostor, FA = 1, FR = 1 → TP = 2, TN = 3
        var r = EqualMetrics.row(rates(1, 4, 1, 3), G, 0.25, null);
        assertEquals(5.0 / 7, r.accuracy().value(), TOL);
        assertEquals(0.25, r.fpr().value(), TOL);
        assertEquals(1.0 / 3, r.fnr().value(), TOL);
        assertEquals(2.0 / 3, r.ppv().value(), TOL);   // TP / (TP + FA)
        assertEquals(3.0 / 4, r.npv().value(), TOL);   // TN / (TN + FR)
        assertEquals(0.8, r.genuineMean().value());
        assertEquals(0.2, r.impostorMean().value());
        double[] ci = ClopperPearson.interval(5, 7, 0.95);
        assertEquals(ci[0], r.accuracy().interval().lower());
        assertEquals(ci[1], r.accuracy().interval().upper());
        // π = 1/4, TPR = 2/3, FPR = 1/4: accuracy = 1/6 + 9/16 = 35/48; PPV = (1/6)/(1/6 + 3/16) = 8/17;
        // NPV = (9/16)/(9/16 + 1/12) = 27/31
        assertEquals(35.0 / 48, r.accuracyAtPrevalence().value(), TOL);
        assertEquals(8.0 / 17, r.ppvAtPrevalence().value(), TOL);
        assertEquals(27.0 / 31, r.npvAtPrevalence().value(), TOL);
        for (var m : List.of(r.accuracyAtPrevalence(), r.ppvAtPrevalence(), r.npvAtPrevalence())) {
            assertTrue(m.interval().lower() <= m.value() && m.value() <= m.interval().upper(), m::toString);
            assertEquals("clopper-pearson-propagated", m.interval().method());
        }
    }

    @Test
    void identityBootstrapIntervalsReplaceClopperPearsonWhereTheReportHasThem() {
        // G = 3, I = 4, FA = 1, FR = 1 with bootstrap intervals FAR [0.1, 0.5], FRR [0.2, 0.6]
        var withBootstrap = new GroupRates(null, null, 1, 4, 1, 3, false, null, null,
                new Interval(0.1, 0.5, "identity-bootstrap"), new Interval(0.2, 0.6, "identity-bootstrap"));
        var r = EqualMetrics.row(withBootstrap, G, 0.25, null);
        assertEquals(new Interval(0.1, 0.5, "identity-bootstrap"), r.fpr().interval());
        assertEquals(new Interval(0.2, 0.6, "identity-bootstrap"), r.fnr().interval());
        // values stay the exact count ratios
        assertEquals(5.0 / 7, r.accuracy().value(), TOL);
        assertEquals(2.0 / 3, r.ppv().value(), TOL);
        // own mix p = 3/7: accuracy = p·TPR + (1 − p)·(1 − FPR) at the ends TPR ∈ [0.4, 0.8], FPR ∈ [0.1, 0.5]
        double p = 3.0 / 7;
        assertEquals(p * 0.4 + (1 - p) * 0.5, r.accuracy().interval().lower(), TOL);
        assertEquals(p * 0.8 + (1 - p) * 0.9, r.accuracy().interval().upper(), TOL);
        // PPV = p·TPR / (p·TPR + (1 − p)·FPR): lowest at (0.4, 0.5), highest at (0.8, 0.1)
        assertEquals(p * 0.4 / (p * 0.4 + (1 - p) * 0.5), r.ppv().interval().lower(), TOL);
        assertEquals(p * 0.8 / (p * 0.8 + (1 - p) * 0.1), r.ppv().interval().upper(), TOL);
        // at the stated prevalence 1/4, the same ends
        assertEquals(0.25 * 0.4 + 0.75 * 0.5, r.accuracyAtPrevalence().interval().lower(), TOL);
        for (var m : List.of(r.accuracy(), r.ppv(), r.npv(), r.accuracyAtPrevalence(), r.ppvAtPrevalence(),
                r.npvAtPrevalence())) {
            assertEquals("identity-bootstrap-propagated", m.interval().method());
            assertTrue(m.interval().lower() <= m.value() && m.value() <= m.interval().upper(), m::toString);
        }
    }

    @Test
    void nothingAcceptedMakesPpvUndefinedWithItsReason() {
        // every genuine rejected and no false accept: TP + FA = 0
        var r = EqualMetrics.row(rates(0, 4, 3, 3), G, null, null);
        assertNull(r.ppv().value());
        assertTrue(r.ppv().undefinedReason().contains("nothing accepted"));
        assertEquals(4.0 / 7, r.accuracy().value(), TOL);
        assertNull(r.ppvAtPrevalence()); // no stated prevalence: no such field
        var noGenuine = EqualMetrics.row(rates(1, 4, 0, 0), G, 0.5, null);
        assertTrue(noGenuine.fnr().undefinedReason().contains("no genuine pairs"));
        assertTrue(noGenuine.ppvAtPrevalence().undefinedReason().contains("TPR undefined"));
    }

    @Test
    void prevalenceOutsideZeroOneIsRejected() {
        assertThrows(InvalidInputException.class, () -> new EqualMetricsSpec(1.0));
    }
}
