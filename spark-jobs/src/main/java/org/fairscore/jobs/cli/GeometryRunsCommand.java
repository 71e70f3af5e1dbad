package org.fairscore.jobs.cli;

import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.hadoop.conf.Configuration;
import org.fairscore.core.geometry.GapsOverRuns;
import org.fairscore.core.geometry.GeometryReport;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.ReportJson;
import org.fairscore.prep.io.AtomicOutput;
import org.fairscore.prep.io.OutputGuard;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "geometry-runs", mixinStandardHelpOptions = true,
        description = {"Gaps over several runs (seeds or models), as finDML reports them: mean +- sample standard "
                + "deviation of every geometry gap and per-group value over the runs' reports (no Spark).",
                "Writes OUT/runs.json, then OUT/_SUCCESS.",
                "Exit codes: 0 success, 1 internal error, 2 bad input or configuration."})
public final class GeometryRunsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--from", required = true, split = ",", paramLabel = "OUT",
            description = "Output directories of 'fairscore geometry' or 'audit --geometry' (or their report.json), "
                    + "one per run; at least two for a standard deviation.")
    List<Path> from = new ArrayList<>();

    @Option(names = "--out", required = true, paramLabel = "DIR", description = OutHelp.DIR)
    String out;

    @Override
    public Integer call() {
        OutputGuard.checkDirectory(new Configuration(), out, from.stream().map(Path::toString).toList());
        var reports = new ArrayList<GeometryReport>();
        for (Path p : from) {
            reports.add(read(Files.isDirectory(p) ? p.resolve("report.json") : p));
        }
        var summary = GapsOverRuns.of(reports);
        try (var output = AtomicOutput.begin(new Configuration(), out)) {
            output.writeString("runs.json", JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT)
                    .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build().writeValueAsString(summary) + "\n");
            output.commit();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        var stdout = spec.commandLine().getOut();
        stdout.printf(Locale.ROOT, "%d runs; gaps (mean +- sd):%n", summary.runs());
        summary.gaps().forEach((k, v) -> {
            if (k.endsWith(".maxMinusMin") || k.endsWith(".topHalfMinusBottomHalf")) {
                stdout.printf(Locale.ROOT, "  %-45s %.4g +- %s (%d runs)%n", k, v.mean(),
                        v.sd() == null ? "undefined" : String.format(Locale.ROOT, "%.2g", v.sd()), v.runs());
            }
        });
        stdout.println("runs: " + out + "/runs.json");
        stdout.flush();
        return ExitCodes.OK;
    }

    private static GeometryReport read(Path json) {
        if (!Files.isRegularFile(json)) {
            throw new InvalidInputException(json + ": no such report.json; pass --from the --out directory of a "
                    + "geometry run");
        }
        try {
            var report = ReportJson.read(Files.readString(json, StandardCharsets.UTF_8));
            if (report == null || report.geometry() == null) {
                throw new InvalidInputException(json + ": has no 'geometry' object (run 'fairscore geometry' or "
                        + "'audit --geometry')");
            }
            return report.geometry();
        } catch (IOException | UncheckedIOException | IllegalArgumentException e) {
            throw new InvalidInputException(json + ": not a fairscore report.json: " + e.getMessage());
        }
    }
}
