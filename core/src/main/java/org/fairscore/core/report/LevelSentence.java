package org.fairscore.core.report;

import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.OperatingPoint;

/**
 * The headline's sentence for one FAR level: at the global threshold, the groups with the highest FAR against those
 * with the lowest, as a ratio (max/min over the groups that have impostor pairs, the report's {@code farMaxMinRatio})
 * with its identity-bootstrap interval from the differentials; then the same for FRR. Ties name every tied group.
 * A lowest rate of 0 makes the ratio undefined: the sentence gives the counts instead ("0 false accepts in 30000
 * pairs"), never an infinite ratio.
 */
final class LevelSentence {
    /** Groups named in one list before "and N more groups". */
    static final int MAX_NAMES = 4;

    private LevelSentence() {
    }

    /** The kind of error a clause speaks of. */
    private enum Kind {
        FAR("impostor", "falsely accepted", "false accept", "FAR", "farMaxMinRatio"),
        FRR("genuine", "falsely rejected", "false reject", "FRR", "frrMaxMinRatio");

        final String pairs;
        final String verb;
        final String error;
        final String rate;
        final String ratio;

        Kind(String pairs, String verb, String error, String rate, String ratio) {
            this.pairs = pairs;
            this.verb = verb;
            this.error = error;
            this.rate = rate;
            this.ratio = ratio;
        }

        Double rateOf(GroupRates g) {
            return this == FAR ? g.far() : g.frr();
        }

        long errorsOf(GroupRates g) {
            return this == FAR ? g.falseAccepts() : g.falseRejects();
        }

        long pairsOf(GroupRates g) {
            return this == FAR ? g.impostorPairs() : g.genuinePairs();
        }
    }

    /**
     * @param index     the operating point's index in the report
     * @param bootstrap whether the identity bootstrap ran (a missing interval then needs a word)
     */
    static HeadlineStatement of(int index, OperatingPoint op, GroupOrder order, boolean bootstrap) {
        var b = new HeadlineStatement.Builder(HeadlineStatement.Topic.LEVEL);
        b.text("At FAR ").at(index, op.farTarget(), HeadlinePart.Form.LEVEL);
        if (op.threshold() == null) {
            return b.text(": no global threshold could be set (the reason is beside the operating point).").build();
        }
        b.text(" (threshold ").at(index, op.threshold(), HeadlinePart.Form.SCORE).text("): ");
        clause(b, index, op, order, Kind.FAR, bootstrap);
        b.text("; ");
        clause(b, index, op, order, Kind.FRR, bootstrap);
        return b.text(".").build();
    }

    private static void clause(HeadlineStatement.Builder b, int index, OperatingPoint op, GroupOrder order, Kind k,
                               boolean bootstrap) {
        var groups = new ArrayList<String>();
        for (String g : order.keysOf(op.perGroup())) {
            if (k.rateOf(op.perGroup().get(g)) != null) {
                groups.add(g);
            }
        }
        if (groups.isEmpty()) {
            b.text("no group has " + k.pairs + " pairs");
            return;
        }
        if (groups.size() == 1) {
            var g = op.perGroup().get(groups.get(0));
            b.text("only ").group(groups.get(0)).text(" has " + k.pairs + " pairs, " + k.rate + " ")
                    .at(index, k.rateOf(g), HeadlinePart.Form.RATE);
            counts(b, index, g, k);
            return;
        }
        double max = groups.stream().mapToDouble(g -> k.rateOf(op.perGroup().get(g))).max().orElseThrow();
        double min = groups.stream().mapToDouble(g -> k.rateOf(op.perGroup().get(g))).min().orElseThrow();
        var worst = groups.stream().filter(g -> k.rateOf(op.perGroup().get(g)) == max).toList();
        var best = groups.stream().filter(g -> k.rateOf(op.perGroup().get(g)) == min).toList();
        if (max == min) {
            b.text(max == 0 ? "no " + k.pairs + " pair of any group is " + k.verb
                    : k.pairs + " pairs of every group are " + k.verb + " at one rate, " + k.rate + " ");
            if (max != 0) {
                b.at(index, max, HeadlinePart.Form.RATE);
            }
            return;
        }
        b.text(k.pairs + " pairs of ").groups(worst, MAX_NAMES).text(" (" + k.rate + " ")
                .at(index, max, HeadlinePart.Form.RATE).text(")");
        if (min == 0) { // no ratio: say how many pairs showed no error
            b.text(" are " + k.verb + ", those of ");
            zeroGroups(b, index, op, best, k);
            b.text(" never");
            return;
        }
        double ratio = max / min;
        b.text(" are " + k.verb + " ").figure(ratio, HeadlinePart.Form.RATIO, HeadlinePart.Target.DIFFERENTIALS)
                .text(" as often as those of ").groups(best, MAX_NAMES).text(" (" + k.rate + " ")
                .at(index, min, HeadlinePart.Form.RATE).text(")");
        interval(b, op.differentials() == null ? null : op.differentials().get(k.ratio), bootstrap);
    }

    /** "C (0 false accepts in 30000 pairs)", or for several "C and D (0 false accepts in 30000 and 28012 pairs)". */
    private static void zeroGroups(HeadlineStatement.Builder b, int index, OperatingPoint op, List<String> best,
                                   Kind k) {
        b.groups(best, MAX_NAMES).text(" (0 " + k.error + "s in ");
        int shown = best.size() <= MAX_NAMES ? best.size() : MAX_NAMES - 1;
        for (int i = 0; i < shown; i++) {
            b.text(i == 0 ? "" : i == shown - 1 && shown == best.size() ? " and " : ", ")
                    .at(index, k.pairsOf(op.perGroup().get(best.get(i))), HeadlinePart.Form.COUNT);
        }
        b.text(shown < best.size() ? ", …" : "").text(" pairs)");
    }

    /** " (k of n pairs)". */
    private static void counts(HeadlineStatement.Builder b, int index, GroupRates g, Kind k) {
        b.text(" (").at(index, k.errorsOf(g), HeadlinePart.Form.COUNT).text(" " + k.error + "s in ")
                .at(index, k.pairsOf(g), HeadlinePart.Form.COUNT).text(" pairs)");
    }

    /** ", 95% interval [lo×, hi×]"; without it, why (when the bootstrap ran); nothing when it did not run. */
    private static void interval(HeadlineStatement.Builder b, Differential d, boolean bootstrap) {
        if (d != null && d.interval() != null) {
            b.text(", 95% interval [").figure(d.interval().lower(), HeadlinePart.Form.RATIO,
                    HeadlinePart.Target.DIFFERENTIALS).text(", ").figure(d.interval().upper(), HeadlinePart.Form.RATIO,
                    HeadlinePart.Target.DIFFERENTIALS).text("]");
        } else if (bootstrap) {
            b.text(", no interval (the differentials table says why)");
        }
    }
}
