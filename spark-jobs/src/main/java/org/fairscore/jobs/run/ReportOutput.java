package org.fairscore.jobs.run;

import org.apache.spark.sql.SparkSession;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.io.AtomicOutput;
import org.fairscore.report.html.HtmlReport;
import org.fairscore.report.markdown.MarkdownReport;

/**
 * Writes a report directory the one way every job does: into a temporary location, report.json,
 * report.md (every table of report.html, {@link MarkdownReport}), run.json (times and hosts: never in
 * report.json), report.html, whatever else the job adds, then {@code _SUCCESS} last, so a partial directory
 * never looks complete. Every command that writes report.json writes both pages: verification audits (audit,
 * pair-list and score-file protocols, the calibration split, the API), mitigation, geometry, downstream,
 * prediction fairness and association. Jobs reach it through {@link JobRun#finish}.
 */
public final class ReportOutput {
    private ReportOutput() {
    }

    /** The renderings written beside report.json: every job now writes both (report.html only is gone). */
    public enum Pages {
        /** report.html and report.md. */
        HTML_AND_MARKDOWN
    }

    /** Something more a job writes into the temporary directory before the commit. */
    @FunctionalInterface
    public interface Part {
        void writeInto(AtomicOutput output);
    }

    static void write(SparkSession spark, String out, AuditReport report, RunMetadata run, Pages pages, Part... parts) {
        try (var output = AtomicOutput.begin(spark.sparkContext().hadoopConfiguration(), out)) {
            output.writeString("report.json", ReportJson.write(report));
            if (pages == Pages.HTML_AND_MARKDOWN) {
                output.writeString("report.md", MarkdownReport.render(report));
            }
            output.writeString("run.json", run.toJson());
            output.writeString("report.html", HtmlReport.render(report));
            for (Part part : parts) {
                part.writeInto(output);
            }
            output.commit();
        }
    }

    /** The corpus' rejected rows under {@code rejects/}, when prep rejected any. */
    public static Part rejectsOf(PreparedCorpus corpus) {
        return output -> {
            if (corpus.rejects() != null && corpus.manifest().rejected() > 0) {
                PrepJob.writeRejects(corpus, output.tempPath() + "/rejects");
            }
        };
    }
}
