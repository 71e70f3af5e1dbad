package org.fairscore.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class HtmlTest {
    @Test
    void scriptTagBecomesText() {
        assertEquals("&lt;script&gt;alert(1)&lt;/script&gt;", Html.escape("<script>alert(1)</script>"));
    }

    @Test
    void attributeBreakoutBecomesText() {
        assertEquals("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;", Html.escape("\"><img src=x onerror=alert(1)>"));
        assertEquals("&#39; onmouseover=&#39;x", Html.escape("' onmouseover='x"));
    }

    @Test
    void ampersandFirstSoReferencesAreNotDecoded() {
        assertEquals("&amp;lt;b&amp;gt; &amp;amp;", Html.escape("&lt;b&gt; &amp;"));
    }

    @Test
    void controlCharactersAndLoneSurrogatesBecomeReplacementCharacter() {
        assertEquals("a\uFFFDb\tc\n\uFFFD", Html.escape("a\u0000b\tc\n\u001B"));
        assertEquals("x\uFFFDy", Html.escape("x\uD800y"));
        assertEquals("\uD83D\uDE00", Html.escape("\uD83D\uDE00"));
    }

    @Test
    void nullIsEmpty() {
        assertEquals("", Html.escape(null));
        assertEquals("<p></p>", new Html().open("p").text(null).close("p").toString());
    }

    @Test
    void attributeValuesAreEscapedAndNullOmitsTheAttribute() {
        var out = new Html().open("g", "data-group", "\"><script>", "stroke-dasharray", null).close("g");
        assertEquals("<g data-group=\"&quot;&gt;&lt;script&gt;\"></g>", out.toString());
        assertEquals("<rect x=\"1\"/>", new Html().empty("rect", "x", "1").toString());
    }

    @Test
    void oddAttributeListIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new Html().open("p", "class"));
    }
}
