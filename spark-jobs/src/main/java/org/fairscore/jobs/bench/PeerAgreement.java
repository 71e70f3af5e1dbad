package org.fairscore.jobs.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * Whether the peer and the audit found the same thing: at every FAR level the peer reports, the same threshold up to
 * {@code ulps} float32 units in the last place, and in every group exactly the same false accepts and false rejects.
 * Why a tolerance on thresholds only: both take an exact order statistic of float32 scores, but the peer normalises
 * in float32 and its GEMM sums in another order than ND4J's, so one score may round to the neighbouring float (seen:
 * one ulp at FAR 1e-3 on a 400-sample corpus, with equal counts). The counts must be equal: a shifted threshold that
 * moved any pair across is a disagreement. The peer prints rates, so its counts are rate × the audit's pair count of
 * the group, rounded (exact: a quotient of integers below 2^53 times its denominator is within 10^-7 of the integer).
 */
public final class PeerAgreement {
    /** The default threshold tolerance, in float32 ulps. */
    public static final int DEFAULT_ULPS = 4;

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

    /** Every disagreement, one line each; empty when the two agree ({@code ulps}: the threshold tolerance). */
    public static List<String> differences(PeerFigures peer, AuditFigures audit, int ulps) {
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
                if (fa != c.falseAccepts() || fr != c.falseRejects()) {
                    out.add(String.format(Locale.ROOT, "FAR %s, group %s: %d false accepts and %d false rejects (peer) "
                            + "against %d and %d (audit)", level, g.getKey(), fa, fr, c.falseAccepts(), c.falseRejects()));
                }
            }
        }
        if (peer.thresholds().isEmpty()) {
            out.add("the peer reported no threshold");
        }
        return out;
    }
}
