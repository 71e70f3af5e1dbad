package org.fairscore.core.gates;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.fairscore.core.report.GateResult;

/**
 * A JSON Pointer gate against report.json as written (a {@link JsonNode}). The pointer must resolve to a number:
 * a JSON {@code null} is an undefined value (a zero denominator, too few samples) and fails the gate with the reason
 * the report gives beside it; a pointer that resolves to nothing, or to a string, boolean, object or array, cannot be
 * checked and is a configuration error ({@link GateResult#uncheckable}: exit code 2 once the report is written).
 * With {@code for every group} every member (or element) at the group level must pass, the value is the worst
 * group's (the largest for an upper bound, the smallest for a lower bound; for {@code ==} and {@code !=} the first
 * failing group's, or the first group's when all pass) and the reason lists every failing group.
 */
final class PointerGateEvaluation {
    private PointerGateEvaluation() {
    }

    /** Why a pointer cannot be checked; caught into {@link GateResult#uncheckable}. */
    private static final class Unresolved extends RuntimeException {
        Unresolved(String message) {
            super(message, null, false, false);
        }
    }

    static GateResult evaluate(JsonNode report, Gate gate) {
        var pointer = gate.pointer();
        try {
            if (!pointer.hasGroupLevel()) {
                return Verdicts.judge(gate, leaf(report, pointer, 0, ""));
            }
            JsonNode groups = walk(report, pointer, 0, pointer.groupLevel(), "");
            String groupsAt = prefix(pointer, pointer.groupLevel());
            var members = members(groups, groupsAt);
            if (gate.scope() instanceof GateScope.OneGroup one) {
                JsonNode member = members.get(one.name());
                if (member == null) {
                    throw new Unresolved("no group '" + one.name() + "' at " + groupsAt + "; groups: "
                            + String.join(", ", members.keySet()));
                }
                var v = leaf(member, pointer, pointer.groupLevel() + 1, groupsAt + "/" + one.name());
                return Verdicts.judge(gate, v.defined() ? v : new Measured(null, "group '" + one.name() + "': " + v.why()));
            }
            return everyGroup(gate, members, groupsAt);
        } catch (Unresolved e) {
            return GateResult.uncheckable(gate.text(), "pointer " + pointer.text() + " " + e.getMessage());
        }
    }

    private static GateResult everyGroup(Gate gate, Map<String, JsonNode> members, String groupsAt) {
        var byGroup = new LinkedHashMap<String, Measured>();
        for (var e : members.entrySet()) {
            byGroup.put(e.getKey(), leaf(e.getValue(), gate.pointer(), gate.pointer().groupLevel() + 1,
                    groupsAt + "/" + e.getKey()));
        }
        return Verdicts.everyGroup(gate, byGroup, "no groups at " + groupsAt);
    }

    /** The groups at the group level: an object's members by key, or an array's elements by name (or index). */
    private static Map<String, JsonNode> members(JsonNode node, String at) {
        var members = new LinkedHashMap<String, JsonNode>();
        if (node.isObject()) {
            node.fields().forEachRemaining(e -> members.put(e.getKey(), e.getValue()));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                JsonNode el = node.get(i);
                JsonNode name = el.has("name") ? el.get("name") : el.get("group");
                members.put(name != null && name.isTextual() ? name.asText() : Integer.toString(i), el);
            }
        } else {
            throw new Unresolved("has no groups at " + at + ": the group level '*' must be an object or an array, "
                    + "found " + describe(node));
        }
        return members;
    }

    /** The number at the end of the pointer, walking its segments from {@code from} on {@code node} (found at {@code at}). */
    private static Measured leaf(JsonNode node, ReportPointer pointer, int from, String at) {
        var segments = pointer.segments();
        JsonNode parent = null;
        JsonNode value = node;
        String where = at;
        for (int i = from; i < segments.size(); i++) {
            parent = value;
            value = step(value, segments.get(i), where);
            where += "/" + escape(segments.get(i));
        }
        if (value.isNull()) {
            return new Measured(null, undefinedReason(parent, segments.get(segments.size() - 1)));
        }
        if (!value.isNumber()) {
            throw new Unresolved("resolves to " + describe(value) + ", not a number");
        }
        return new Measured(value.doubleValue(), null);
    }

    /** Segments {@code from} (inclusive) to {@code to} (exclusive) of the pointer, from {@code node}. */
    private static JsonNode walk(JsonNode node, ReportPointer pointer, int from, int to, String at) {
        JsonNode cur = node;
        String where = at;
        for (int i = from; i < to; i++) {
            cur = step(cur, pointer.segments().get(i), where);
            where += "/" + escape(pointer.segments().get(i));
        }
        return cur;
    }

    /** One reference token: an object member, or an array index (RFC 6901: digits, no leading zero). */
    private static JsonNode step(JsonNode node, String token, String at) {
        String here = at.isEmpty() ? "the report's top level" : at;
        if (node.isObject()) {
            JsonNode next = node.get(token);
            if (next == null) {
                throw new Unresolved("resolves to nothing: no member '" + token + "' at " + here + " (members: "
                        + String.join(", ", iterable(node)) + ")");
            }
            return next;
        }
        if (node.isArray()) {
            if (!token.matches("0|[1-9][0-9]*") || token.length() > 9 || Integer.parseInt(token) >= node.size()) {
                throw new Unresolved("resolves to nothing: '" + token + "' is not an index of the array at " + here
                        + " (" + node.size() + " elements: 0 to " + (node.size() - 1) + ")");
            }
            return node.get(Integer.parseInt(token));
        }
        throw new Unresolved("resolves to nothing: " + here + " is " + describe(node) + ", which has no '" + token + "'");
    }

    /** An undefined value's reason, where the report gives one beside it ({@code undefinedReason}, {@code <key>UndefinedReason}). */
    private static String undefinedReason(JsonNode parent, String key) {
        if (parent != null && parent.isObject()) {
            for (String k : List.of(key + "UndefinedReason", "undefinedReason", "reason")) {
                if (parent.path(k).isTextual()) {
                    return parent.get(k).asText();
                }
            }
        }
        return "null in report.json";
    }

    private static List<String> iterable(JsonNode object) {
        var names = new ArrayList<String>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static String describe(JsonNode node) {
        if (node.isTextual()) {
            return "a string ('" + node.asText() + "')";
        }
        if (node.isBoolean()) {
            return "a boolean (" + node.asText() + ")";
        }
        return node.isObject() ? "an object" : node.isArray() ? "an array" : node.getNodeType().toString().toLowerCase(Locale.ROOT);
    }

    /** The pointer's first {@code n} segments, written as a pointer. */
    private static String prefix(ReportPointer pointer, int n) {
        var sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            sb.append('/').append(escape(pointer.segments().get(i)));
        }
        return sb.toString();
    }

    private static String escape(String token) {
        return token.replace("~", "~0").replace("/", "~1");
    }
}
