package org.fairscore.report.markdown;

/**
 * The one way sections write report.md: headings, paragraphs, list items and tables, each a block separated from
 * the next by a blank line. Every text passes through {@link MarkdownText} here (tables escape their cells in
 * {@link MarkdownTable}), so a section never writes a user's string raw — as {@code Html} does for report.html.
 */
final class Markdown {
    private final StringBuilder sb;

    Markdown(StringBuilder sb) {
        this.sb = sb;
    }

    /** A heading of {@code level} (2 for a section, 3 inside one). */
    Markdown heading(int level, String text) {
        sb.append("#".repeat(level)).append(' ').append(MarkdownText.heading(text)).append("\n\n");
        return this;
    }

    Markdown paragraph(String text) {
        sb.append(MarkdownText.escape(text)).append("\n\n");
        return this;
    }

    /** A bullet list, one item per text; nothing for none. */
    Markdown bullets(Iterable<String> items) {
        boolean any = false;
        for (String item : items) {
            sb.append("- ").append(MarkdownText.escape(item)).append('\n');
            any = true;
        }
        if (any) {
            sb.append('\n');
        }
        return this;
    }

    /** A list item "**term**: value", for conventions and facts. */
    Markdown definition(String term, String value) {
        sb.append("- **").append(MarkdownText.inline(term)).append("**: ").append(MarkdownText.inline(value)).append('\n');
        return this;
    }

    /** Ends a run of {@link #definition} items with the blank line after a block (none for an empty run). */
    Markdown endList() {
        if (sb.length() < 2 || sb.charAt(sb.length() - 2) != '\n') {
            sb.append('\n');
        }
        return this;
    }

    Markdown table(MarkdownTable table) {
        sb.append(table.render()).append('\n');
        return this;
    }
}
