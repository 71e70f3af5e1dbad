/**
 * The command line ({@code bin/fairscore}): one picocli class per command, each parsing into typed
 * configuration and calling a job. Exceptions become exit codes in exactly one place,
 * {@link org.fairscore.jobs.cli.ExitCodes}: 0 success, 1 internal error, 2 bad input or configuration,
 * 3 a fairness gate failed.
 */
package org.fairscore.jobs.cli;
