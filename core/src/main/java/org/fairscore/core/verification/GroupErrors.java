package org.fairscore.core.verification;

/** A group's name and its {@link ErrorCounts} at one threshold. */
public record GroupErrors(String group, ErrorCounts counts) {
}
