package org.fairscore.core.report;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.OperatingPoint;

/**
 * The warnings that change how the headline's numbers read, taken from the report's fields (not by parsing its
 * warning texts): impostor sampling (the rates are estimates), rejected input rows, identities with samples in more
 * than one group (genuine pairs not scored), groups without genuine or without impostor pairs (no FRR, no FAR), and at
 * each key level the groups too small to resolve it and a threshold that admits no false accept at all. The other
 * warnings (an EER interval extended to its estimate, a geometry subsample) stay in the warnings list.
 */
final class HeadlineCaveats {
    private HeadlineCaveats() {
    }

    static List<HeadlineStatement> of(AuditReport r, List<Integer> levels, GroupOrder order) {
        var out = new ArrayList<HeadlineStatement>();
        if (r.sampling() != null) {
            out.add(caveat().text("Impostor pairs were sampled at rate ").figure(r.sampling().rate(),
                    HeadlinePart.Form.VALUE, HeadlinePart.Target.WARNINGS)
                    .text(": thresholds and FARs are estimates.").build());
        }
        var in = r.input();
        if (in != null && in.rejected() > 0) {
            out.add(caveat().figure(in.rejected(), HeadlinePart.Form.COUNT, HeadlinePart.Target.WARNINGS)
                    .text(in.rejected() == 1 ? " input row was" : " input rows were")
                    .text(" rejected and not audited.").build());
        }
        var across = in == null ? null : in.identitiesAcrossGroups();
        if (across != null && across.any()) {
            out.add(caveat().figure(across.identities(), HeadlinePart.Form.COUNT, HeadlinePart.Target.WARNINGS)
                    .text(across.identities() == 1 ? " identity has" : " identities have")
                    .text(" samples in more than one group; their ")
                    .figure(across.totalGenuinePairs(), HeadlinePart.Form.COUNT, HeadlinePart.Target.WARNINGS)
                    .text(" cross-group genuine pairs are in no group's pairs and were not scored.").build());
        }
        var noGenuine = new ArrayList<String>();
        var noImpostor = new ArrayList<String>();
        if (r.groups() != null) {
            r.groups().forEach(g -> {
                if (g.genuinePairs() == 0) {
                    noGenuine.add(g.name());
                }
                if (g.impostorPairs() == 0) {
                    noImpostor.add(g.name());
                }
            });
        }
        if (!noGenuine.isEmpty()) {
            out.add(caveat().groups(noGenuine, LevelSentence.MAX_NAMES).text(noGenuine.size() == 1 ? " has" : " have")
                    .text(" no genuine pairs (every identity has one sample): no FRR.").build());
        }
        if (!noImpostor.isEmpty()) {
            out.add(caveat().groups(noImpostor, LevelSentence.MAX_NAMES).text(noImpostor.size() == 1 ? " has" : " have")
                    .text(" no impostor pairs (one identity): no FAR.").build());
        }
        for (int i : levels) {
            resolution(r.operatingPoints().get(i), i, order, out);
        }
        return out;
    }

    /** At one key level: groups whose FAR rests on no allowed error, and a threshold that allows none at all. */
    private static void resolution(OperatingPoint op, int index, GroupOrder order, List<HeadlineStatement> out) {
        var below = new ArrayList<String>();
        for (String g : order.keysOf(op.perGroup())) {
            GroupRates rates = op.perGroup().get(g);
            if (rates.belowResolution()) {
                below.add(g);
            }
        }
        if (!below.isEmpty()) {
            out.add(caveat().text("At FAR ").at(index, op.farTarget(), HeadlinePart.Form.LEVEL).text(", ")
                    .groups(below, LevelSentence.MAX_NAMES).text(below.size() == 1 ? " has" : " have")
                    .text(" too few impostor pairs to resolve the level (fewer than ")
                    .at(index, new FarLevel(new BigDecimal(Double.toString(op.farTarget()))).pairsForOneError(),
                            HeadlinePart.Form.COUNT)
                    .text("): a FAR there rests on no allowed false accept.").build());
        }
        if (op.threshold() != null && op.allowedFalseAccepts() == 0) {
            out.add(caveat().text("At FAR ").at(index, op.farTarget(), HeadlinePart.Form.LEVEL).text(", all ")
                    .at(index, op.globalImpostorPairs(), HeadlinePart.Form.COUNT)
                    .text(" pooled impostor pairs allow no false accept: the threshold admits none at all.")
                    .build());
        }
    }

    private static HeadlineStatement.Builder caveat() {
        return new HeadlineStatement.Builder(HeadlineStatement.Topic.CAVEAT);
    }
}
