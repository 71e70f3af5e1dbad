package org.fairscore.jobs.cli;

import java.util.List;
import java.util.Objects;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.InvalidInputException;

/**
 * On a corpus prepared by {@code fairscore prep}, the options that say how to read raw input were settled when it was
 * prepared: the files were read, validated and normalised then. Given again, such an option is refused (exit code 2)
 * unless it agrees with what the prep used — never ignored, so a user who types {@code --label-col identity} is not
 * handed an audit of the prep's other labels. Only given options count ({@link GivenOptions}: a value from
 * {@code --config} does, an untouched default does not).
 */
final class PreparedInputCheck {
    /** Options that only describe raw files: nothing about a prepared corpus can agree or disagree with them. */
    private static final List<String> RAW_ONLY = List.of("--metadata", "--format", "--embedding-col");

    private PreparedInputCheck() {
    }

    /**
     * Refuses the reading options of {@code input} given for the prepared corpus at {@code path}.
     *
     * @param given    the options given to the command being run
     * @param manifest the prepared corpus' manifest
     */
    static void check(GivenOptions given, InputOptions input, String path, CorpusManifest manifest) {
        for (String option : RAW_ONLY) {
            if (given.has(option)) {
                throw new InvalidInputException(option + ": " + path + " is a corpus prepared by 'fairscore prep', which "
                        + "read and validated its files; " + option + " describes raw input and does not apply to it. "
                        + "Drop " + option + ", or give the raw files to --input (or prepare them again).");
            }
        }
        if (given.has("--max-reject-fraction") && !given.has("--group")
                && !given.has("--bin")) {
            throw new InvalidInputException("--max-reject-fraction: " + path + " is a corpus prepared by 'fairscore prep', "
                    + "whose rows were validated then; the option applies to it only when --group or --bin regroups it "
                    + "(rows without a value to group by). Drop it, or give the raw files to --input.");
        }
        agree(given, "--id-col", input.idCol, manifest.idColumn(), path, "sample ids");
        agree(given, "--label-col", input.labelCol, manifest.labelColumn(), path, "labels");
        if (given.has("--dim") && !Objects.equals(input.dim, manifest.dimension())) {
            throw new InvalidInputException("--dim " + input.dim + ": the prepared corpus " + path + " has embeddings of "
                    + "dimension " + manifest.dimension() + "; drop --dim or prepare the raw files again");
        }
    }

    private static void agree(GivenOptions given, String option, String value, String prepared, String path, String what) {
        if (given.has(option) && !Objects.equals(value, prepared)) {
            throw new InvalidInputException(option + " " + value + ": the prepared corpus " + path + " took its " + what
                    + " from column '" + prepared + "' when it was prepared; drop " + option + ", or prepare the raw "
                    + "files again with " + option + " " + value);
        }
    }
}
