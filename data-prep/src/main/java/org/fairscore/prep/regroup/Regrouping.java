package org.fairscore.prep.regroup;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.DataTypes;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.model.RejectReason;
import org.fairscore.prep.CorpusLayout;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.bins.Bins;
import org.fairscore.prep.partition.CrossGroupIdentities;
import org.fairscore.prep.partition.GroupStatistics;
import org.fairscore.prep.validate.RejectPolicy;

/**
 * A prepared corpus grouped by other stored attributes ({@code --group}) or with attributes banded ({@code --bin}):
 * the groups a raw read of the same rows would give, with the manifest's group statistics recomputed.
 *
 * <p>Rules, those of the raw read: an attribute the prep did not store is bad input listing the stored ones; a sample
 * whose group attribute is empty, or whose binned value is missing, not a number or outside the edges, is a row
 * error (the prepared corpus and the sample id stand for file and row, which the prepared corpus does not keep),
 * stopping the run unless {@code --max-reject-fraction} allows it, counted with the prep's own rejects. A --bin
 * needs the raw value: an attribute the prep already banded is refused. Rows the prep rejected stay rejected.
 *
 * <p>Cost: one pass over the attributes (no embeddings) counts the rejects, one more the groups; the samples stay
 * a lazy selection of the stored Parquet.
 */
public final class Regrouping {
    static final int SHOWN = 20;

    private Regrouping() {
    }

    /**
     * @param dir               the prepared corpus, as given (for messages)
     * @param groupCols         the new groups' attributes
     * @param bins              attributes to band; none: the stored values
     * @param maxRejectFraction as for prep
     */
    public static PreparedCorpus apply(PreparedCorpus loaded, String dir, List<String> groupCols, Bins bins,
                                       double maxRejectFraction) {
        var m = loaded.manifest();
        check(m, dir, groupCols, bins);
        if (groupCols.equals(m.groupBy()) && bins.isEmpty()) {
            return loaded;
        }
        UserDefinedFunction regroup = functions.udf(new RegroupRow(groupCols, bins), RegroupRow.SCHEMA);
        var r = "_regroup";
        var tagged = loaded.samples().withColumn(r, regroup.apply(col(CorpusColumns.ATTRIBUTES)));
        var rejected = tagged.filter(col(r + "." + RegroupRow.REASON).isNotNull());
        var byReason = counts(rejected.select(col(r + "." + RegroupRow.REASON)));
        long newRejects = byReason.values().stream().mapToLong(Long::longValue).sum();
        String file = dir + "/" + CorpusLayout.CORPUS;
        long total = m.samples() + m.rejected();
        if (!RejectPolicy.allows(m.rejected() + newRejects, total, maxRejectFraction) && newRejects > 0) {
            throw new InvalidInputException(message(rejected, file, m, groupCols, newRejects, byReason));
        }
        var samples = tagged.filter(col(r + "." + RegroupRow.REASON).isNull()).select(
                col(CorpusColumns.SAMPLE_ID), col(CorpusColumns.LABEL), col(r + "." + RegroupRow.GROUP).as(CorpusColumns.GROUP),
                col(r + "." + RegroupRow.ATTRIBUTES).as(CorpusColumns.ATTRIBUTES), col(CorpusColumns.EMBEDDING));
        var reasons = new LinkedHashMap<String, Long>(m.rejectsByReason());
        byReason.forEach((reason, n) -> reasons.merge(reason.name(), n, Long::sum));
        var binned = new LinkedHashMap<>(m.bins());
        binned.putAll(bins.edges());
        var manifest = new CorpusManifest(m.schemaVersion(), m.dimension(), m.inputs(), m.idColumn(), m.labelColumn(),
                groupCols, m.samples() - newRejects, m.rejected() + newRejects, reasons,
                GroupStatistics.of(samples), m.attributes(), binned, CrossGroupIdentities.of(samples));
        return new PreparedCorpus(samples, manifest,
                newRejects == 0 ? loaded.rejects() : rejects(loaded.rejects(), rejected, file));
    }

