package org.fairscore.core.report;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * The audit compared templates, not samples ({@code --template-col}): samples sharing a template id were averaged
 * into one embedding per template, and every pair, count and rate of the report is of templates. This section keeps
 * the sample counts the rest of the report no longer shows.
 *
 * @param column    the input column holding the template ids
 * @param templates templates audited (= the report's {@code input.samples})
 * @param samples   samples averaged into them
 * @param groups    per group, sorted by name
 */
@JsonPropertyOrder({"column", "templates", "samples", "groups"})
public record TemplateReport(String column, long templates, long samples, List<GroupTemplates> groups) {
    public TemplateReport {
        groups = List.copyOf(groups);
    }

    /** One group's templates and the samples averaged into them. */
    @JsonPropertyOrder({"group", "templates", "samples"})
    public record GroupTemplates(String group, long templates, long samples) {
    }
}
