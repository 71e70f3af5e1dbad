package org.fairscore.jobs.compare;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.fairscore.jobs.cli.Main;

/** One in-process run of {@code fairscore compare …}: exit code, stdout, stderr. */
record CompareRun(int code, String out, String err) {
    static CompareRun compare(String... args) {
        var all = new String[args.length + 1];
        all[0] = "compare";
        System.arraycopy(args, 0, all, 1, args.length);
        var out = new StringWriter();
        var err = new StringWriter();
        int code = Main.run(all, new PrintWriter(out), new PrintWriter(err));
        return new CompareRun(code, out.toString(), err.toString());
    }
}
