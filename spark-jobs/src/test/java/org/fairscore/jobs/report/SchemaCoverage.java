package org.fairscore.jobs.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Whether a schema describes what it validates, beyond passing it: a validator accepts a member whose subschema is
 * {@code {}} or {@code true}, so "validates" alone does not show that the schema says anything about it. Two checks:
 * {@link #openOrPermissive} over the schema, {@link #undescribed} over a report, following the report's members to
 * the subschema that governs each.
 *
 * <p>Handles the keywords docs/report.schema.json uses: local {@code $ref}s, {@code anyOf} (a value or null),
 * {@code properties}, {@code additionalProperties}, {@code items}.
 */
final class SchemaCoverage {
    /** Keywords that say what a value is; a subschema with none of them permits anything. */
    private static final Set<String> CONSTRAINING = Set.of("type", "const", "enum", "$ref", "anyOf", "if");

    private SchemaCoverage() {
    }

    /**
     * Every subschema of {@code schema} (as a JSON Pointer) that permits anything, and every object subschema that
     * does not say what its other members may be ({@code additionalProperties}).
     */
    static List<String> openOrPermissive(JsonNode schema) {
        var out = new ArrayList<String>();
        scan(schema, "", out);
        out.sort(null);
        return out;
    }

    private static void scan(JsonNode s, String at, List<String> out) {
        if (s.isBoolean() || (s.isObject() && s.properties().stream().noneMatch(e -> CONSTRAINING.contains(e.getKey())))) {
            if (!(s.isBoolean() && !s.asBoolean())) { // false (nothing allowed) is as closed as can be
                out.add(at + ": permits anything");
            }
            return;
        }
        boolean object = s.has("properties") || typeIncludes(s, "object");
        if (object && !s.has("additionalProperties")) {
            out.add(at + ": an object without additionalProperties");
        }
        if (typeIncludes(s, "array") && !s.has("items")) {
            out.add(at + ": an array without items");
        }
        s.path("properties").properties().forEach(e -> scan(e.getValue(), at + "/properties/" + e.getKey(), out));
        s.path("$defs").properties().forEach(e -> scan(e.getValue(), at + "/$defs/" + e.getKey(), out));
        if (s.has("additionalProperties")) {
            scan(s.get("additionalProperties"), at + "/additionalProperties", out);
        }
        if (s.has("items")) {
            scan(s.get("items"), at + "/items", out);
        }
        // the top level's branches are whole layouts (an audit's report or a comparison); deeper if/then/else only refine
        for (String branch : List.of("then", "else")) {
            if (at.isEmpty() && s.has(branch)) {
                scan(s.get(branch), at + "/" + branch, out);
            }
        }
        var anyOf = s.path("anyOf");
        for (int i = 0; i < anyOf.size(); i++) {
            scan(anyOf.get(i), at + "/anyOf/" + i, out);
        }
    }

    /**
     * Every member of {@code report} (as a JSON Pointer) that no subschema describes, or whose subschema permits
     * anything. Empty for a report each of whose members the schema says something about.
     */
    static List<String> undescribed(JsonNode schema, JsonNode report) {
        var out = new ArrayList<String>();
        // the top level chooses its layout by "kind" (if/then/else): an audit's report or a comparison
        var top = schema.has("if") ? schema.get("comparison".equals(report.path("kind").asText()) ? "then" : "else")
                : schema;
        walk(schema, top, report, "", out);
        return out;
    }

    private static void walk(JsonNode root, JsonNode s, JsonNode value, String at, List<String> out) {
        s = branch(root, resolve(root, s), value);
        if (s == null) {
            out.add(at + ": no subschema admits a " + value.getNodeType());
            return;
        }
        if (s.isBoolean() || s.properties().stream().noneMatch(e -> CONSTRAINING.contains(e.getKey()))) {
            out.add(at + ": described by a subschema that permits anything");
            return;
        }
        if (value.isObject()) {
            for (var e : value.properties()) {
                var child = s.path("properties").get(e.getKey());
                if (child == null) {
                    child = s.get("additionalProperties");
                }
                if (child == null || (child.isBoolean() && !child.asBoolean())) {
                    out.add(at + "/" + e.getKey() + ": not described");
                } else {
                    walk(root, child, e.getValue(), at + "/" + e.getKey(), out);
                }
            }
        } else if (value.isArray()) {
            for (int i = 0; i < value.size(); i++) {
                if (!s.has("items")) {
                    out.add(at + "/" + i + ": not described");
                } else {
                    walk(root, s.get("items"), value.get(i), at + "/" + i, out);
                }
            }
        }
    }

    /** {@code s} with its {@code $ref} followed (local references only: the schema has no other). */
    private static JsonNode resolve(JsonNode root, JsonNode s) {
        while (s.isObject() && s.has("$ref")) {
            String ref = s.get("$ref").asText();
            if (!ref.startsWith("#")) {
                throw new IllegalArgumentException("not a local reference: " + ref);
            }
            s = root.at(ref.substring(1));
            if (s.isMissingNode()) {
                throw new IllegalArgumentException("no such subschema: " + ref);
            }
        }
        return s;
    }

    /** The branch of an {@code anyOf} whose type admits {@code value} ({@code s} itself without one); null: none. */
    private static JsonNode branch(JsonNode root, JsonNode s, JsonNode value) {
        if (!s.has("anyOf")) {
            return s;
        }
        for (var b : s.get("anyOf")) {
            var r = resolve(root, b);
            if (admits(r, value)) {
                return r;
            }
        }
        return null;
    }

    private static boolean admits(JsonNode s, JsonNode value) {
        if (!s.has("type")) {
            return true;
        }
        String type = switch (value.getNodeType()) {
            case OBJECT -> "object";
            case ARRAY -> "array";
            case STRING -> "string";
            case BOOLEAN -> "boolean";
            case NULL -> "null";
            case NUMBER -> value.isIntegralNumber() ? "integer" : "number";
            default -> value.getNodeType().toString();
        };
        return typeIncludes(s, type) || (type.equals("integer") && typeIncludes(s, "number"));
    }

    private static boolean typeIncludes(JsonNode s, String type) {
        var t = s.get("type");
        if (t == null) {
            return false;
        }
        if (t.isArray()) {
            for (var x : t) {
                if (x.asText().equals(type)) {
                    return true;
                }
            }
            return false;
        }
        return t.asText().equals(type);
    }
}
