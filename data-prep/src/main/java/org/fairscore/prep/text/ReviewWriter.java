package org.fairscore.prep.text;

import com.fasterxml.jackson.core.JsonFactory;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.fairscore.core.synthetic.SyntheticReviews;

/**
 * Writes {@link SyntheticReviews} to a local CSV (header; the text quoted, quotes doubled) or JSON-lines file:
 * streamed to a temporary file beside the target, then renamed, so a reader never sees half a file.
 * Columns: review_id, company, gender, rating, review.
 */
public final class ReviewWriter {
    public static final String ID_COL = "review_id";
    public static final String LABEL_COL = "company";
    public static final String GROUP_COL = "gender";
    public static final String TEXT_COL = "review";

    private ReviewWriter() {
    }

    /** @return rows written */
    public static long write(Path out, int n, double bias, long seed) {
        boolean json = out.getFileName().toString().endsWith(".jsonl") || out.getFileName().toString().endsWith(".json");
        try {
            if (out.toAbsolutePath().getParent() != null) {
                Files.createDirectories(out.toAbsolutePath().getParent());
            }
            var tmp = out.resolveSibling("." + out.getFileName() + ".tmp");
            var json2 = new JsonFactory();
            try (BufferedWriter w = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                if (!json) {
                    w.write(String.join(",", ID_COL, LABEL_COL, GROUP_COL, "rating", TEXT_COL) + "\n");
                }
                SyntheticReviews.generate(n, bias, seed, r -> {
                    try {
                        w.write(json ? jsonLine(json2, r) : r.id() + "," + r.company() + "," + r.gender() + ","
                                + r.rating() + ",\"" + r.text().replace("\"", "\"\"") + "\"\n");
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            }
            Files.move(tmp, out, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return n;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + out, e);
        }
    }

    private static String jsonLine(JsonFactory f, SyntheticReviews.Review r) throws IOException {
        var s = new StringWriter();
        try (var g = f.createGenerator(s)) {
            g.writeStartObject();
            g.writeStringField(ID_COL, r.id());
            g.writeStringField(LABEL_COL, r.company());
            g.writeStringField(GROUP_COL, r.gender());
            g.writeStringField("rating", r.rating());
            g.writeStringField(TEXT_COL, r.text());
            g.writeEndObject();
        }
        return s + "\n";
    }
}
