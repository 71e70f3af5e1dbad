package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.col;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.fairscore.core.classification.ConfusionTable;
import org.fairscore.core.classification.DownstreamReport;
import org.fairscore.core.classification.PredictionFairnessReport;
import org.fairscore.core.gates.Gate;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.jobs.run.JobRun;
import org.fairscore.jobs.run.ReportOutput.Pages;
import org.fairscore.prep.side.SideColumns;

/**
 * Prediction fairness of a predictions file (one row per prediction: true class y, predicted class ŷ and the
 * sensitive attribute(s) s; CSV with header or Parquet). The rows are counted into a
 * {@link ConfusionTable} in Spark — the driver receives groups × classes² counts — and the metrics of
 * {@link org.fairscore.core.classification.PredictionFairness} are computed from it. Writes
 * {@code OUT/report.json} ({@code downstream.predictionFairness}), {@code report.html}, {@code run.json},
 * then {@code _SUCCESS}.
 */
public final class PredictionFairnessJob {
    /**
     * @param input         the predictions file or directory
     * @param format        csv or parquet (null: from the extension; a directory is Parquet)
     * @param labelCol      true class column
     * @param predictionCol predicted class column
     * @param groupCols     sensitive attribute column(s); several form intersectional groups (race=A|gender=F)
     * @param positiveClass positive class of equal opportunity (null: 1/true for 0-1 tasks)
     */
    public record Config(String input, String format, String labelCol, String predictionCol, List<String> groupCols,
                         String positiveClass, String out, List<String> commandLine, List<Gate> gates) {
        public Config {
            if (groupCols == null || groupCols.isEmpty()) {
                throw new InvalidInputException("group: name at least one sensitive-attribute column");
            }
            groupCols = List.copyOf(groupCols);
            commandLine = commandLine == null ? List.of() : List.copyOf(commandLine);
            gates = gates == null ? List.of() : List.copyOf(gates);
        }

        /** No gates. */
        public Config(String input, String format, String labelCol, String predictionCol, List<String> groupCols,
                      String positiveClass, String out, List<String> commandLine) {
            this(input, format, labelCol, predictionCol, groupCols, positiveClass, out, commandLine, List.of());
        }
    }

    private PredictionFairnessJob() {
    }

    public static AuditReport run(SparkSession spark, Config cfg) {
        var run = JobRun.start(spark, cfg.out(), cfg.commandLine());
        String format = SideColumns.format(cfg.input(), cfg.format());
        var raw = "csv".equals(format) ? spark.read().option("header", "true").csv(cfg.input())
                : spark.read().parquet(cfg.input());
        var present = Arrays.asList(raw.columns());
        var needed = new ArrayList<>(List.of(cfg.labelCol(), cfg.predictionCol()));
        needed.addAll(cfg.groupCols());
        for (String c : needed) {
            if (!present.contains(c)) {
                throw new InvalidInputException(cfg.input() + ": no column '" + c + "' (columns: " + present + ")");
            }
            long missing = raw.filter(col(c).isNull()).count();
            if (missing > 0) {
                throw new InvalidInputException(cfg.input() + ", column '" + c + "': " + missing
                        + " row(s) without a value; every prediction needs y, y_hat and the group");
            }
        }
        var table = count(raw.select(GroupNameColumn.of(cfg.groupCols()).as("g"), col(cfg.labelCol()).cast(DataTypes.StringType).as("y"),
                col(cfg.predictionCol()).cast(DataTypes.StringType).as("p")));
        if (table.totalRows() == 0) {
            throw new InvalidInputException(cfg.input() + ": no prediction rows");
        }
        var downstream = new DownstreamReport(null, null, null, PredictionFairnessReport.of(table, cfg.positiveClass()));
        var report = AuditReport.builder(AuditReport.Kind.PREDICTION_FAIRNESS, null, cfg.groupCols()).warnings(List.of())
                .methods(Map.of("predictionFairness", PredictionFairnessMethods.TEXT)).downstream(downstream).build();
        return run.finish(report, cfg.gates(), Pages.HTML_AND_MARKDOWN);
    }

    private static ConfusionTable count(Dataset<Row> rows) {
        var cells = new HashMap<ConfusionTable.Cell, Long>();
        for (Row r : rows.groupBy(col("g"), col("y"), col("p")).count().collectAsList()) {
            cells.put(new ConfusionTable.Cell(r.getString(0), r.getString(1), r.getString(2)), r.getLong(3));
        }
        return ConfusionTable.of(cells);
    }
}
