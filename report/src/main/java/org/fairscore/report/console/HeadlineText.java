package org.fairscore.report.console;

import org.fairscore.core.report.Headline;
import org.fairscore.core.report.HeadlineNumbers;

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
        for (var s : headline.statements()) {
            sb.append("  ").append(s.text(name -> ConsoleText.plain(name.name()))).append('\n');
        }
        return sb.toString();
    }
}
