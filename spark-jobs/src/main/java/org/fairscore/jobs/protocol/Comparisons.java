package org.fairscore.jobs.protocol;

import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The one row layout every protocol reduces to: a comparison, its group and its score. Pair lists
 * produce it from embeddings, score files from their text; {@link ComparisonAudit} audits it.
 * <ul>
 *   <li>{@code group} — the group of both sides; null when the sides are in different groups (counted, not audited);</li>
 *   <li>{@code genuine} — genuine (true) or impostor comparison;</li>
 *   <li>{@code score} — float32, higher = more similar; null = failure to acquire;</li>
 *   <li>{@code sample_a}, {@code sample_b}, {@code label_a}, {@code label_b} — when known, to count a group's samples
 *       and identities (and, for the identity bootstrap, to attribute a comparison to its identities); null otherwise;</li>
 *   <li>{@code group_a}, {@code group_b} — the two sides' groups, for the cross-group matrix of comparisons whose
 *       sides are in different groups.</li>
 * </ul>
 */
public final class Comparisons {
    public static final String GROUP = "group";
    public static final String GENUINE = "genuine";
    public static final String SCORE = "score";
    public static final String SAMPLE_A = "sample_a";
    public static final String SAMPLE_B = "sample_b";
    public static final String LABEL_A = "label_a";
    public static final String LABEL_B = "label_b";
    public static final String GROUP_A = "group_a";
    public static final String GROUP_B = "group_b";

    public static final StructType SCHEMA = new StructType()
            .add(GROUP, DataTypes.StringType, true)
            .add(GENUINE, DataTypes.BooleanType, false)
            .add(SCORE, DataTypes.FloatType, true)
            .add(SAMPLE_A, DataTypes.StringType, true)
            .add(SAMPLE_B, DataTypes.StringType, true)
            .add(LABEL_A, DataTypes.StringType, true)
            .add(LABEL_B, DataTypes.StringType, true)
            .add(GROUP_A, DataTypes.StringType, true)
            .add(GROUP_B, DataTypes.StringType, true);

    private Comparisons() {
    }
}
