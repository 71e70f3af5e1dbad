package org.fairscore.report.markdown;

/**
 * Makes a user's string (group name, attribute, label, warning, file path) literal text in report.md, inside a
 * table cell, a list item or a heading (CommonMark with GitHub's tables):
 * <ul>
 *   <li>{@code &}, {@code <}, {@code >} become {@code &amp;}, {@code &lt;}, {@code &gt;}: no raw HTML, no
 *       autolink, no entity of the user's;</li>
 *   <li>{@code \ ` * _ [ ] ( ) | ~ !} get a backslash: no emphasis, code span, link, image, strikethrough, and a
 *       {@code |} cannot add a table column (GitHub splits cells at pipes without a backslash before them);</li>
 *   <li>{@code # - + =} at the start get a backslash, and so does the {@code .} or {@code )} after leading
 *       digits: the text cannot open a heading, list, setext underline or ordered list (it may start a list
 *       item's text);</li>
 *   <li>a line break ({@code \r\n}, {@code \n}, {@code \r}) becomes {@code <br>}, which keeps a table row on
 *       one line; other control characters become U+FFFD, as CommonMark does with NUL.</li>
 * </ul>
 * The rendered text shows the string unchanged apart from line breaks; report.json keeps it exact.
 */
final class MarkdownText {
    private static final String PUNCTUATION = "\\`*_[]()|~!";
    private static final String LEADING = "#-+=";

    private MarkdownText() {
    }

    static String escape(String s) {
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
                    boolean marker = (i == 0 && LEADING.indexOf(c) >= 0)
                            || (i == digits && digits > 0 && (c == '.' || c == ')'));
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
