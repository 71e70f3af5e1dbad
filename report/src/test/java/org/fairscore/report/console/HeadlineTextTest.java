package org.fairscore.report.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.fairscore.core.report.Headline;
import org.fairscore.core.report.HeadlineFixtures;
import org.junit.jupiter.api.Test;

/** The headline on stdout: plain text, no escape code even from a hostile group name. */
class HeadlineTextTest {
    @Test
    void plainLinesWithoutEscapeCodes() {
        // FAR: "\u001b[31mred" 60/20000 = 3e-3, B 0/5000 -> no ratio; FRR: 3/300 = 0.01 vs 4/200 = 0.02 -> 2
        var r = new HeadlineFixtures().group("\u001b[31mred", 300, 20000).group("B", 200, 5000)
                .level(1e-3, 0.4, new long[][] {{60, 3}, {0, 4}}, null, null, false).build();
        String text = HeadlineText.render(Headline.of(r));
        assertEquals("headline:\n"
                + "  At FAR 1e-3 (threshold 0.4000): impostor pairs of \\u001B[31mred (FAR 0.003000) are falsely accepted, "
                + "those of B (0 false accepts in 5000 pairs) never; genuine pairs of B (FRR 0.02000) are falsely rejected "
                + "2.000× as often as those of \\u001B[31mred (FRR 0.01000).\n"
                + "  No intervals: the identity bootstrap did not run (--bootstrap 0, or no identities to resample).\n", text);
        assertFalse(text.contains("\u001b"));
    }

    @Test
    void emptyHeadlinePrintsNothing() {
        assertEquals("", HeadlineText.render(new Headline(List.of())));
    }
}
