package org.fairscore.jobs.protocol;

import org.apache.spark.sql.SparkSession;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.MarkdownReport;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.report.html.HtmlReport;
import org.fairscore.jobs.audit.RunMetadata;
import org.fairscore.prep.io.AtomicOutput;

/** Writes a protocol audit's report as the all-pairs audit does: to a temporary directory, then _SUCCESS last. */
final class ProtocolOutput {
    private ProtocolOutput() {
    }

    static void write(SparkSession spark, AuditReport report, String out, RunMetadata run) {
        try (var output = AtomicOutput.begin(spark.sparkContext().hadoopConfiguration(), out)) {
            output.writeString("report.json", ReportJson.write(report));
            output.writeString("report.md", MarkdownReport.render(report));
            output.writeString("run.json", run.toJson());
            output.writeString("report.html", HtmlReport.render(report));
            output.commit();
        }
    }
}
