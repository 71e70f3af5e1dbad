package org.fairscore.jobs.run;

import java.io.PrintWriter;
import java.util.Locale;

/** Logs how long each phase of a job took ("audit: impostor pairs: 10.7 s"), so a user sees where time goes. */
public final class PhaseTimer {
    private final PrintWriter log;
    private final String job;
    private long last = System.nanoTime();

    /** @param job the prefix of every line, e.g. "audit" */
    public PhaseTimer(PrintWriter log, String job) {
        this.log = log;
        this.job = job;
    }

    /** Logs the time since the previous phase ended (or since this timer was made). */
    public void done(String phase) {
        long now = System.nanoTime();
        log.printf(Locale.ROOT, "%s: %s: %.1f s%n", job, phase, (now - last) / 1e9);
        log.flush();
        last = now;
    }
}
