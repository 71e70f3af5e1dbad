package org.fairscore.core.report;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One fairness gate as configured and its outcome. A gate on an undefined value fails, with the reason.
 *
 * @param gate    the gate as written, e.g. {@code bfar@1e-4 <= 2.0}
 * @param value   the value it tested, or null when undefined
 * @param passed  whether it passed
 * @param reason  why it failed (or null when it passed, or when it could not be checked)
 * @param error   why the gate could not be checked at all (a JSON Pointer that resolves to nothing or to a
 *                non-number): a configuration error, exit code 2 after the report is written; null otherwise
 */
@JsonPropertyOrder({"gate", "value", "passed", "reason", "error"})
public record GateResult(String gate, Double value, boolean passed,
                         @JsonInclude(JsonInclude.Include.NON_NULL) String reason,
                         @JsonInclude(JsonInclude.Include.NON_NULL) String error) {

    /** A gate that was checked: passed, or failed with the reason. */
    public GateResult(String gate, Double value, boolean passed, String reason) {
        this(gate, value, passed, reason, null);
    }

    /** A gate that could not be checked: a configuration error found once the report existed. */
    public static GateResult uncheckable(String gate, String error) {
        return new GateResult(gate, null, false, null, error);
    }

    /** Whether the gate could not be checked (see {@link #error}). */
    @JsonIgnore
    public boolean hasError() {
        return error != null;
    }
}
