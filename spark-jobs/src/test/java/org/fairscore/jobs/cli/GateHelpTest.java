package org.fairscore.jobs.cli;

import static org.fairscore.jobs.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import picocli.CommandLine;

/** Every command that writes a report.json offers --gate, and its help says so and names exit code 3. */
class GateHelpTest {

    @ParameterizedTest
    @EnumSource(GatedReport.class)
    void helpOffersTheGateAndItsExitCode(GatedReport report) {
        var r = run(report.command(), "--help");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        String help = r.out().replaceAll("\\s+", " ");
        assertTrue(help.contains("--gate=EXPR"), help);
        assertTrue(help.contains("RFC 6901"), help);
        assertTrue(help.contains("3 a --gate failed") || help.contains("3 a fairness gate failed"), help);
    }

    @ParameterizedTest
    @EnumSource(GatedReport.class)
    void everyGatedCommandIsARealSubcommand(GatedReport report) {
        var sub = new CommandLine(new FairscoreCommand()).getSubcommands().get(report.command());
        assertTrue(sub != null && sub.getCommandSpec().findOption("--gate") != null, report.command());
    }
}
