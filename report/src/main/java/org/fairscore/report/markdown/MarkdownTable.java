package org.fairscore.report.markdown;

import java.util.ArrayList;
import java.util.List;

/**
 * One GitHub-flavoured Markdown table. Every header and cell goes through {@link MarkdownText#escape}, so no cell
 * can add a column, end the row or carry markup, whatever its text; a row with another number of cells than the
 * header is a bug and throws.
 */
final class MarkdownTable {
    private final List<String> header;
    private final List<Boolean> numeric;
    private final List<List<String>> rows = new ArrayList<>();

    private MarkdownTable(List<String> header, List<Boolean> numeric) {
        this.header = header;
        this.numeric = numeric;
    }

    /**
     * A table whose first {@code textColumns} columns are text (left-aligned) and the rest numbers
     * (right-aligned), as the HTML tables align them.
     */
    static MarkdownTable of(int textColumns, String... header) {
        var numeric = new ArrayList<Boolean>();
        for (int i = 0; i < header.length; i++) {
            numeric.add(i >= textColumns);
        }
        return new MarkdownTable(List.of(header), numeric);
    }

    /** A table with columns given one by one (text or number), for headers built from data. */
    static MarkdownTable of(List<String> header, List<Boolean> numeric) {
        if (header.size() != numeric.size()) {
            throw new IllegalArgumentException(header.size() + " headers but " + numeric.size() + " alignments");
        }
        return new MarkdownTable(List.copyOf(header), List.copyOf(numeric));
    }

    MarkdownTable row(String... cells) {
        return row(List.of(cells));
    }

    MarkdownTable row(List<String> cells) {
        if (cells.size() != header.size()) {
            throw new IllegalArgumentException("a row of " + cells.size() + " cells under " + header.size()
                    + " columns: " + cells);
        }
        rows.add(List.copyOf(cells));
        return this;
    }

    boolean isEmpty() {
        return rows.isEmpty();
    }

    /** The table's lines, each ending in a line break. */
    String render() {
        var sb = new StringBuilder();
        line(sb, header);
        sb.append('|');
        numeric.forEach(n -> sb.append(n ? "---:|" : "---|"));
        sb.append('\n');
        rows.forEach(r -> line(sb, r));
        return sb.toString();
    }

    private static void line(StringBuilder sb, List<String> cells) {
        sb.append('|');
        for (String c : cells) {
            sb.append(' ').append(MarkdownText.inline(c)).append(" |");
        }
        sb.append('\n');
    }
}
