/**
 * What every report-writing job does around its numbers: time its phases, describe the run, and commit its
 * output directory atomically. Jobs of every family use it; it knows no family.
 *
 * <p>Glossary: <b>run</b> — one job from its start to its committed report, {@link org.fairscore.jobs.run.JobRun};
 * <b>finishing step</b> — {@link org.fairscore.jobs.run.JobRun#finish}: the gates, then the report written with
 * its run metadata; <b>commit</b> — {@code _SUCCESS} written last into a directory filled under a temporary
 * name ({@link org.fairscore.jobs.run.ReportOutput}), so a partial directory never looks complete; <b>run
 * metadata</b> — {@code run.json}, what differs between reruns (times, host, master), kept out of report.json,
 * {@link org.fairscore.jobs.run.RunMetadata}; <b>phase</b> — a step of a job whose time is logged,
 * {@link org.fairscore.jobs.run.PhaseTimer}; <b>pages</b> — the renderings written beside report.json
 * ({@link org.fairscore.jobs.run.ReportOutput.Pages}); <b>tail job</b> — a small Spark job submitted behind a long
 * one, whose tasks take the cores the long job's last tasks leave idle, {@link org.fairscore.jobs.run.TailJob}.
 */
package org.fairscore.jobs.run;
