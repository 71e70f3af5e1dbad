package org.fairscore.jobs.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.fairscore.jobs.bench.AuditFigures.Counts;
import org.junit.jupiter.api.Test;

/** The peer and an audit agree when thresholds are within the allowed ulps and counts within the allowed pairs. */
class PeerAgreementTest {
    // group A: 1000 impostor pairs, 10 genuine; B: 3 impostor pairs, 0 genuine (FRR 0/0 printed as 0 by the peer)
    private static final AuditFigures AUDIT = new AuditFigures(Map.of(0.1, 0.25f * 1.0, 0.01, 0.5f * 1.0),
            Map.of(0.1, Map.of("A", new Counts(97, 1000, 1, 10), "B", new Counts(1, 3, 0, 0)),
                    0.01, Map.of("A", new Counts(9, 1000, 3, 10), "B", new Counts(0, 3, 0, 0))));

    private static PeerFigures peer(double t1, double t2, double farA) {
        return new PeerFigures(Map.of(0.1, t1, 0.01, t2),
                Map.of(0.1, Map.of("A", new double[] {farA, 1 / 10.0}, "B", new double[] {1 / 3.0, 0}),
                        0.01, Map.of("A", new double[] {9 / 1000.0, 3 / 10.0}, "B", new double[] {0, 0})));
    }

    @Test
    void equalThresholdsAndCountsAgree() {
        assertEquals(List.of(), PeerAgreement.differences(peer(0.25, 0.5, 97 / 1000.0), AUDIT, 0, 0));
    }

    @Test
    void aThresholdFurtherApartThanAllowedDisagrees() {
        double next = Math.nextUp(0.5f);
        var peer = peer(0.25, next, 97 / 1000.0);

        var exact = PeerAgreement.differences(peer, AUDIT, 0, 0);
        assertEquals(List.of("FAR 0.01: threshold " + next + " (peer) against 0.5 (audit), 1 float32 ulps apart (at most 0 "
                + "allowed)"), exact);
        assertEquals(List.of(), PeerAgreement.differences(peer, AUDIT, 1, 0));
        assertEquals(1, PeerAgreement.largestUlps(peer, AUDIT));

        double fiveDown = 0.5f;
        for (int i = 0; i < 5; i++) {
            fiveDown = Math.nextDown((float) fiveDown);
        }
        assertEquals(1, PeerAgreement.differences(peer(0.25, fiveDown, 97 / 1000.0), AUDIT, 4, 0).size());
    }

    @Test
    void ulpsAreCountedAcrossZero() {
        assertEquals(2, PeerAgreement.ulpsApart(Math.nextDown(0f), Math.nextUp(0f)));
        assertEquals(0, PeerAgreement.ulpsApart(0.0, -0.0));
    }

    @Test
    void oneFalseAcceptMoreDisagreesUnlessAllowed() {
        var peer = peer(0.25, 0.5, 98 / 1000.0);

        assertEquals(List.of("FAR 0.1, group A: 98 false accepts and 1 false rejects (peer) against 97 and 1 (audit), "
                + "more than 0 apart"), PeerAgreement.differences(peer, AUDIT, 4, 0));
        assertEquals(List.of(), PeerAgreement.differences(peer, AUDIT, 4, 1));
        assertEquals(1, PeerAgreement.largestPairs(peer, AUDIT));
        assertEquals(0, PeerAgreement.largestPairs(peer(0.25, 0.5, 97 / 1000.0), AUDIT));
    }

    @Test
    void falseRejectsBeyondTheToleranceDisagree() {
        // 3 of 10 genuine pairs rejected by the peer at FAR 0.1 against 1 by the audit: 2 apart, 1 allowed
        var peer = new PeerFigures(Map.of(0.1, 0.25), Map.of(0.1, Map.of("A", new double[] {0.097, 0.3},
                "B", new double[] {1 / 3.0, 0})));

        assertEquals(List.of("FAR 0.1, group A: 97 false accepts and 3 false rejects (peer) against 97 and 1 (audit), "
                + "more than 1 apart"), PeerAgreement.differences(peer, AUDIT, 4, 1));
        assertEquals(List.of(), PeerAgreement.differences(peer, AUDIT, 4, 2));
    }

    @Test
    void aLevelOrGroupTheAuditLacksDisagrees() {
        var extraLevel = new PeerFigures(Map.of(0.1, 0.25, 1e-3, 0.7), Map.of(0.1, peer(0.25, 0.5, 0.097).rates().get(0.1)));
        assertEquals(List.of("FAR 0.001: the audit has no such level"), PeerAgreement.differences(extraLevel, AUDIT, 4, 0));

        var otherGroups = new PeerFigures(Map.of(0.1, 0.25), Map.of(0.1, Map.of("A", new double[] {0.097, 0.1})));
        assertEquals(List.of("FAR 0.1: groups [A] (peer) against [A, B] (audit)"),
                PeerAgreement.differences(otherGroups, AUDIT, 4, 0));
    }

    @Test
    void noThresholdAtAllDisagrees() {
        assertEquals(List.of("the peer reported no threshold"),
                PeerAgreement.differences(new PeerFigures(Map.of(), Map.of()), AUDIT, 4, 0));
    }
}
