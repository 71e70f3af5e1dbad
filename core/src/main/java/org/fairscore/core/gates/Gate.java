package org.fairscore.core.gates;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.verification.FarLevel;

/**
 * One fairness gate, parsed from its text:
 * <pre>
 *   gate   := metric ['@' alpha] op bound [scope]
 *   op     := '&lt;=' | '&lt;' | '&gt;=' | '&gt;'
 *   scope  := 'for every group' | 'for group' NAME      (NAME may be quoted with ' or ")
 * </pre>
 * e.g. {@code bfar@1e-4 <= 2.0}, {@code frr@1e-3 <= 0.05 for every group},
 * {@code far@1e-3 <= 0.001 for group A}, {@code eer < 0.02 for every group},
 * {@code globalFrr@1e-4 <= 0.1}. Per-group metrics need a scope; pooled metrics and differentials
 * take none. Every malformed gate is an {@link InvalidInputException} naming the gate.
 *
 * <p>The second form reads any number of report.json through an RFC 6901 JSON Pointer ({@link ReportPointer}):
 * <pre>
 *   gate   := pointer ' ' op ' ' bound [scope]          (spaces around op)
 *   op     := '&lt;=' | '&lt;' | '&gt;=' | '&gt;' | '==' | '!='
 * </pre>
 * e.g. {@code /geometry/clustering/silhouette/value >= 0.1},
 * <code>/geometry/perGroup/&#42;/recallAt1/value &gt;= 0.9 for every group</code>. A pointer with a group level ({@code *})
 * needs a scope, one without takes none. For these gates {@code metric} and {@code level} are null.
 *
 * @param text   the gate as written (trimmed): reported back verbatim
 * @param metric what is tested (null for a pointer gate)
 * @param level  the FAR level whose global threshold the value is read at; null for {@code eer} and pointer gates
 * @param op     the comparison
 * @param bound  the bound (finite)
 * @param scope  the groups covered
 * @param pointer the JSON Pointer of a pointer gate; null for the metric forms
 */
