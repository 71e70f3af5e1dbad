package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.concat;
import static org.apache.spark.sql.functions.concat_ws;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.regexp_replace;

import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.types.DataTypes;
import org.fairscore.core.model.GroupKey;

/**
 * {@link GroupKey#name} as a Spark SQL expression over attribute columns, so rows are grouped by exactly the
 * names the rest of fairscore uses. Plain SQL (no UDF) keeps the grouping inside Spark's generated code; the
 * escape is the same backslash rule: {@code \}, {@code |} and {@code =} each get a {@code \} in front. Rows
 * with a null attribute must be rejected before: {@code concat_ws} would skip the null.
 */
final class GroupNameColumn {
    /** One of \, | or = (Java regex). */
    private static final String SPECIAL = "([\\\\|=])";
    /** Matcher replacement syntax: a literal backslash, then the matched character. */
    private static final String ESCAPED = "\\\\$1";

    private GroupNameColumn() {
    }

    static Column of(List<String> attributes) {
        if (attributes.size() == 1) {
            return col(attributes.get(0)).cast(DataTypes.StringType);
        }
        var parts = attributes.stream().map(a -> concat(lit(GroupKey.escape(a) + "="),
                regexp_replace(col(a).cast(DataTypes.StringType), SPECIAL, ESCAPED))).toArray(Column[]::new);
        return concat_ws("|", parts);
    }
}
