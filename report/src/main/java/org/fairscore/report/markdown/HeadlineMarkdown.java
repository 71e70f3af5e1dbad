package org.fairscore.report.markdown;

import org.fairscore.core.report.Headline;
import org.fairscore.core.report.HeadlineNumbers;
import org.fairscore.core.report.HeadlinePart;

/**
 * The {@link Headline} at the top of report.md: one list item per statement, numbers in {@link HeadlineNumbers}' text
 * form, group names and gates through {@link MarkdownText#escape} (a {@code |} or {@code <} in a name stays literal).
 * The headline's own wording holds no Markdown syntax, so it is written as it is. Nothing for an empty headline.
 */
public final class HeadlineMarkdown {
    private HeadlineMarkdown() {
    }

    public static String render(Headline headline) {
        if (headline.isEmpty()) {
            return "";
        }
        var sb = new StringBuilder("## Headline\n\n");
        for (var s : headline.statements()) {
            sb.append("- ").append(s.text(HeadlineMarkdown::name)).append('\n');
        }
        return sb.append('\n').toString();
    }

    /** A group name in bold; a gate as it is; both escaped. */
    private static String name(HeadlinePart.Name name) {
        String escaped = MarkdownText.escape(name.name());
        return name.role() == HeadlinePart.Name.Role.GROUP ? "**" + escaped + "**" : escaped;
    }
}
