package org.fairscore.prep.testing;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.fairscore.prep.io.SampleSinks;

/**
 * A small hand-countable corpus and helpers to write it in any format through {@link SampleSinks}.
 *
 * <p>Group A has identities of sizes 3, 2, 1 (genuine 3 + 1 + 0 = 4, impostor C(6,2) − 4 = 11); group B
 * has 2, 2 (genuine 2, impostor C(4,2) − 2 = 4). Dimension 3; data row i (1-based) is sample {@code s<i>}.
 */
public final class TestCorpus {
    public static final int DIM = 3;
    public static final String ATTR = "race";

    /** One row as written. Any field may be null / non-finite to make a bad row. */
    public record Sample(String id, String label, List<String> attrs, float[] embedding) {
        public Sample withId(String v) {
            return new Sample(v, label, attrs, embedding);
        }

        public Sample withLabel(String v) {
            return new Sample(id, v, attrs, embedding);
        }

        public Sample withAttrs(List<String> v) {
            return new Sample(id, label, v, embedding);
        }

        public Sample withEmbedding(float[] v) {
            return new Sample(id, label, attrs, v);
        }
    }

    private TestCorpus() {
    }

    public static List<Sample> standard() {
        String[][] labels = {{"A", "a1"}, {"A", "a1"}, {"A", "a1"}, {"A", "a2"}, {"A", "a2"}, {"A", "a3"},
            {"B", "b1"}, {"B", "b1"}, {"B", "b2"}, {"B", "b2"}};
        var out = new ArrayList<Sample>();
        for (int i = 0; i < labels.length; i++) {
            var emb = new float[] {i + 1, (i % 3) - 1.5f, 0.25f + 0.5f * (i % 2)};
            out.add(new Sample("s" + (i + 1), labels[i][1], List.of(labels[i][0]), emb));
        }
        return out;
    }

    /** File name for a format: corpus.csv, corpus.npy, corpus.arrow, corpus.parquet. */
    public static String fileName(String format, String stem) {
        return stem + "." + format;
    }

    /** Writes samples with columns sample_id, label, race, embedding/e0..; returns the file's path. */
    public static String write(String format, Path dir, String stem, List<Sample> samples) {
        var path = dir.resolve(fileName(format, stem)).toString();
        int dim = samples.get(0).embedding().length;
        try (var sink = SampleSinks.open(format, path, "sample_id", "label", List.of(ATTR), dim)) {
            for (var s : samples) {
                sink.write(s.id(), s.label(), s.attrs(), s.embedding());
            }
        }
        return path;
    }
}
