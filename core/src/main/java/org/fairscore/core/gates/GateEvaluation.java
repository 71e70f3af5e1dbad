package org.fairscore.core.gates;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.GateResult;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.OperatingPoint;

/**
 * Gates against a report: a pure function {@code AuditReport × gates → results}, one result per gate
 * in the order given. A value that does not exist (a zero denominator, a group without pairs of the
 * kind, a FAR level with no threshold) fails the gate with the reason; it never passes by default.
 * With {@code for every group} the result's value is the worst group's (the largest for an upper
 * bound, the smallest for a lower bound) and the reason lists every group that fails.
 */
public final class GateEvaluation {
    private GateEvaluation() {
    }

    /** The report with its {@code gates} section filled in. */
    public static AuditReport apply(AuditReport report, List<Gate> gates) {
        return report.withGates(evaluate(report, gates));
    }

    /**
     * Every gate, in order. JSON Pointer gates read the report serialised as report.json writes it (without the gates
     * section, which they are about to fill).
     */
    public static List<GateResult> evaluate(AuditReport report, List<Gate> gates) {
        JsonNode json = gates.stream().anyMatch(Gate::isPointer) ? ReportJson.tree(report.toBuilder().gates(null).build()) : null;
        return gates.stream().map(g -> g.isPointer() ? PointerGateEvaluation.evaluate(json, g) : evaluate(report, g))
                .toList();
    }

    /** One metric (short-form) gate; a pointer gate is evaluated through {@link #evaluate(AuditReport, List)}. */
    public static GateResult evaluate(AuditReport report, Gate gate) {
        if (gate.isPointer()) {
            return PointerGateEvaluation.evaluate(ReportJson.tree(report.toBuilder().gates(null).build()), gate);
        }
        OperatingPoint op = gate.level() == null ? null : operatingPoint(report, gate);
        if (gate.scope() instanceof GateScope.OneGroup one) {
            requireGroup(report, gate, one.name());
            var v = perGroup(report, op, gate, one.name());
            return Verdicts.judge(gate, v.defined() ? v : new Measured(null, "group '" + one.name() + "': " + v.why()));
        }
        if (gate.scope() instanceof GateScope.EveryGroup) {
            return everyGroup(report, op, gate);
        }
        return Verdicts.judge(gate, pooled(op, gate));
    }

    private static GateResult everyGroup(AuditReport report, OperatingPoint op, Gate gate) {
        var byGroup = new LinkedHashMap<String, Measured>();
        for (GroupReport g : report.groups()) {
            byGroup.put(g.name(), perGroup(report, op, gate, g.name()));
        }
        return Verdicts.everyGroup(gate, byGroup, "the report has no groups");
    }

    private static Measured pooled(OperatingPoint op, Gate gate) {
        if (op.threshold() == null) {
            return noThreshold(op);
        }
        return switch (gate.metric()) {
            case GLOBAL_FAR -> op.globalFar() != null ? new Measured(op.globalFar(), null)
                    : new Measured(null, "no impostor pairs in any group");
            case GLOBAL_FRR -> op.globalFrr() != null ? new Measured(op.globalFrr(), null)
                    : new Measured(null, "no genuine pairs in any group");
            default -> {
                var d = op.differentials().get(gate.metric().key());
                if (d == null) {
                    throw Gate.bad(gate.text(), "the report has no differential '" + gate.metric().key() + "'");
                }
                yield new Measured(d.value(), d.value() == null ? d.undefinedReason() : null);
            }
        };
    }

    private static Measured perGroup(AuditReport report, OperatingPoint op, Gate gate, String group) {
        if (gate.metric() == GateMetric.EER) {
            GroupReport g = report.groups().stream().filter(x -> x.name().equals(group)).findFirst().orElseThrow();
            return new Measured(g.eer(), g.eer() == null ? g.eerUndefinedReason() : null);
        }
        if (op.threshold() == null) {
            return noThreshold(op);
        }
        GroupRates r = op.perGroup().get(group);
        if (gate.metric() == GateMetric.FAR) {
            return r.far() != null ? new Measured(r.far(), null) : new Measured(null, "no impostor pairs");
        }
        return r.frr() != null ? new Measured(r.frr(), null) : new Measured(null, "no genuine pairs");
    }

    private static Measured noThreshold(OperatingPoint op) {
        return new Measured(null, "no threshold at FAR " + label(op.farTarget()) + ": " + op.thresholdUndefinedReason());
    }

    private static OperatingPoint operatingPoint(AuditReport report, Gate gate) {
        double alpha = gate.level().value();
        return report.operatingPoints().stream().filter(op -> op.farTarget() == alpha).findFirst()
                .orElseThrow(() -> Gate.bad(gate.text(), "FAR level " + gate.level().label()
                        + " was not computed; add it to --far (computed: " + String.join(", ",
                        report.operatingPoints().stream().map(op -> label(op.farTarget())).toList()) + ")"));
    }

    private static void requireGroup(AuditReport report, Gate gate, String name) {
        if (report.groups().stream().noneMatch(g -> g.name().equals(name))) {
            throw Gate.bad(gate.text(), "no group '" + name + "' in this audit; groups: "
                    + String.join(", ", report.groups().stream().map(GroupReport::name).toList()));
        }
    }

    private static String label(double alpha) {
        return new BigDecimal(Double.toString(alpha)).stripTrailingZeros().toString();
    }
}
