package org.fairscore.jobs.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

/**
 * What a PDF that Chromium printed shows: its text, and every glyph that lies (even partly) outside its page.
 * Content a scroll container clips is not drawn at all, so it is missing from the text; content overflowing
 * the page is drawn past the page's edge.
 */
record PrintedPdf(int pages, double pageWidth, String text, List<String> outside) {

    static PrintedPdf read(Path pdf) throws IOException {
        try (var doc = Loader.loadPDF(pdf.toFile())) {
            var outside = new ArrayList<String>();
            double width = doc.getNumberOfPages() == 0 ? 0 : doc.getPage(0).getMediaBox().getWidth();
            var stripper = new PDFTextStripper() {
                @Override
                protected void writeString(String text, List<TextPosition> glyphs) throws IOException {
                    float pageWidth = getCurrentPage().getMediaBox().getWidth();
                    for (var g : glyphs) {
                        // page coordinates; a rotated glyph (an axis title) extends along y, not x
                        float right = g.getDir() == 0 ? g.getX() + g.getWidth() : g.getX();
                        if (g.getX() < -0.5 || right > pageWidth + 0.5) {
                            outside.add("page " + getCurrentPageNo() + ": '" + g.getUnicode() + "' at x = "
                                    + g.getX() + " of " + pageWidth + " in \"" + text + "\"");
                        }
                    }
                    super.writeString(text, glyphs);
                }
            };
            stripper.setSortByPosition(true);
            String text = stripper.getText(doc);
            return new PrintedPdf(doc.getNumberOfPages(), width, text, outside);
        }
    }
}
