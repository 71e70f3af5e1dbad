package org.fairscore.jobs.cli;

import picocli.CommandLine.Option;

/**
 * {@code --out DIR}, required, as most commands take it; checked with {@link CorpusOptions#checkOutputDirectory}.
 * Commands whose output is described otherwise (generate, pairs, mitigate, demo) declare their own.
 */
public final class OutputOption {
    @Option(names = "--out", required = true, paramLabel = "DIR", description = OutHelp.DIR)
    String out;
}
