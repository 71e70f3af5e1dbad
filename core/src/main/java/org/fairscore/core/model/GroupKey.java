package org.fairscore.core.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Names a group. One attribute: the value itself ({@code Asian}); several attributes: the
 * intersectional form {@code race=Asian|gender=F}, in the order the attributes were given.
 *
 * <p>In the intersectional form, every attribute name and value is escaped: {@code \} becomes {@code \\},
 * {@code |} becomes {@code \|} and {@code =} becomes {@code \=}. An unescaped {@code =} then only ever
 * separates an attribute from its value and an unescaped {@code |} only ever separates two attributes, so
 * the name determines the values ({@link #values} inverts {@link #name}) and two different value tuples can
 * never share a name. Without the escape, {@code (A|gender=B, C)} and {@code (A, B|gender=C)} were both
 * {@code race=A|gender=B|gender=C}: two groups pooled into one, silently. A single attribute needs no
 * escape (nothing is joined), so its name stays the raw value.
 */
public final class GroupKey {
    private static final char ESCAPE = '\\';
    private static final char SEPARATOR = '|';
    private static final char ASSIGN = '=';

    private GroupKey() {
    }

    public static String name(List<String> attributes, List<String> values) {
        if (attributes.size() != values.size() || attributes.isEmpty()) {
            throw new IllegalArgumentException(
                    "attributes and values must be non-empty and of equal length: " + attributes + " / " + values);
        }
        if (attributes.stream().anyMatch(Objects::isNull) || values.stream().anyMatch(Objects::isNull)) {
            // a null would print as the string "null" and merge with a real value "null"
            throw new IllegalArgumentException("a group has no null attribute or value: " + attributes + " / " + values);
        }
        if (attributes.size() == 1) {
            return values.get(0);
        }
        var sb = new StringBuilder();
        for (int i = 0; i < attributes.size(); i++) {
            if (i > 0) {
                sb.append(SEPARATOR);
            }
            escape(attributes.get(i), sb);
            sb.append(ASSIGN);
            escape(values.get(i), sb);
        }
        return sb.toString();
    }

    /** {@code s} with {@code \}, {@code |} and {@code =} backslash-escaped (the intersectional form's rule). */
    public static String escape(String s) {
        var sb = new StringBuilder(s.length() + 4);
        escape(s, sb);
        return sb.toString();
    }

    private static void escape(String s, StringBuilder sb) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == ESCAPE || c == SEPARATOR || c == ASSIGN) {
                sb.append(ESCAPE);
            }
            sb.append(c);
        }
    }

    /**
     * The values a group name was made of, in the order of {@code attributes}: the inverse of
     * {@link #name}, exact for every name it returns.
     *
     * @throws IllegalArgumentException when {@code name} is not {@link #name} of these attributes (a dangling or
     *                                  unknown escape, a missing or extra {@code =} or {@code |}, another attribute)
     */
    public static List<String> values(String name, List<String> attributes) {
        if (attributes.isEmpty()) {
            throw new IllegalArgumentException("a group name needs at least one attribute: '" + name + "'");
        }
        if (attributes.size() == 1) {
            return List.of(name);
        }
        var parts = split(name);
        if (parts.size() != 2 * attributes.size()) {
            throw notAName(name, attributes, "it has " + parts.size() / 2 + " attribute=value part(s)");
        }
        var values = new ArrayList<String>(attributes.size());
        for (int i = 0; i < attributes.size(); i++) {
            if (!parts.get(2 * i).equals(attributes.get(i))) {
                throw notAName(name, attributes, "part " + (i + 1) + " is attribute '" + parts.get(2 * i) + "'");
            }
            values.add(parts.get(2 * i + 1));
        }
        return List.copyOf(values);
    }

    /** {@link #values} as attribute → value, in the order of {@code attributes}. */
    public static Map<String, String> attributes(String name, List<String> attributes) {
        var values = values(name, attributes);
        var map = new LinkedHashMap<String, String>();
        for (int i = 0; i < attributes.size(); i++) {
            if (map.put(attributes.get(i), values.get(i)) != null) {
                throw new IllegalArgumentException("attribute '" + attributes.get(i) + "' is listed twice: " + attributes);
            }
        }
        return Collections.unmodifiableMap(map);
    }

    /** Unescaped tokens: attribute, value, attribute, value, … (checks that = and | alternate). */
    private static List<String> split(String name) {
        var tokens = new ArrayList<String>();
        var cur = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == ESCAPE) {
                char next = i + 1 < name.length() ? name.charAt(i + 1) : 0;
                if (next != ESCAPE && next != SEPARATOR && next != ASSIGN) {
                    throw new IllegalArgumentException("not a group name: '" + name + "': a backslash at " + i
                            + " escapes neither \\, | nor =");
                }
                cur.append(next);
                i++;
            } else if (c == ASSIGN || c == SEPARATOR) {
                boolean expectAssign = tokens.size() % 2 == 0;
                if ((c == ASSIGN) != expectAssign) {
                    throw new IllegalArgumentException("not a group name: '" + name + "': unexpected '" + c + "' at " + i);
                }
                tokens.add(cur.toString());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        if (tokens.size() % 2 == 0) {
            throw new IllegalArgumentException("not a group name: '" + name + "': the last part has no '='");
        }
        tokens.add(cur.toString());
        return tokens;
    }

    private static IllegalArgumentException notAName(String name, List<String> attributes, String why) {
        return new IllegalArgumentException("'" + name + "' is not a group name of the attributes " + attributes + ": "
                + why);
    }
}
