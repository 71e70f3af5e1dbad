package org.fairscore.jobs.downstream;

import java.util.Locale;
import org.fairscore.core.model.InvalidInputException;

/**
 * How the leakage probe's attribute target is split into training and test rows ({@code --split-by}).
 *
 * <p>{@link #LABEL}, the default: whole identities go to test (test iff a seeded hash of the label is below the test
 * fraction), so no test identity is seen in training. Splitting by sample lets the probe memorise identity →
 * attribute when the attribute is constant per identity (faces): an attribute drawn at random per identity, which
 * the embedding cannot carry, then scores well above 0.5. {@link #SAMPLE} keeps the split by sample, for attributes
 * that vary per image (pose, lighting). The label probe and the classifiers always split by sample: their classes
 * are the labels themselves, so a test label must be seen in training.
 */
public enum ProbeSplit {
    LABEL,
    SAMPLE;

    public static final String OPTION = "--split-by";

    /** {@code label} or {@code sample}; anything else is bad input naming the option. */
    public static ProbeSplit parse(String text) {
        for (var s : values()) {
            if (s.cliName().equals(text)) {
                return s;
            }
        }
        throw new InvalidInputException(OPTION + ": '" + text + "' is not a split; choose 'label' (whole identities "
                + "to train or test, the default) or 'sample'");
    }

    public String cliName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
