package org.fairscore.jobs.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.bins.Bins;
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
                    + "groups such as race=A|gender=F. Required for raw input. On a prepared corpus: any attribute(s) "
                    + "it stores (prep stores every column but the id, label and embedding), grouped as a raw read "
                    + "would group them (default: the prep's groups).")
    List<String> groupCols = new ArrayList<>();

    @Option(names = "--bin", paramLabel = "ATTR=E0,E1,...",
            description = "Repeatable. Turns the numeric attribute ATTR into bands [E0,E1), [E1,E2), ... named with "
                    + "the edges as written (strictly increasing, at least two); its band is the value stored and "
                    + "grouped. A missing or non-numeric value, or one below E0 or at or above the last edge, is a row "
                    + "error. On a prepared corpus: an attribute it stores unbanded. Config key: bins (a mapping).")
    List<String> bins = new ArrayList<>();

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

    /**
     * Exit code 2 when a --bin bands an attribute none of {@code groupBy} uses, for a command whose output records
     * nothing else of the corpus ({@code what}): the bands would change nothing.
     */
    void requireBinsGrouped(List<String> groupBy, String what) {
        for (var b : Bins.parse(bins).all()) {
            if (!groupBy.contains(b.attribute())) {
                throw new InvalidInputException(Bins.OPTION + " " + b + ": " + what + " records no attribute but the "
                        + "groups " + groupBy + ", so banding '" + b.attribute() + "' would change nothing; group by it "
                        + "(--group) or drop the option");
            }
        }
    }

    /** Exit code 2 when --bin is given to a reading that has no corpus attributes to band ({@code why}). */
    void requireNoBins(String why) {
        if (!bins.isEmpty()) {
            throw new InvalidInputException(Bins.OPTION + " bands a corpus attribute: " + why);
        }
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
        return new PrepConfig(inputs, metadata, format, idCol, labelCol, groupCols, embeddingCol, dim, maxRejectFraction,
                Bins.parse(bins));
    }

    /** How to read one corpus given by another option (mitigate's --train and --evaluate): the same reading options. */
    PrepConfig toPrepConfig(String path) {
        return new PrepConfig(List.of(path), metadata, format, idCol, labelCol, groupCols, embeddingCol, dim, maxRejectFraction,
                Bins.parse(bins));
    }

    /**
     * How --group and --bin regroup the prepared corpus {@code dir}, or null when neither is given (its prep's groups
     * stand). With --bin alone the prep's group attributes are kept ({@code prepGroups}).
     */
    PrepConfig toRegrouping(String dir, Supplier<List<String>> prepGroups) {
        var parsed = Bins.parse(bins);
        if (groupCols.isEmpty() && parsed.isEmpty()) {
            return null;
        }
        var groups = groupCols.isEmpty() ? prepGroups.get() : groupCols;
        return new PrepConfig(List.of(dir), metadata, format, idCol, labelCol, groups, embeddingCol, dim, maxRejectFraction,
                parsed);
    }
}
