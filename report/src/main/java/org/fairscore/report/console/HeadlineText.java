package org.fairscore.report.console;

import org.fairscore.core.report.Headline;
import org.fairscore.core.report.HeadlineNumbers;
import org.fairscore.core.report.HeadlinePart;

/**
 * The {@link Headline} as printed on stdout after an audit: "headline:" and one indented line per statement, numbers in
 * {@link HeadlineNumbers}' text form, names through {@link ConsoleText#plain} (a name cannot write an escape sequence).
 * Plain text whatever stdout is: no colour or other escape code, so a log or a pipe gets the same bytes as a terminal.
 * Nothing for an empty headline.
 */
public final class HeadlineText {
    private HeadlineText() {
    }

    public static String render(Headline headline) {
        if (headline.isEmpty()) {
            return "";
        }
        var sb = new StringBuilder("headline:\n");
        var renderer = new HeadlinePart.Renderer() {
            @Override
            public void text(String wording) {
                sb.append(wording);
            }

            @Override
            public void name(HeadlinePart.Name name) {
                sb.append(ConsoleText.plain(name.name()));
            }

            @Override
            public void figure(HeadlinePart.Figure figure) {
                sb.append(HeadlineNumbers.text(figure));
            }
        };
        for (var s : headline.statements()) {
            sb.append("  ");
            s.parts().forEach(p -> p.renderTo(renderer));
            sb.append('\n');
        }
        return sb.toString();
    }
}
