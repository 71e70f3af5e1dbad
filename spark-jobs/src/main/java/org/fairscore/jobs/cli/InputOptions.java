package org.fairscore.jobs.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.PrepConfig;
import picocli.CommandLine.Option;

/** How to read a corpus: shared by prep and audit. */
public final class InputOptions {
    @Option(names = "--input", split = ",", paramLabel = "PATH",
            description = "Input file(s) or directory: Parquet, CSV, .npy (with --metadata) or Arrow IPC; "
                    + "for audit also a directory written by 'fairscore prep'. Required, except for audit --scores.")
    List<String> inputs = new ArrayList<>();

    @Option(names = "--metadata", paramLabel = "CSV",
            description = "Metadata CSV for a .npy input, same row order (ids, labels, attributes).")
    String metadata;

    @Option(names = "--format", paramLabel = "FMT",
            description = "parquet, csv, npy or arrow (default: from the file extension).")
    String format;

    @Option(names = "--id-col", defaultValue = PrepConfig.DEFAULT_ID_COL, paramLabel = "COL",
            description = "Sample id column (default: ${DEFAULT-VALUE}).")
    String idCol;

    @Option(names = "--label-col", defaultValue = PrepConfig.DEFAULT_LABEL_COL, paramLabel = "COL",
            description = "Identity / class label column (default: ${DEFAULT-VALUE}).")
    String labelCol;

    @Option(names = "--group", split = ",", paramLabel = "ATTR",
            description = "Sensitive attribute column(s) forming the groups; several form intersectional "
                    + "groups such as race=A|gender=F. Required for raw input.")
    List<String> groupCols = new ArrayList<>();

    @Option(names = "--embedding-col", defaultValue = PrepConfig.DEFAULT_EMBEDDING_COL, paramLabel = "COL",
            description = "Embedding column (default: ${DEFAULT-VALUE}); a CSV may instead have columns e0..e{d-1}.")
    String embeddingCol;

    @Option(names = "--dim", paramLabel = "D",
            description = "Expected embedding dimension (default: the most common dimension in the input).")
    Integer dim;

    @Option(names = "--max-reject-fraction", defaultValue = "0", paramLabel = "F",
            description = "Go on when at most this fraction of rows is invalid; rejected rows are written with "
                    + "their reason to OUT/rejects/ (default: 0, any invalid row fails with exit code 2).")
    double maxRejectFraction;

    /** The first --input (a prepared corpus is one folder); exit code 2 when there is none. */
    String first() {
        if (inputs.isEmpty()) {
            throw new InvalidInputException("--input is required");
        }
        return inputs.get(0);
    }

    /** Every path these options read (for the output check), with {@code more} paths of the command's own. */
    List<String> paths(String... more) {
        var all = new ArrayList<>(inputs);
        all.add(metadata);
        all.addAll(Arrays.asList(more));
        return all;
    }

    PrepConfig toPrepConfig() {
        if (inputs.isEmpty()) {
            throw new InvalidInputException("--input is required");
        }
        return new PrepConfig(inputs, metadata, format, idCol, labelCol, groupCols, embeddingCol, dim, maxRejectFraction);
    }

    /** How to read one corpus given by another option (mitigate's --train and --evaluate): the same reading options. */
    PrepConfig toPrepConfig(String path) {
        return new PrepConfig(List.of(path), metadata, format, idCol, labelCol, groupCols, embeddingCol, dim, maxRejectFraction);
    }
}
