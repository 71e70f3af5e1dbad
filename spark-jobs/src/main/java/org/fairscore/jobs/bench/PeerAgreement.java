package org.fairscore.jobs.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * Whether the peer and the audit found the same thing: at every FAR level the peer reports, the same threshold up to
 * {@code ulps} float32 units in the last place, and in every group the same false accepts and false rejects up to
 * {@code pairs}. Why any tolerance: both take exact order statistics and counts of float32 scores, but the peer
 * normalises in float32 and its GEMM sums in another order than ND4J's, so a score may round to a neighbouring
 * float. Seen: one threshold one ulp apart on a 400-sample corpus (equal counts); at 80,000 × 512 equal thresholds
 * and, in some groups, one false accept more or less, the global count equal (a pair at the threshold on one
 * side in one and on the other side in the other). A wrong rule or a lost pair moves far more than that. The peer
 * prints rates, so its counts are rate × the audit's pair count of the group, rounded (exact: a quotient of integers
 * below 2^53 times its denominator is within 10^-7 of the integer).
 */
public final class PeerAgreement {
    /** The default threshold tolerance, in float32 ulps. */
    public static final int DEFAULT_ULPS = 4;
    /** The default count tolerance, in pairs per group and level. */
    public static final long DEFAULT_PAIRS = 10;

    private PeerAgreement() {
    }

    /** Float32 ulps between two thresholds (both are float32 values held as doubles). */
    static long ulpsApart(double a, double b) {
        int x = Float.floatToIntBits((float) a);
        int y = Float.floatToIntBits((float) b);
        // map the sign-magnitude bits onto a line so that ulps across zero count too
        long lx = x < 0 ? Integer.MIN_VALUE - (long) x : x;
        long ly = y < 0 ? Integer.MIN_VALUE - (long) y : y;
        return Math.abs(lx - ly);
    }

    /** The largest difference of a group's false accepts or false rejects over the levels and groups both have. */
    public static long largestPairs(PeerFigures peer, AuditFigures audit) {
        long most = 0;
        for (var level : peer.rates().entrySet()) {
            var counts = audit.counts().get(level.getKey());
            if (counts == null) {
                continue;
            }
            for (var g : level.getValue().entrySet()) {
                var c = counts.get(g.getKey());
                if (c != null) {
                    most = Math.max(most, Math.abs(Math.round(g.getValue()[0] * Math.max(c.impostorPairs(), 1))
                            - c.falseAccepts()));
                    most = Math.max(most, Math.abs(Math.round(g.getValue()[1] * Math.max(c.genuinePairs(), 1))
                            - c.falseRejects()));
                }
            }
        }
        return most;
    }

    /** The largest threshold difference in float32 ulps over the levels both have (0 when none). */
    public static long largestUlps(PeerFigures peer, AuditFigures audit) {
        long most = 0;
        for (var e : peer.thresholds().entrySet()) {
            Double mine = audit.thresholds().get(e.getKey());
            if (mine != null) {
                most = Math.max(most, ulpsApart(e.getValue(), mine));
            }
        }
        return most;
    }

    /** Every disagreement, one line each; empty when the two agree within {@code ulps} and {@code pairs}. */
    public static List<String> differences(PeerFigures peer, AuditFigures audit, int ulps, long pairs) {
        var out = new ArrayList<String>();
        for (var e : peer.thresholds().entrySet()) {
            double level = e.getKey();
            Double mine = audit.thresholds().get(level);
            if (mine == null) {
                out.add(String.format(Locale.ROOT, "FAR %s: the audit has no such level", level));
                continue;
            }
            long apart = ulpsApart(e.getValue(), mine);
            if (apart > ulps) {
                out.add(String.format(Locale.ROOT, "FAR %s: threshold %s (peer) against %s (audit), %d float32 ulps "
                        + "apart (at most %d allowed)", level, e.getValue(), mine, apart, ulps));
            }
            var rates = peer.rates().get(level);
            var counts = audit.counts().get(level);
            if (rates == null || !rates.keySet().equals(counts.keySet())) {
                out.add(String.format(Locale.ROOT, "FAR %s: groups %s (peer) against %s (audit)", level,
                        rates == null ? "none" : new TreeSet<>(rates.keySet()), new TreeSet<>(counts.keySet())));
                continue;
            }
            for (var g : counts.entrySet()) {
                var c = g.getValue();
                long fa = Math.round(rates.get(g.getKey())[0] * Math.max(c.impostorPairs(), 1));
                long fr = Math.round(rates.get(g.getKey())[1] * Math.max(c.genuinePairs(), 1));
                if (Math.abs(fa - c.falseAccepts()) > pairs || Math.abs(fr - c.falseRejects()) > pairs) {
                    out.add(String.format(Locale.ROOT, "FAR %s, group %s: %d false accepts and %d false rejects (peer) "
                            + "against %d and %d (audit), more than %d apart", level, g.getKey(), fa, fr,
                            c.falseAccepts(), c.falseRejects(), pairs));
                }
            }
        }
        if (peer.thresholds().isEmpty()) {
            out.add("the peer reported no threshold");
        }
        return out;
    }
}
