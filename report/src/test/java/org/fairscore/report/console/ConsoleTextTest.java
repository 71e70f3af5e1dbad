package org.fairscore.report.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class ConsoleTextTest {
    @Test
    void terminalControlsAreShownNotObeyed() {
        assertEquals("\\u001B[2J\\u001B[31mA", ConsoleText.plain("\u001b[2J\u001b[31mA"));
        assertEquals("B\\u000DA", ConsoleText.plain("B\rA"));
        assertEquals("line\\u000Anext", ConsoleText.plain("line\nnext"));
        assertEquals("\\u202Eevil\\u202C", ConsoleText.plain("\u202Eevil\u202C"));
        assertEquals("\\u2066x\\u2069", ConsoleText.plain("\u2066x\u2069"));
    }

    @Test
    void everythingElseStaysAsWritten() {
        for (String s : new String[] {"Café", "race=A\\|x|gender=F", "<script>", "日本語", "😀", "", " F "}) {
            assertEquals(s, ConsoleText.plain(s));
        }
    }

    @Test
    void aHiddenCharacterStaysVisible() {
        assertNotEquals(ConsoleText.plain("A\u202E"), ConsoleText.plain("A"));
        assertNotEquals(ConsoleText.plain("A\u0007"), ConsoleText.plain("A"));
    }
}
