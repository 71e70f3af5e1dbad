package org.fairscore.core.gates;

/** Which groups a per-group gate covers; pooled metrics and differentials have {@link Pooled}. */
public sealed interface GateScope permits GateScope.Pooled, GateScope.EveryGroup, GateScope.OneGroup {

    /** No group clause: the value is one number across all groups. */
    record Pooled() implements GateScope {
    }

    /** {@code for every group}: every group must pass; the reported value is the worst group's. */
    record EveryGroup() implements GateScope {
    }

    /** {@code for group NAME}: the group as named in report.json (e.g. {@code race=A|gender=F}). */
    record OneGroup(String name) implements GateScope {
    }
}