public record Gate(String text, GateMetric metric, FarLevel level, Comparison op, double bound, GateScope scope,
                   ReportPointer pointer) {

    private static final Pattern SYNTAX = Pattern.compile(
            "([A-Za-z][A-Za-z0-9]*)\\s*(?:@\\s*([^\\s<>=]+))?\\s*(<=|>=|<|>|==|=|!=)\\s*([^\\s]+)(?:\\s+(.*))?",
            Pattern.DOTALL);
    private static final Pattern POINTER_SYNTAX = Pattern.compile(
            "(/.*?)\\s+(<=|>=|==|!=|<|>)\\s+(\\S+)(?:\\s+(.*))?", Pattern.DOTALL);
    private static final Pattern EVERY = Pattern.compile("for\\s+(every|each|all)\\s+groups?", Pattern.CASE_INSENSITIVE);
    private static final Pattern ONE = Pattern.compile("for\\s+group\\s+(.+)", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

    public static Gate parse(String text) {
        if (text == null || text.isBlank()) {
            throw new InvalidInputException("gate '': empty; write e.g. 'bfar@1e-4 <= 2.0'");
        }
        String t = text.trim();
        if (t.startsWith("/")) {
            return parsePointerGate(t);
        }
        var m = SYNTAX.matcher(t);
        if (!m.matches()) {
            throw bad(t, "expected METRIC[@FAR] OP BOUND [for every group | for group NAME], e.g. "
                    + "'bfar@1e-4 <= 2.0' or 'frr@1e-3 <= 0.05 for every group'");
        }
        var metric = GateMetric.ofKey(m.group(1)).orElseThrow(() -> bad(t, "unknown metric '" + m.group(1)
                + "'; known: " + GateMetric.knownKeys()));
        FarLevel level = null;
        if (m.group(2) != null) {
            if (!metric.atFarLevel()) {
                throw bad(t, metric.key() + " does not depend on a threshold; drop '@" + m.group(2) + "'");
            }
            level = FarLevel.parse(m.group(2), "gate '" + t + "': FAR level");
        } else if (metric.atFarLevel()) {
            throw bad(t, metric.key() + " is read at a FAR level's threshold: write " + metric.key() + "@ALPHA, e.g. "
                    + metric.key() + "@1e-3");
        }
        var op = Comparison.ofSymbol(m.group(3)).filter(Comparison::isOrdering).orElseThrow(() -> bad(t, "comparison '"
                + m.group(3) + "' is not offered; use <=, <, >= or > (== and != are for JSON Pointer gates)"));
        double bound = bound(t, m.group(4));
        GateScope scope = scope(t, m.group(5));
        if (metric.kind() == GateMetric.Kind.PER_GROUP && scope instanceof GateScope.Pooled) {
            throw bad(t, metric.key() + " is a per-group value: add 'for every group' or 'for group NAME'"
                    + (metric == GateMetric.EER ? "" : " (or use global" + capitalised(metric.key())
                    + " for the pooled rate)"));
        }
        if (metric.kind() != GateMetric.Kind.PER_GROUP && !(scope instanceof GateScope.Pooled)) {
            throw bad(t, metric.key() + " is one value across all groups; drop '" + m.group(5).trim() + "'");
        }
        return new Gate(t, metric, level, op, bound, scope, null);
    }

    private static Gate parsePointerGate(String t) {
        var m = POINTER_SYNTAX.matcher(t);
        if (!m.matches()) {
            throw bad(t, "expected /JSON/POINTER OP BOUND [for every group | for group NAME] with spaces around OP "
                    + "(one of <, <=, >, >=, ==, !=), e.g. '/geometry/clustering/silhouette/value >= 0.1'");
        }
        var pointer = ReportPointer.parse(m.group(1), "gate '" + t + "'");
        var op = Comparison.ofSymbol(m.group(2)).orElseThrow();
        double bound = bound(t, m.group(3));
        GateScope scope = scope(t, m.group(4));
        if (pointer.hasGroupLevel() && scope instanceof GateScope.Pooled) {
            throw bad(t, "pointer " + pointer.text() + " has a group level '*': add 'for every group' or 'for group NAME'");
        }
        if (!pointer.hasGroupLevel() && !(scope instanceof GateScope.Pooled)) {
            throw bad(t, "'" + m.group(4).trim() + "' needs a group level in the pointer: write '*' for the segment "
                    + "that names the group, e.g. /geometry/perGroup/*/recallAt1/value");
        }
        return new Gate(t, null, null, op, bound, scope, pointer);
    }

    private static double bound(String t, String text) {
        double bound;
        try {
            bound = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw bad(t, "bound '" + text + "' is not a number");
        }
        if (!Double.isFinite(bound)) {
            throw bad(t, "bound must be a finite number, got " + text);
        }
        return bound;
    }

    /** Whether this gate reads report.json through a JSON Pointer (else it is a metric short form). */
    public boolean isPointer() {
        return pointer != null;
    }

    public static List<Gate> parseAll(List<String> texts) {
        return texts.stream().map(Gate::parse).toList();
    }

    /** A gate at a FAR level the audit does not compute can never be checked: say so before the audit runs. */
    public void requireLevelIn(List<FarLevel> computed) {
        if (level != null && computed.stream().noneMatch(l -> l.compareTo(level) == 0)) {
            throw bad(text, "FAR level " + level.label() + " is not computed; add it to --far (computed: "
                    + String.join(", ", computed.stream().map(FarLevel::label).toList()) + ")");
        }
    }

    /**
     * A pointer gate whose first segment is not a member the command's report.json can have can never be checked:
     * say so before the command runs. {@code command} names the command in the message.
     */
    public void requireTopLevelKeyIn(Collection<String> keys, String command) {
        if (pointer != null && !keys.contains(pointer.topLevelKey())) {
            throw bad(text, "the report.json of '" + command + "' has no top-level member '" + pointer.topLevelKey()
                    + "'; it can have: " + String.join(", ", keys));
        }
    }

    static InvalidInputException bad(String gate, String why) {
        return new InvalidInputException("gate '" + gate + "': " + why);
    }

    private static GateScope scope(String gate, String clause) {
        if (clause == null || clause.isBlank()) {
            return new GateScope.Pooled();
        }
        String c = clause.trim();
        if (EVERY.matcher(c).matches()) {
            return new GateScope.EveryGroup();
        }
        var one = ONE.matcher(c);
        if (one.matches()) {
            String name = one.group(1).trim();
            if (name.length() >= 2 && (name.startsWith("'") && name.endsWith("'")
                    || name.startsWith("\"") && name.endsWith("\""))) {
                name = name.substring(1, name.length() - 1);
            }
            if (name.isEmpty()) {
                throw bad(gate, "empty group name");
            }
            return new GateScope.OneGroup(name);
        }
        throw bad(gate, "cannot read '" + c + "': expected 'for every group' or 'for group NAME'");
    }

    private static String capitalised(String s) {
        return s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }
}
