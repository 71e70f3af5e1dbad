package org.fairscore.jobs.generate;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.io.SampleSinks;

/**
 * Streams a {@link SyntheticCorpus} into a file: columns sample_id, label (the identity), race, gender and the
 * embedding (CSV: e0..e{d-1}). Constant memory, so corpora larger than the heap are fine. The id and label columns
 * carry the names every command reads by default, so a generated corpus needs no --id-col or --label-col.
 */
public final class CorpusGenerator {
    public static final String ID_COL = PrepConfig.DEFAULT_ID_COL;
    public static final String LABEL_COL = PrepConfig.DEFAULT_LABEL_COL;
    public static final List<String> ATTRIBUTES = List.of("race", "gender");

    private CorpusGenerator() {
    }

    /** Writes the corpus; returns the number of samples written. */
    public static long write(SyntheticCorpus corpus, String format, Path path) {
        try {
            if (path.getParent() != null) {
                Files.createDirectories(path.getParent());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        long[] n = {0};
        try (var sink = SampleSinks.open(format, path.toString(), ID_COL, LABEL_COL, ATTRIBUTES, corpus.dimension())) {
            corpus.forEach(s -> {
                sink.write(s.sampleId(), s.label(), List.of(s.race(), s.gender()), s.embedding());
                n[0]++;
            });
        }
        return n[0];
    }

    /** Format from the file extension. */
    public static String formatOf(Path path) {
        String name = path.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".csv")) {
            return "csv";
        }
        if (name.endsWith(".npy")) {
            return "npy";
        }
        if (name.endsWith(".parquet")) {
            return "parquet";
        }
        if (name.endsWith(".arrow") || name.endsWith(".ipc") || name.endsWith(".feather")) {
            return "arrow";
        }
        throw new InvalidInputException("--out " + path + ": cannot tell the format from the extension; "
                + "use .csv, .npy, .parquet or .arrow, or pass --format");
    }
}
