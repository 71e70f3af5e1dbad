package org.fairscore.jobs.template;

import java.io.Serializable;
import java.util.Map;
import org.fairscore.prep.validate.L2Normalizer;

/**
 * A template's running sum, fed its members in sample-id order ({@link TemplateCorpus}), so the double sum — and the
 * template embedding — are the same bits on every rerun. Label, group and attributes are the first member's; the first
 * member that disagrees with them is remembered for the error message. Memory: d doubles plus the first member.
 */
final class TemplateSum implements Serializable {
    private static final long serialVersionUID = 1L;

    private final TemplateMember first;
    private final double[] sum;
    private long members;
    private TemplateMember otherLabel;
    private TemplateMember otherGroup;

    TemplateSum(TemplateMember first) {
        this.first = first;
        this.sum = new double[first.embedding().length];
        add(first);
    }

    TemplateSum add(TemplateMember m) {
        if (m.embedding().length != sum.length) {
            throw new IllegalStateException("template member " + m.sampleId() + " has dimension " + m.embedding().length
                    + ", the template " + sum.length + ": the prepared corpus is inconsistent");
        }
        float[] e = m.embedding();
        for (int j = 0; j < e.length; j++) {
            sum[j] += e[j];
        }
        members++;
        if (otherLabel == null && !m.label().equals(first.label())) {
            otherLabel = m;
        }
        if (otherGroup == null && !m.group().equals(first.group())) {
            otherGroup = m;
        }
        return this;
    }

    long members() {
        return members;
    }

    String label() {
        return first.label();
    }

    String group() {
        return first.group();
    }

    Map<String, String> attributes() {
        return first.attributes();
    }

    boolean consistent() {
        return otherLabel == null && otherGroup == null;
    }

    /**
     * The template embedding: the mean of the members' float32 values (summed in double, in sample-id order, divided
     * by their number), L2-normalised in double and rounded to float32 as prep normalises a sample. A template of one
     * sample keeps the sample's embedding bit for bit: it is already the normalised vector, and normalising a float32
     * unit vector again could move a component by one unit in the last place.
     */
    float[] embedding() {
        if (members == 1) {
            return first.embedding().clone();
        }
        var mean = new double[sum.length];
        for (int j = 0; j < sum.length; j++) {
            mean[j] = sum[j] / members;
        }
        if (L2Normalizer.norm(mean) == 0) {
            return null;
        }
        return L2Normalizer.normalize(mean);
    }

    /** Why the template cannot be audited; null when it can. */
    String problem(String template, String column) {
        var sb = new StringBuilder();
        if (otherLabel != null) {
            sb.append("template '").append(template).append("' (column '").append(column).append("'): samples '")
                    .append(first.sampleId()).append("' (label '").append(first.label()).append("') and '")
                    .append(otherLabel.sampleId()).append("' (label '").append(otherLabel.label())
                    .append("') have different labels; a template holds samples of one subject");
        }
        if (otherGroup != null) {
            if (sb.length() > 0) {
                sb.append("; and ");
            }
            sb.append("template '").append(template).append("' (column '").append(column).append("'): samples '")
                    .append(first.sampleId()).append("' (group '").append(first.group()).append("') and '")
                    .append(otherGroup.sampleId()).append("' (group '").append(otherGroup.group())
                    .append("') are in different groups; a template belongs to one group");
        }
        if (sb.length() == 0 && embedding() == null) {
            sb.append("template '").append(template).append("' (column '").append(column).append("'): the mean of its ")
                    .append(members).append(" samples' embeddings is the zero vector (they cancel), so it has no direction "
                    + "to score");
        }
        return sb.length() == 0 ? null : sb.toString();
    }
}
