package org.fairscore.jobs.cli;

/** The --out help every command shares: what the output check (OutputGuard) allows, in the words of --help. */
final class OutHelp {
    static final String DIR = "Output folder: created, or replaced atomically when it is a previous fairscore output. "
            + "An existing folder holding anything else, a folder that is, holds or lies inside an input, and one that "
            + "holds the working directory are refused (exit code 2) before any work.";
    static final String FILE = " Never overwrites an existing file (exit code 2).";

    private OutHelp() {
    }
}
