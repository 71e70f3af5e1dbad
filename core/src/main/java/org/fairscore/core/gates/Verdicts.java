package org.fairscore.core.gates;

import java.util.ArrayList;
import java.util.Map;
import org.fairscore.core.report.GateResult;
import org.fairscore.core.report.ValueText;

/**
 * How a gate judges what it measured, the same for the short forms ({@link GateEvaluation}) and JSON Pointer gates
 * ({@link PointerGateEvaluation}): an undefined value fails with its reason, never passes by default; with
 * {@code for every group} every group is judged and the result's value is the worst group's (for {@code ==} and
 * {@code !=}, which order nothing, the first failing group's, or the first group's when all hold).
 */
final class Verdicts {
    private Verdicts() {
    }

    static GateResult judge(Gate gate, Measured v) {
        if (!v.defined()) {
            return new GateResult(gate.text(), null, false, "undefined: " + v.why());
        }
        boolean ok = gate.op().holds(v.value(), gate.bound());
        return new GateResult(gate.text(), v.value(), ok, ok ? null : violation(v.value(), gate));
    }

    /** @param byGroup each group's value in report order; {@code noGroups} the reason when there is none */
    static GateResult everyGroup(Gate gate, Map<String, Measured> byGroup, String noGroups) {
        if (byGroup.isEmpty()) {
            return new GateResult(gate.text(), null, false, noGroups);
        }
        Double worst = null;
        Double firstFailing = null;
        Double first = null;
        var failures = new ArrayList<String>();
        for (var e : byGroup.entrySet()) {
            var v = e.getValue();
            if (!v.defined()) {
                failures.add("group '" + e.getKey() + "' undefined: " + v.why());
                continue;
            }
            first = first == null ? v.value() : first;
            boolean upper = gate.op().isUpperBound();
            if (worst == null || (upper ? v.value() > worst : v.value() < worst)) {
                worst = v.value();
            }
            if (!gate.op().holds(v.value(), gate.bound())) {
                failures.add("group '" + e.getKey() + "' " + violation(v.value(), gate));
                firstFailing = firstFailing == null ? v.value() : firstFailing;
            }
        }
        Double value = gate.op().isOrdering() ? worst : firstFailing != null ? firstFailing : first;
        return new GateResult(gate.text(), value, failures.isEmpty(), failures.isEmpty() ? null : String.join("; ", failures));
    }

    /** "value V is not OP B", with as many digits as tell V from B. */
    static String violation(double value, Gate gate) {
        var text = ValueText.apart(value, gate.bound());
        return "value " + text.value() + " is not " + gate.op().symbol() + " " + text.bound();
    }
}
