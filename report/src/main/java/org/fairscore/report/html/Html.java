package org.fairscore.report.html;

/**
 * An HTML (and inline SVG) writer whose only ways to emit data are escaped: {@link #text} for element
 * content and the attribute values of {@link #open}/{@link #el}. {@link #raw} is for markup written as
 * literals in this package (tags, CSS, numbers this package formatted) and never takes report data.
 *
 * <p>Escaping covers both contexts with one rule (element text and double-quoted attribute values):
 * {@code & < > " '} become character references, and characters HTML forbids (C0 controls other than
 * tab, LF, CR; DEL; lone surrogates; U+FFFE/U+FFFF) become U+FFFD, so a group named
 * {@code <script>alert(1)</script>} is shown as those characters and never parsed as markup.
 */
public final class Html {
    private final StringBuilder sb = new StringBuilder(1 << 16);

    /** Escapes s for element text or a double-quoted attribute value; null becomes the empty string. */
    public static String escape(String s) {
        if (s == null) {
            return "";
        }
        var out = new StringBuilder(s.length() + 16);
        escapeInto(out, s);
        return out.toString();
    }

    private static void escapeInto(StringBuilder out, String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                        out.append(c).append(s.charAt(++i));
                    } else if (forbidden(c)) {
                        out.append('\uFFFD');
                    } else {
                        out.append(c);
                    }
                }
            }
        }
    }

    private static boolean forbidden(char c) {
        return (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7F || Character.isSurrogate(c)
                || c == '\uFFFE' || c == '\uFFFF';
    }

    /** Trusted markup: a literal of this package or a number it formatted. Never report data. */
    public Html raw(String trustedMarkup) {
        sb.append(trustedMarkup);
        return this;
    }

    /** Element text, escaped. */
    public Html text(String untrusted) {
        if (untrusted != null) {
            escapeInto(sb, untrusted);
        }
        return this;
    }

    /**
     * An opening tag. {@code attrs} are name/value pairs: names are literals of this package, values are
     * escaped; a null value omits the attribute.
     */
    public Html open(String tag, String... attrs) {
        if (attrs.length % 2 != 0) {
            throw new IllegalArgumentException("attributes come in name/value pairs: " + attrs.length + " strings");
        }
        sb.append('<').append(tag);
        for (int i = 0; i < attrs.length; i += 2) {
            if (attrs[i + 1] != null) {
                sb.append(' ').append(attrs[i]).append("=\"");
                escapeInto(sb, attrs[i + 1]);
                sb.append('"');
            }
        }
        sb.append('>');
        return this;
    }

    /** A self-closed element with attributes: SVG only (HTML ignores the slash and leaves the element open). */
    public Html empty(String tag, String... attrs) {
        open(tag, attrs);
        sb.setLength(sb.length() - 1);
        sb.append("/>");
        return this;
    }

    public Html close(String tag) {
        sb.append("</").append(tag).append('>');
        return this;
    }

    /** {@code <tag attrs>escaped text</tag>}. */
    public Html el(String tag, String text, String... attrs) {
        return open(tag, attrs).text(text).close(tag);
    }

    @Override
    public String toString() {
        return sb.toString();
    }
}
