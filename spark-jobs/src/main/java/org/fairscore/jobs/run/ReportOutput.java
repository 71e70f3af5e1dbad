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
 * report.html, run.json (times and hosts: never in report.json), report.md where the job renders one,
 * whatever else the job adds, then {@code _SUCCESS} last, so a partial directory never looks complete.
 * Jobs reach it through {@link JobRun#finish}.
 */
public final class ReportOutput {
    private ReportOutput() {
    }

    /** The renderings written beside report.json. */
    public enum Pages {
        /** report.html only (geometry, association, downstream). */
        HTML,
        /** report.html and report.md (the verification audits and mitigation). */
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
