package org.fairscore.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.fairscore.core.report.GateResult;
import org.fairscore.core.report.HeadlineFixtures;
import org.junit.jupiter.api.Test;

/** The headline at the top of report.md, its names escaped. */
class HeadlineMarkdownTest {
    @Test
    void headlineOpensReportMdWithNamesEscaped() {
        // FAR: race=A|gender=F 60/20000 = 3e-3, <b>x</b> 1/5000 = 2e-4 -> 15; FRR: 3/300 = 0.01, 4/200 = 0.02 -> 2
        var r = new HeadlineFixtures().group("race=A|gender=F", 300, 20000).group("<b>x</b>", 200, 5000)
                .level(1e-3, 0.4, new long[][] {{60, 3}, {1, 4}}, null, null, false)
                .gates(List.of(new GateResult("bfar@1e-3 <= 2|x", 15.0, false, "too high"))).build();
        String md = MarkdownReport.render(r);
        assertTrue(md.startsWith("# fairscore audit\n\n## Headline\n\n- At FAR 1e-3 (threshold 0.4000): impostor pairs of "
                + "**race=A\\|gender=F** (FAR 0.003000) are falsely accepted 15.00× as often as those of "
                + "**&lt;b&gt;x&lt;/b&gt;** (FAR 0.0002000); genuine pairs of **&lt;b&gt;x&lt;/b&gt;** (FRR 0.02000) are "
                + "falsely rejected 2.000× as often as those of **race=A\\|gender=F** (FRR 0.01000).\n"
                + "- No intervals: the identity bootstrap did not run (--bootstrap 0, or no identities to resample).\n"
                + "- 1 of 1 gate failed: bfar@1e-3 &lt;= 2\\|x (value 15.00).\n\n"), md);
        md.lines().filter(l -> l.startsWith("- ")).forEach(l -> assertEquals(0, MarkdownReportTest.unescapedPipes(l), l));
    }
}
