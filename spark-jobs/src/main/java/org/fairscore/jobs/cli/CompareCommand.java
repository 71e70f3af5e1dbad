package org.fairscore.jobs.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.apache.hadoop.conf.Configuration;
import org.fairscore.core.compare.ComparedAudit;
import org.fairscore.core.compare.ComparisonJson;
import org.fairscore.core.compare.Comparisons;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.prep.io.AtomicOutput;
import org.fairscore.prep.io.OutputGuard;
import org.fairscore.report.console.ComparisonConsole;
import org.fairscore.report.console.ConsoleText;
import org.fairscore.report.html.ComparisonHtml;
import org.fairscore.report.markdown.ComparisonMarkdown;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code fairscore compare}: verification audits of several models side by side (docs/reports.md, "Comparing
 * models"). No Spark: it reads report.json files and writes one comparison, atomically, {@code _SUCCESS} last.
 */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = {"Compare the verification audits of several models (no Spark): each model's per-group FAR "
                + "and FRR with intervals at the FAR levels the audits share, the deltas from the first model, the "
                + "differentials side by side and per group the models' DET curves overlaid.",
                "Writes CMP/report.json (\"kind\": \"comparison\", docs/report.schema.json), report.html and "
                        + "report.md, then CMP/_SUCCESS.",
                "Audits that differ in more than the model (groups, FAR levels, acceptance rule, differential "
                        + "weight, protocol, impostor sampling, per-group counts of the corpus) are not comparable: "
                        + "the outputs and stderr say how they differ and what is still shown (the shared groups and "
                        + "levels).",
                "Exit codes: 0 success (comparable or not), 1 internal error, 2 bad input or configuration, 3 not "
                        + "comparable with --require-comparable (the comparison is still written)."})
public final class CompareCommand implements Callable<Integer> {
    static final String JSON = "report.json";

    @Spec
    CommandSpec spec;

    @Option(names = "--from", required = true, split = ",", paramLabel = "OUT",
            description = "Output directories of verification audits ('audit', 'pairs' or score-file audits, "
                    + "'mitigate --evaluate'), at least two, each complete (_SUCCESS) with its report.json. The first "
                    + "is the baseline of every delta.")
    List<Path> from = new ArrayList<>();

    @Option(names = "--names", split = ",", paramLabel = "NAME",
            description = "The models' names, one per --from in the same order, distinct and not blank. Default: "
                    + "the directories' own names (which must then be distinct).")
    List<String> names;

    @Option(names = "--out", required = true, paramLabel = "CMP", description = OutHelp.DIR)
    String out;

    @Option(names = "--require-comparable",
            description = "Exit with code 3 when the audits are not comparable (as a failed gate does); the "
                    + "comparison is written all the same.")
    boolean requireComparable;

    @Override
    public Integer call() {
        if (from.size() < 2) {
            throw new InvalidInputException("--from: " + from.size() + " output directory given; a comparison needs "
                    + "at least two, separated by commas");
        }
        var seen = new HashSet<Path>();
        for (Path p : from) {
            if (!seen.add(p.toAbsolutePath().normalize())) {
                throw new InvalidInputException("--from: " + p + " is given twice; name each audit once");
            }
        }
        var modelNames = modelNames();
        var conf = new Configuration();
        OutputGuard.checkDirectory(conf, out, from.stream().map(Path::toString).toList());
        var audits = new ArrayList<ComparedAudit>();
        for (int i = 0; i < from.size(); i++) {
            Path json = from.get(i).resolve(JSON);
            audits.add(new ComparedAudit(modelNames.get(i), json.toString(), read(from.get(i), json)));
        }
        var comparison = Comparisons.of(audits);
        try (var output = AtomicOutput.begin(conf, out)) {
            output.writeString(JSON, ComparisonJson.write(comparison));
            output.writeString("report.html", ComparisonHtml.render(comparison));
            output.writeString("report.md", ComparisonMarkdown.render(comparison));
            output.commit();
        }
        var verdict = comparison.comparability();
        if (!verdict.comparable()) {
            var err = spec.commandLine().getErr();
            // reasons name groups and models: terminal-safe, as the console table prints them
            err.println("fairscore: compare: the audits are not comparable: " + ConsoleText.plain(String.join("; ",
                    verdict.reasons())) + ". Shown: " + verdict.shown() + ".");
            err.flush();
        }
        var stdout = spec.commandLine().getOut();
        stdout.print(ComparisonConsole.render(comparison));
        stdout.println("comparison: " + out + "/report.html, report.md, report.json");
        stdout.flush();
        return !verdict.comparable() && requireComparable ? ExitCodes.GATE_FAILED : ExitCodes.OK;
    }

    /** --names as given (checked), or the directories' base names, which must then be distinct. */
    private List<String> modelNames() {
        if (names != null) {
            if (names.size() != from.size()) {
                throw new InvalidInputException("--names: " + names.size() + " names for " + from.size()
                        + " --from directories; give one name per directory, in the same order");
            }
            for (String n : names) {
                if (n.isBlank()) {
                    throw new InvalidInputException("--names: a name is blank; give every model a name");
                }
            }
            if (new HashSet<>(names).size() != names.size()) {
                throw new InvalidInputException("--names: " + String.join(",", names) + " names a model twice; the "
                        + "names must be distinct");
            }
            return names;
        }
        var base = from.stream().map(p -> {
            var name = p.toAbsolutePath().normalize().getFileName();
            return name == null ? p.toString() : name.toString();
        }).toList();
        if (new HashSet<>(base).size() != base.size()) {
            throw new InvalidInputException("--from: the directories' names " + String.join(", ", base) + " are not "
                    + "distinct, and they name the models; give --names A,B,…");
        }
        return base;
    }

    private static AuditReport read(Path dir, Path json) {
        if (!Files.isDirectory(dir)) {
            throw new InvalidInputException("--from " + dir + ": no such output directory; pass the --out directory "
                    + "of an audit");
        }
        if (!Files.exists(dir.resolve(AtomicOutput.SUCCESS))) {
            throw new InvalidInputException("--from " + dir + ": has no " + AtomicOutput.SUCCESS + ", so it is not a "
                    + "complete fairscore output (a run still writing, or one that failed); rerun the audit");
        }
        if (!Files.isRegularFile(json)) {
            throw new InvalidInputException("--from " + dir + ": has no " + JSON + "; pass the --out directory of a "
                    + "verification audit");
        }
        AuditReport report = ReportJsonFile.read(json);
        if (report == null || report.schemaVersion() != AuditReport.SCHEMA_VERSION) {
            throw new InvalidInputException(json + ": not a fairscore report.json of schema version "
                    + AuditReport.SCHEMA_VERSION);
        }
        if (!report.kind().verifies() || report.groups() == null || report.operatingPoints() == null) {
            throw new InvalidInputException(json + ": a " + report.kind().name().toLowerCase(Locale.ROOT)
                    .replace('_', ' ') + " report has no error rates by group to compare; compare takes verification "
                    + "audits ('audit', 'pairs', score files, 'mitigate --evaluate')");
        }
        return report;
    }
}
