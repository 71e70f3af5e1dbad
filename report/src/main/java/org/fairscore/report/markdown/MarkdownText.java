package org.fairscore.report.markdown;

/**
 * Makes a user's string (group name, attribute, label, warning, file path) literal text in report.md, inside a
 * table cell, a list item or a heading (CommonMark with GitHub's tables):
 * <ul>
 *   <li>{@code &}, {@code <}, {@code >} become {@code &amp;}, {@code &lt;}, {@code &gt;}: no raw HTML, no
 *       autolink, no entity of the user's;</li>
 *   <li>{@code \ ` * _ [ ] | ~ !} get a backslash: no emphasis, code span, link, image, footnote,
 *       strikethrough, and a {@code |} cannot add a table column (GitHub splits cells at pipes without a backslash
 *       before them); parentheses stay as they are, since without an unescaped {@code ]} before them they cannot
 *       make a link;</li>
 *   <li>in {@link #escape} (text that starts a line: a paragraph, a list item's text), {@code # - + =} at the start
 *       get a backslash, and so does the {@code .} or {@code )} after leading digits: the text cannot open a
 *       heading, list, setext underline or ordered list. {@link #inline} (a table cell, a heading's text after
 *       its {@code #}, a list item's text after its marker and term) leaves them, since no block starts there;
 *       so a cell shows {@code -0.02} and {@code 0.05}, not {@code \-0.02} and {@code 0\.05};</li>
 *   <li>a line break ({@code \r\n}, {@code \n}, {@code \r}) becomes {@code <br>}, which keeps a table row on
 *       one line; other control characters become U+FFFD, as CommonMark does with NUL.</li>
 * </ul>
 * The rendered text shows the string unchanged apart from line breaks; report.json keeps it exact.
 */
final class MarkdownText {
    private static final String PUNCTUATION = "\\`*_[]|~!";
    private static final String LEADING = "#-+=";

    private MarkdownText() {
    }

    /** Literal text that may start a line (a paragraph, a bullet's text). */
    static String escape(String s) {
        return escape(s, true);
    }

    /** Literal text inside a line: a table cell, a heading after its marker, a definition after its term. */
    static String inline(String s) {
        return escape(s, false);
    }

    /** A heading's text: {@link #inline}, and a last {@code #} backslashed, or it would close the heading and vanish. */
    static String heading(String s) {
        String e = inline(s);
        return e.endsWith("#") ? e.substring(0, e.length() - 1) + "\\#" : e;
    }

    private static String escape(String s, boolean lineStart) {
        if (s == null) {
            return "";
        }
        var sb = new StringBuilder(s.length() + 8);
        int digits = 0;
        while (digits < s.length() && Character.isDigit(s.charAt(digits)) && s.charAt(digits) < 128) {
            digits++;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '\r' -> {
                    if (i + 1 < s.length() && s.charAt(i + 1) == '\n') {
                        i++;
                    }
                    sb.append("<br>");
                }
                case '\n' -> sb.append("<br>");
                default -> {
                    boolean marker = lineStart && ((i == 0 && LEADING.indexOf(c) >= 0)
                            || (i == digits && digits > 0 && (c == '.' || c == ')')));
                    if (PUNCTUATION.indexOf(c) >= 0 || marker) {
                        sb.append('\\').append(c);
                    } else if (Character.isISOControl(c) && c != '\t') {
                        sb.append('\uFFFD');
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.toString();
    }
}
