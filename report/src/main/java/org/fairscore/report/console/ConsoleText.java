package org.fairscore.report.console;

/**
 * A user's string (a group name, a label, a warning naming them) as it may reach a terminal: control characters
 * (an ESC starting a colour or cursor sequence, a carriage return overwriting the line) and the invisible bidi
 * controls that reorder what is shown are written as {@code \}{@code uXXXX}, so a name can neither rewrite the screen
 * nor hide a character from the reader (report.json has the exact string); every other character stays as it is.
 */
public final class ConsoleText {
    private ConsoleText() {
    }

    public static String plain(String s) {
        if (s == null) {
            return "null";
        }
        var sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isISOControl(c) || isBidiControl(c) || c == '\u2028' || c == '\u2029') {
                sb.append(String.format("\\u%04X", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    private static boolean isBidiControl(char c) {
        return c == '\u061C' || c == '\u200E' || c == '\u200F' || (c >= '\u202A' && c <= '\u202E')
                || (c >= '\u2066' && c <= '\u2069');
    }
}
