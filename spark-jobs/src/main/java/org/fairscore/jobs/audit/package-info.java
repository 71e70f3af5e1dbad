/**
 * The audit job: read (or prep) a corpus, run the scoring passes, assemble the report, commit the
 * output atomically. Thin by design: the numbers come from {@code org.fairscore.core.audit}.
 */
package org.fairscore.jobs.audit;
