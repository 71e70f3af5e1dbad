package org.fairscore.core.summaries;

import java.io.Serializable;
import org.fairscore.core.model.PairKind;

/** Pass-1 summary of one group: one {@link PairTypeSummary} per pair kind. */
public final class GroupScoreSummary implements Mergeable<GroupScoreSummary>, Serializable {
    private static final long serialVersionUID = 1L;

    private final PairTypeSummary genuine;
    private final PairTypeSummary impostor;

    private GroupScoreSummary(PairTypeSummary genuine, PairTypeSummary impostor) {
        this.genuine = genuine;
        this.impostor = impostor;
    }

    public static GroupScoreSummary empty() {
        return new GroupScoreSummary(PairTypeSummary.empty(), PairTypeSummary.empty());
    }

    public void add(PairKind kind, float score) {
        (kind == PairKind.GENUINE ? genuine : impostor).add(score);
    }

    public PairTypeSummary get(PairKind kind) {
        return kind == PairKind.GENUINE ? genuine : impostor;
    }

    @Override
    public GroupScoreSummary merge(GroupScoreSummary other) {
        genuine.merge(other.genuine);
        impostor.merge(other.impostor);
        return this;
    }
}
