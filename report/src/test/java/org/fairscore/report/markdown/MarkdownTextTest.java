package org.fairscore.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MarkdownTextTest {

    @Test
    void htmlBecomesEntities() {
        assertEquals("&lt;script&gt;alert(1)&lt;/script&gt;", MarkdownText.escape("<script>alert(1)</script>"));
        assertEquals("A &amp; B", MarkdownText.escape("A & B"));
        assertEquals("&amp;lt;", MarkdownText.escape("&lt;"), "a user's entity stays text");
    }

    @Test
    void linksCodeEmphasisAndPipesAreBackslashed() {
        // with both brackets backslashed no "](" can end a link text, so parentheses may stay as they are
        assertEquals("\\[x\\](javascript:alert(1))", MarkdownText.escape("[x](javascript:alert(1))"));
        assertEquals("\\!\\[i\\](u)", MarkdownText.escape("![i](u)"));
        assertEquals("\\[^1\\]", MarkdownText.escape("[^1]"), "no footnote reference");
        assertEquals("a\\|b", MarkdownText.escape("a|b"));
        assertEquals("\\`c\\` \\*e\\* \\_u\\_ \\~\\~s\\~\\~", MarkdownText.escape("`c` *e* _u_ ~~s~~"));
        assertEquals("\\\\", MarkdownText.escape("\\"));
        assertEquals("\\\\\\|", MarkdownText.escape("\\|"), "a user's backslash cannot unescape our pipe");
    }

    @Test
    void blockMarkersAreEscapedOnlyAtTheStart() {
        assertEquals("\\# h", MarkdownText.escape("# h"));
        assertEquals("\\- x", MarkdownText.escape("- x"));
        assertEquals("\\+ x", MarkdownText.escape("+ x"));
        assertEquals("\\==", MarkdownText.escape("=="));
        assertEquals("1\\. x", MarkdownText.escape("1. x"));
        assertEquals("12\\) x", MarkdownText.escape("12) x"));
        assertEquals("a # b - c 1. d", MarkdownText.escape("a # b - c 1. d"));
        assertEquals("race=A-B", MarkdownText.escape("race=A-B"));
    }

    /** Inside a line (a cell, a heading's text) no block can start, so numbers and names keep their look. */
    @Test
    void inlineTextKeepsLeadingMarkersButStillEscapesInlineMarkup() {
        assertEquals("-0.02000", MarkdownText.inline("-0.02000"));
        assertEquals("0.05000", MarkdownText.inline("0.05000"));
        assertEquals("# h", MarkdownText.inline("# h"));
        assertEquals("a\\|b &lt;i&gt; \\*x\\*<br>y", MarkdownText.inline("a|b <i> *x*\ny"));
        assertEquals("\\-0.02000", MarkdownText.escape("-0.02000"), "at a line's start it would open a list");
        assertEquals("0\\.05", MarkdownText.escape("0.05"), "at a line's start it would open an ordered list");
    }

    /** "## name #" would lose its last '#' as a closing sequence; the heading keeps it. */
    @Test
    void aHeadingsLastHashIsKept() {
        assertEquals("C\\#", MarkdownText.heading("C#"));
        assertEquals("a # b \\#", MarkdownText.heading("a # b #"));
        assertEquals("a\\\\\\#", MarkdownText.heading("a\\#"), "the user's backslash stays a backslash");
        assertEquals("x", MarkdownText.heading("x"));
    }

    @Test
    void lineBreaksAndControlsCannotEndALine() {
        assertEquals("x<br>y<br>z<br>w", MarkdownText.escape("x\ny\r\nz\rw"));
        assertEquals("a\uFFFDb", MarkdownText.escape("a\u0000b"));
        assertEquals("日本語 🙂 ü", MarkdownText.escape("日本語 🙂 ü"));
        assertEquals("", MarkdownText.escape(null));
    }

    /** Over random strings of Markdown's active characters: no raw HTML, line end or unescaped pipe survives. */
    @Test
    void randomHostileStringsStayInline() {
        var rng = new SplittableRandom(7);
        String alphabet = "|\\<>&[]()`*_#-\n\r=a1.";
        for (int n = 0; n < 20_000; n++) {
            var sb = new StringBuilder();
            int len = rng.nextInt(8);
            for (int i = 0; i < len; i++) {
                sb.append(alphabet.charAt(rng.nextInt(alphabet.length())));
            }
            String e = n % 2 == 0 ? MarkdownText.escape(sb.toString()) : MarkdownText.inline(sb.toString());
            String ours = e.replace("<br>", "");
            assertFalse(ours.contains("<") || ours.contains(">") || e.contains("\n") || e.contains("\r"), e);
            assertEquals(0, MarkdownReportTest.unescapedPipes(e), e);
            assertFalse(e.endsWith("\\") && backslashRun(e) % 2 == 1, e);
        }
    }

    private static int backslashRun(String s) {
        int n = 0;
        for (int i = s.length() - 1; i >= 0 && s.charAt(i) == '\\'; i--) {
            n++;
        }
        return n;
    }
}
