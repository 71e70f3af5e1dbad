package org.fairscore.core.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One fairness gate as configured and its outcome. A gate on an undefined value fails, with the reason.
 *
 * @param gate    the gate as written, e.g. {@code bfar@1e-4 <= 2.0}
 * @param value   the value it tested, or null when undefined
 * @param passed  whether it passed
 * @param reason  why it failed (or null when it passed)
 */
@JsonPropertyOrder({"gate", "value", "passed", "reason"})
public record GateResult(String gate, Double value, boolean passed,
                         @JsonInclude(JsonInclude.Include.NON_NULL) String reason) {
}
