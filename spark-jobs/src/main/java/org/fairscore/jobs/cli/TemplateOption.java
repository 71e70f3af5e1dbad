package org.fairscore.jobs.cli;

import org.fairscore.core.model.InvalidInputException;
import picocli.CommandLine.Option;

/**
 * {@code --template-col COL} (config key {@code template-col}): the commands where samples can be grouped into
 * templates — {@code prep} (the prepared corpus carries each sample's template id) and {@code audit} (all pairs,
 * {@code --pairs}, {@code --calibrate-on}: templates are averaged and compared). Where a command cannot honour it, it
 * says so (exit 2) rather than ignore it.
 */
final class TemplateOption {
    @Option(names = "--template-col", paramLabel = "COL",
            description = {"Column of template ids: samples sharing one (images of one subject, IJB-style) are averaged "
                    + "into one template — the mean of their L2-normalised embeddings, L2-normalised again (a template of "
                    + "one sample is that sample) — and templates, not samples, are compared: pairs are template pairs, "
                    + "genuine iff the templates' labels are equal; --pairs lists then name template ids. A template's "
                    + "label and group are its samples', which must agree (else exit 2 naming the template). "
                    + "A missing template id is a row error like a missing attribute. With prep: the prepared corpus "
                    + "keeps each sample's template id (audit it with the same --template-col). Not available with "
                    + "--scores, prep --text-col or prep --imbalance."})
    String column;

    boolean given() {
        return column != null;
    }

    /** Exit 2 when --template-col is given to a mode that has no samples to average. */
    void refuseWith(String what, String why) {
        if (given()) {
            throw new InvalidInputException("--template-col is not available with " + what + ": " + why);
        }
    }
}
