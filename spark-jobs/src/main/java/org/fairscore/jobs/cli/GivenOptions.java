package org.fairscore.jobs.cli;

import java.util.List;
import org.fairscore.core.model.InvalidInputException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The options a user gave — on the command line or in {@code --config}, which is merged into the command line before
 * parsing — as opposed to defaults. Why: an option that cannot act in the run it was given to must be refused with exit
 * code 2, never silently ignored (e.g. {@code --recall-k} on an audit without {@code --geometry}); only a given option
 * can be refused, a default never.
 */
final class GivenOptions {
    private final ParseResult parsed;

    private GivenOptions(ParseResult parsed) {
        this.parsed = parsed;
    }

    /** The options given to the command being run. */
    static GivenOptions of(CommandSpec command) {
        return new GivenOptions(command.commandLine().getParseResult());
    }

    boolean has(String option) {
        return parsed.hasMatchedOption(option);
    }

    /**
     * Refuses each of {@code options} that was given while {@code applies} is false.
     *
     * @param when what the options need, completing "OPTION applies only ..." (e.g. "with --geometry")
     */
    void requireWith(boolean applies, String when, List<String> options) {
        if (applies) {
            return;
        }
        for (String option : options) {
            if (has(option)) {
                throw new InvalidInputException(option + " applies only " + when + "; it would change nothing here, "
                        + "so drop it (or add what it needs)");
            }
        }
    }

    /** The long names of the options a mixin object declares (for a rule covering all of them). */
    static List<String> declaredBy(CommandSpec command, Object mixin) {
        return command.mixins().values().stream().filter(m -> m.userObject() == mixin).findFirst()
                .map(m -> m.options().stream().map(OptionSpec::longestName).toList())
                .orElseThrow(() -> new IllegalArgumentException("not a mixin of " + command.name() + ": " + mixin));
    }
}
