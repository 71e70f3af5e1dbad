package org.fairscore.jobs.template;

import java.io.Serializable;
import java.util.Map;

/**
 * One sample on its way into its template: what the average and the consistency checks need of it.
 *
 * @param attributes the sample's group attributes (the template column's entry left out)
 * @param embedding  the prepared (unit-norm float32) embedding
 */
record TemplateMember(String sampleId, String label, String group, Map<String, String> attributes, float[] embedding)
        implements Serializable {
}
