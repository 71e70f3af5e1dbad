package org.fairscore.jobs.report;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The words in the rightmost cell of every row of every table of report.html, read from the markup: what a
 * table clipped at the right loses first. Words, not cells: a printed cell wraps, and its lines interleave with
 * its neighbours' in the PDF's text.
 */
final class TableColumns {
    private static final Pattern TABLE = Pattern.compile("<table[ >].*?</table>", Pattern.DOTALL);
    private static final Pattern ROW = Pattern.compile("<tr[ >].*?</tr>", Pattern.DOTALL);
    private static final Pattern CELL = Pattern.compile("<(td|th)[ >].*?</\\1>", Pattern.DOTALL);
    private static final Pattern SVG = Pattern.compile("<svg[ >].*?</svg>", Pattern.DOTALL);

    private TableColumns() {
    }

    /** Per table (in page order), the words of its rows' last cells. */
    static List<List<String>> rightmostWords(String html) {
        var tables = new ArrayList<List<String>>();
        var t = TABLE.matcher(html);
        while (t.find()) {
            var words = new ArrayList<String>();
            var r = ROW.matcher(t.group());
            while (r.find()) {
                var c = CELL.matcher(r.group());
                String last = null;
                while (c.find()) {
                    last = c.group();
                }
                if (last != null) {
                    for (String w : text(last).split("\\s+")) {
                        if (!w.isEmpty()) {
                            words.add(w);
                        }
                    }
                }
            }
            tables.add(words);
        }
        return tables;
    }

    /** The cell's text: inline SVG (swatches, markers) dropped, tags removed, the escaper's references undone. */
    private static String text(String cell) {
        String s = SVG.matcher(cell).replaceAll(" ").replaceAll("<[^>]*>", " ");
        return s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'")
                .replace("&amp;", "&");
    }
}
