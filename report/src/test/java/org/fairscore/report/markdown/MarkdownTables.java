package org.fairscore.report.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads report.md's tables back the way GitHub does (cmark-gfm's table extension), independently of the renderer:
 * a table is a header line and a delimiter line, then rows up to the first line that does not start with a pipe;
 * cells are split at pipes, a backslash taking the character after it along (so {@code \|} is text and
 * {@code \\|} a separator). Tests use it to check every table's shape and to read cells back as plain text.
 */
public final class MarkdownTables {
    private static final Pattern DELIMITER = Pattern.compile("\\|( *:?-+:? *\\|)+");

    /** One table: its header cells and rows, raw (still escaped) as between the pipes, trimmed. */
    public record Table(int line, List<String> header, List<List<String>> rows) {
        /** The header cell texts, unescaped. */
        public List<String> headerText() {
            return header.stream().map(MarkdownTables::text).toList();
        }

        /** Column {@code c} of every row, unescaped. */
        public List<String> column(int c) {
            return rows.stream().map(r -> text(r.get(c))).toList();
        }

        /** The row whose first cell reads {@code first}, unescaped; fails when there is none. */
        public List<String> row(String first) {
            return rows.stream().filter(r -> text(r.get(0)).equals(first)).findFirst()
                    .map(r -> r.stream().map(MarkdownTables::text).toList())
                    .orElseThrow(() -> new AssertionError("no row '" + first + "' in " + rows));
        }
    }

    private MarkdownTables() {
    }

    /**
     * Every table of md, asserting on the way what GitHub needs to see one table per block: a blank line (or the
     * start) before the header, the delimiter's column count equal to the header's, every row's too, and a blank
     * line (or the end) after the last row.
     */
    public static List<Table> parse(String md) {
        var lines = md.split("\n", -1);
        var tables = new ArrayList<Table>();
        for (int i = 0; i + 1 < lines.length; i++) {
            if (!lines[i].startsWith("|") || !DELIMITER.matcher(lines[i + 1]).matches()) {
                continue;
            }
            assertTrue(i == 0 || lines[i - 1].isEmpty(), "no blank line before the table at line " + (i + 1));
            var header = cells(lines[i]);
            assertEquals(header.size(), cells(lines[i + 1]).size(), "delimiter of the table at line " + (i + 1));
            var rows = new ArrayList<List<String>>();
            int j = i + 2;
            for (; j < lines.length && lines[j].startsWith("|"); j++) {
                var row = cells(lines[j]);
                assertEquals(header.size(), row.size(), "cells of line " + (j + 1) + " under the header at line "
                        + (i + 1) + ": " + lines[j]);
                rows.add(row);
            }
            assertTrue(j == lines.length || lines[j].isEmpty(), "no blank line after the table ending at line " + j);
            tables.add(new Table(i + 1, header, rows));
            i = j;
        }
        return tables;
    }

    /** A row's cells: split at pipes that no backslash takes along; the outer pipes start and end the row. */
    static List<String> cells(String line) {
        var cells = new ArrayList<String>();
        var cell = new StringBuilder();
        for (int i = 1; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\' && i + 1 < line.length()) {
                cell.append(c).append(line.charAt(++i));
            } else if (c == '|') {
                cells.add(cell.toString().trim());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        assertTrue(cell.toString().isBlank(), "text after the last pipe: " + line);
        return cells;
    }

    /** A cell's text as a reader sees it: backslash escapes and the three entities undone, {@code <br>} a line break. */
    public static String text(String escaped) {
        var sb = new StringBuilder();
        for (int i = 0; i < escaped.length(); i++) {
            char c = escaped.charAt(i);
            if (c == '\\' && i + 1 < escaped.length() && !Character.isLetterOrDigit(escaped.charAt(i + 1))) {
                sb.append(escaped.charAt(++i));
            } else if (escaped.startsWith("<br>", i)) {
                sb.append('\n');
                i += 3;
            } else {
                sb.append(c);
            }
        }
        return sb.toString().replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
    }
}
