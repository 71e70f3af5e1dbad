package org.fairscore.core.gates;

import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.model.InvalidInputException;

/**
 * An RFC 6901 JSON Pointer into report.json, with one extension: a segment written {@code *} is the pointer's
 * <b>group level</b>, which a gate's {@code for every group} ranges over (every member of the object, or every element
 * of the array, found there) and {@code for group G} sets to G (the member named G, or the array element whose
 * {@code name} or {@code group} member is G). A literal member named {@code *} is written {@code ~2} (not in RFC 6901,
 * whose only escapes are {@code ~0} for {@code ~} and {@code ~1} for {@code /}; any other {@code ~x} is an error here
 * as there). E.g. <code>/geometry/perGroup/&#42;/recallAt1/value</code> with {@code for every group}.
 *
 * @param text       the pointer as written
 * @param segments   the reference tokens, unescaped ({@link #WILDCARD} at the group level)
 * @param groupLevel the index of the {@code *} segment, or -1 when the pointer has none
 */
public record ReportPointer(String text, List<String> segments, int groupLevel) {
    /** The segment that marks the group level. */
    public static final String WILDCARD = "*";

    public ReportPointer {
        segments = List.copyOf(segments);
    }

    /** Parses {@code text}; {@code what} names it in errors (e.g. {@code gate '/a < 1'}). */
    public static ReportPointer parse(String text, String what) {
        if (!text.startsWith("/")) {
            throw new InvalidInputException(what + ": a JSON Pointer starts with '/', got '" + text + "'");
        }
        var segments = new ArrayList<String>();
        int level = -1;
        for (String raw : text.substring(1).split("/", -1)) {
            if (raw.equals(WILDCARD)) {
                if (level >= 0) {
                    throw new InvalidInputException(what + ": pointer " + text + " has more than one group level '*'");
                }
                level = segments.size();
                segments.add(WILDCARD);
                continue;
            }
            segments.add(unescape(raw, text, what));
        }
        return new ReportPointer(text, segments, level);
    }

    public boolean hasGroupLevel() {
        return groupLevel >= 0;
    }

    /** The first reference token: report.json's top-level member the pointer goes into. */
    public String topLevelKey() {
        return segments.get(0);
    }

    private static String unescape(String token, String text, String what) {
        var sb = new StringBuilder(token.length());
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c != '~') {
                sb.append(c);
                continue;
            }
            char next = i + 1 < token.length() ? token.charAt(i + 1) : '\0';
            switch (next) {
                case '0' -> sb.append('~');
                case '1' -> sb.append('/');
                case '2' -> sb.append('*');
                default -> throw new InvalidInputException(what + ": pointer " + text + ": '~' must be followed by 0 "
                        + "(for '~'), 1 (for '/') or 2 (for a literal '*'), in segment '" + token + "'");
            }
            i++;
        }
        return sb.toString();
    }
}
