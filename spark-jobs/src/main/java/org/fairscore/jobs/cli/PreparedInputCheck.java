package org.fairscore.jobs.cli;

import java.util.List;
import java.util.Objects;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.InvalidInputException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParseResult;

/**
 * On a corpus prepared by {@code fairscore prep}, the options that say how to read raw input were settled when it was
 * prepared: the files were read, validated and normalised then. Given again, such an option is refused (exit code 2)
 * unless it agrees with what the prep used — never ignored, so a user who types {@code --label-col identity} is not
 * handed an audit of the prep's other labels. The options are matched on the parsed command line, so a value from
 * {@code --config} counts as given, while an untouched default does not.
 */
final class PreparedInputCheck {
    /** Options that only describe raw files: nothing about a prepared corpus can agree or disagree with them. */
    private static final List<String> RAW_ONLY = List.of("--metadata", "--format", "--embedding-col");

    private PreparedInputCheck() {
    }

    /**
     * Refuses the reading options of {@code input} given for the prepared corpus at {@code path}.
     *
     * @param command  the command being run (its parse result says which options were given)
     * @param manifest the prepared corpus' manifest
     */
    static void check(CommandSpec command, InputOptions input, String path, CorpusManifest manifest) {
        ParseResult given = command.commandLine().getParseResult();
        for (String option : RAW_ONLY) {
            if (given.hasMatchedOption(option)) {
                throw new InvalidInputException(option + ": " + path + " is a corpus prepared by 'fairscore prep', which "
                        + "read and validated its files; " + option + " describes raw input and does not apply to it. "
                        + "Drop " + option + ", or give the raw files to --input (or prepare them again).");
            }
        }
        if (given.hasMatchedOption("--max-reject-fraction") && !given.hasMatchedOption("--group")
                && !given.hasMatchedOption("--bin")) {
            throw new InvalidInputException("--max-reject-fraction: " + path + " is a corpus prepared by 'fairscore prep', "
                    + "whose rows were validated then; the option applies to it only when --group or --bin regroups it "
                    + "(rows without a value to group by). Drop it, or give the raw files to --input.");
        }
        agree(given, "--id-col", input.idCol, manifest.idColumn(), path, "sample ids");
        agree(given, "--label-col", input.labelCol, manifest.labelColumn(), path, "labels");
        if (given.hasMatchedOption("--dim") && !Objects.equals(input.dim, manifest.dimension())) {
            throw new InvalidInputException("--dim " + input.dim + ": the prepared corpus " + path + " has embeddings of "
                    + "dimension " + manifest.dimension() + "; drop --dim or prepare the raw files again");
        }
    }

    private static void agree(ParseResult given, String option, String value, String prepared, String path, String what) {
        if (given.hasMatchedOption(option) && !Objects.equals(value, prepared)) {
            throw new InvalidInputException(option + " " + value + ": the prepared corpus " + path + " took its " + what
                    + " from column '" + prepared + "' when it was prepared; drop " + option + ", or prepare the raw "
                    + "files again with " + option + " " + value);
        }
    }
}
