package org.fairscore.core.model;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Lets fairscore read back the JSON it writes whatever the group names are. Group names are JSON object keys (per-group
 * maps), and Jackson refuses keys longer than 50,000 characters by default; a group name is whatever the user's
 * attribute values are, and prep accepts any length, so the manifest and report.json readers lift that limit.
 */
public final class JsonNames {
    private JsonNames() {
    }

    /** {@code mapper}, reading object keys of any length. */
    public static <M extends ObjectMapper> M ofAnyLength(M mapper) {
        mapper.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
                .maxNameLength(Integer.MAX_VALUE).build());
        return mapper;
    }
}