    /** Every attribute must be stored; a binned one must not be banded already. */
    static void check(CorpusManifest m, String dir, List<String> groupCols, Bins bins) {
        for (var g : groupCols) {
            if (!m.attributes().contains(g)) {
                throw new InvalidInputException("--group " + String.join(",", groupCols) + ": the prepared corpus "
                        + dir + " has no attribute '" + g + "'; it stores " + m.attributes()
                        + " (prep stores every column but the id, label and embedding: prep again from a file that has '"
                        + g + "')");
            }
        }
        for (var b : bins.all()) {
            if (!m.attributes().contains(b.attribute())) {
                throw new InvalidInputException(Bins.OPTION + " " + b + ": the prepared corpus " + dir
                        + " has no attribute '" + b.attribute() + "'; it stores " + m.attributes());
            }
            if (m.bins().containsKey(b.attribute())) {
                throw new InvalidInputException(Bins.OPTION + " " + b + ": the prepared corpus " + dir + " stores '"
                        + b.attribute() + "' as the bands of its prep's --bin " + b.attribute() + "="
                        + String.join(",", m.bins().get(b.attribute()))
                        + ", not its values: prep again from the raw corpus with the bins you want");
            }
        }
    }

    private static Map<RejectReason, Long> counts(Dataset<Row> reasons) {
        var out = new EnumMap<RejectReason, Long>(RejectReason.class);
        for (var row : reasons.groupBy(reasons.columns()[0]).count().collectAsList()) {
            out.put(RejectReason.valueOf(row.getString(0)), row.getLong(1));
        }
        return out;
    }

    private static String message(Dataset<Row> rejected, String file, CorpusManifest m, List<String> groupCols,
                                  long newRejects, Map<RejectReason, Long> byReason) {
        long total = m.samples() + m.rejected();
        var sb = new StringBuilder();
        sb.append(newRejects).append(" of ").append(m.samples()).append(" samples cannot be grouped by ")
                .append(groupCols).append(newRejects == m.samples() ? " (every sample, so nothing is left to audit)" : "")
                .append(m.rejected() > 0 ? "; with the prep's " + m.rejected() + " rejects, " + (m.rejected() + newRejects)
                        + " of " + total + " rows" : "").append(":\n");
        var offenders = rejected.select(col(CorpusColumns.SAMPLE_ID), col("_regroup." + RegroupRow.COLUMN),
                col("_regroup." + RegroupRow.REASON), col("_regroup." + RegroupRow.DETAIL))
                .orderBy(col(CorpusColumns.SAMPLE_ID)).limit(SHOWN).collectAsList();
        for (var r : offenders) {
            var reason = RejectReason.valueOf(r.getString(2));
            sb.append("  ").append(file).append(", sample '").append(r.getString(0)).append("', column '")
                    .append(r.getString(1)).append("': ").append(reason.description())
                    .append(r.isNullAt(3) ? "" : " " + r.getString(3)).append('\n');
        }
        if (newRejects > offenders.size()) {
            sb.append("  … and ").append(newRejects - offenders.size()).append(" more\n");
        }
        sb.append("rejected samples by reason:");
        byReason.forEach((reason, n) -> sb.append(' ').append(reason.name()).append('=').append(n));
        sb.append(newRejects == m.samples() ? "\ncheck --group and --bin against the prepared corpus' attributes "
                + m.attributes() : "\nfix the rows and prep again, or pass --max-reject-fraction F to write them to "
                + "rejects/ and go on");
        return sb.toString();
    }

    /** The prep's rejects and the new ones, in {@link CorpusLayout#REJECT_ROWS}; null when there are none. */
    private static Dataset<Row> rejects(Dataset<Row> prepRejects, Dataset<Row> rejected, String file) {
        var fresh = rejected.select(lit(file).as("file"), lit(null).cast(DataTypes.LongType).as("data_row"),
                col("_regroup." + RegroupRow.COLUMN).as("column"), col("_regroup." + RegroupRow.REASON).as("reason"),
                col("_regroup." + RegroupRow.DETAIL).as("detail"), col(CorpusColumns.SAMPLE_ID).as("sample_id"));
        return prepRejects == null ? fresh : prepRejects.unionByName(fresh);
    }
}
