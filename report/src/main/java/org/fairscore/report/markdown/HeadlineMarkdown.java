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
        var renderer = new HeadlinePart.Renderer() {
            @Override
            public void text(String wording) {
                sb.append(wording);
            }

            @Override
            public void name(HeadlinePart.Name name) {
                sb.append(name.role() == HeadlinePart.Name.Role.GROUP ? "**" + MarkdownText.escape(name.name()) + "**"
                        : MarkdownText.escape(name.name()));
            }

            @Override
            public void figure(HeadlinePart.Figure figure) {
                sb.append(HeadlineNumbers.text(figure));
            }
        };
        for (var s : headline.statements()) {
            sb.append("- ");
            s.parts().forEach(p -> p.renderTo(renderer));
            sb.append('\n');
        }
        return sb.append('\n').toString();
    }
}
