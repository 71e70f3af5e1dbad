package org.fairscore.jobs.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.gates.Gate;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.Headline;
import org.fairscore.jobs.audit.AuditConfig;
import org.fairscore.jobs.audit.AuditJob;
import org.fairscore.jobs.audit.CalibratedAuditJob;
import org.fairscore.jobs.audit.CalibrationSpec;
import org.fairscore.jobs.geometry.GeometryJob;
import org.fairscore.jobs.template.TemplateCorpus;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.report.console.ConsoleTable;
import org.fairscore.report.console.HeadlineText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "audit", mixinStandardHelpOptions = true,
        description = {"Audit per-group verification error rates of an embedding corpus.",
                "Scores every unordered intra-group pair (cosine similarity), sets one global threshold per FAR "
                        + "level from all groups' impostor pairs, and reports per-group FAR/FRR with counts, the "
                        + "differentials (BFAR, BFRR, max/min, max-min, FDR, IR, GARBE), EER, score statistics "
                        + "and histograms. Thresholds and counts are exact.",
                "Other protocols, same report: --pairs FILE (a fixed pair list scored from --input), --scores FILE "
                        + "(precomputed scores, no --input), --calibrate-on FRACTION|FILE (thresholds from a calibration "
                        + "part of the identities, applied to the rest).",
                "Writes OUT/report.json, OUT/report.html, OUT/report.md (and OUT/rejects/), OUT/run.json (times, host, master: "
                        + "what differs between reruns), then OUT/_SUCCESS.",
                "Exit codes: 0 success, 1 internal error, 2 bad input or configuration, 3 a fairness gate failed "
                        + "(the report is written)."})
public final class AuditCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    CorpusOptions corpus;

    @Mixin
    AuditOptions audit;

    @Mixin
    GeometryOptions geometryOptions;

    @Option(names = "--geometry", description = "Also compute the embedding-geometry family (as 'fairscore geometry'; "
            + "its options apply, seeded by --seed) into report.json's 'geometry'. Scores every pair of the corpus once more.")
    boolean geometry;

    @Mixin
    ProtocolOptions protocol;

    @Mixin
    TemplateOption templates;

    @Mixin
    GateOptions gates;

    @Mixin
    OutputOption output;

    @Mixin
    IdentityOptions identities;

    @Override
    public Integer call() {
        var input = corpus.input;
        String out = output.out;
        var settings = protocol.adjust(audit.toSettings());
        var geometrySettings = geometry ? geometryOptions.toSettings(audit.seed) : null;
        List<Gate> parsedGates = gates.parse(GatedReport.AUDIT);
        parsedGates.forEach(g -> g.requireLevelIn(settings.levels())); // before any work: exit 2 at once
        protocol.checkScoreOnlyOptions();
        refuseOptionsWithoutEffect();
        protocol.checkFiles(corpus.spark.hadoopConfiguration(), input.groupCols, audit.seed);
        corpus.checkOutputDirectory(out, protocol.pairs, protocol.scores, protocol.subjectMetadata, protocol.calibrateOn);
        if (geometry && (protocol.scoreFile() || protocol.pairList() || protocol.calibrateOn != null)) {
            throw new InvalidInputException("--geometry measures a corpus' embeddings: it "
                    + "cannot be combined with --scores, --pairs or --calibrate-on; run 'fairscore geometry' on the corpus");
        }
        if (protocol.scoreFile()) {
            templates.refuseWith("--scores", "a score file holds scores, not embeddings to average");
            if (!input.inputs.isEmpty()) {
                throw new InvalidInputException(
                        "--scores audits precomputed scores: give no --input (embeddings)");
            }
            if (identities.strict) {
                throw new InvalidInputException("--strict-identities checks a corpus' labels: a score file has none "
                        + "(give --input with --pairs, or drop --strict-identities)");
            }
            input.requireNoBins("--scores groups comparisons by their group columns; give no --bin");
            var s = ProtocolAudits.settings(settings, "--scores");
            var run = protocolRun();
            return gateOutcome(ProtocolAudits.scoreFile(run, protocol.toScoreFileSpec(input.groupCols),
                    protocol.calibration(audit.seed), s, parsedGates,
                    GivenOptions.of(spec).has("--bootstrap")), run.stdout(),
                    spec.commandLine().getErr());
        }
        if (input.inputs.isEmpty()) {
            throw new InvalidInputException("--input is required (or --scores FILE)");
        }
        if (protocol.pairList()) {
            var s = ProtocolAudits.settings(settings, "--pairs");
            var run = protocolRun();
            var listed = TemplateCorpus.of(identities.checked(templateSamples(run.session()), input.first()),
                    templates.column, run.progress());
            return gateOutcome(ProtocolAudits.pairList(run, listed, protocol.toPairListSpec(),
                    protocol.calibration(audit.seed), s, parsedGates), run.stdout(), spec.commandLine().getErr());
        }
        var session = corpus.spark.session();
        var cfg = new AuditConfig(input.first(), corpus.preparation(session), settings, audit.blockSize, out,
                parsedGates, corpus.commandLine(), templates.column).withStrictIdentities(identities.strict);
        var progress = progress();
        // --geometry: the command composes the geometry family with the audit, on the corpus the audit read
        AuditJob.Addition withGeometry = geometrySettings == null ? AuditJob.Addition.NONE
                : (audited, data) -> audited.withGeometry(GeometryJob.compute(session, data, geometrySettings,
                        cfg.blockSize(), progress));
        var report = protocol.calibrateOn != null
                ? CalibratedAuditJob.run(session, cfg,
                        CalibrationSpec.parse(protocol.calibrateOn, audit.seed), progress)
                : AuditJob.run(session, cfg, withGeometry, progress);
        var stdout = spec.commandLine().getOut();
        stdout.print(ConsoleTable.render(report));
        stdout.print(HeadlineText.render(Headline.of(report)));
        stdout.println("report: " + out + "/report.html, " + out + "/report.json, " + out + "/report.md");
        stdout.flush();
        return gateOutcome(report, stdout, spec.commandLine().getErr());
    }

    /**
     * The corpus of --input; with --template-col, raw input is read with each sample's template id (a prepared corpus
     * carries it already).
     */
    private PreparedCorpus templateSamples(SparkSession session) {
        if (!templates.given() || corpus.prepared(session)) {
            return corpus.corpus(session);
        }
        return PrepJob.prepare(session, corpus.input.toPrepConfig().withTemplateCol(templates.column));
    }

    /** Options that would change nothing in this run (exit code 2): see {@link GivenOptions}. */
    private void refuseOptionsWithoutEffect() {
        var given = GivenOptions.of(spec);
        given.requireWith(geometry, "with --geometry", GivenOptions.declaredBy(spec, geometryOptions));
        geometryOptions.refuseWithoutEffect(given);
        given.requireWith(protocol.scoreFile(), "to a score file (--scores)", List.of("--score-format", "--score-col",
                "--score-label-cols", "--score-group-cols", "--subject-col"));
        given.requireWith(protocol.scoreFile() || protocol.pairList(), "to a pair list (--pairs) or a score file "
                + "(--scores)", List.of("--pair-cols", "--genuine-col"));
        audit.requireSeedUse(given, protocol.calibrateOn != null || geometry);
    }

    private ProtocolAudits.Run protocolRun() {
        return new ProtocolAudits.Run(corpus.spark.session(), output.out, corpus.commandLine(), progress(),
                spec.commandLine().getOut());
    }

    private PrintWriter progress() {
        return audit.quiet.progress(spec.commandLine().getErr());
    }

    /** {@link GateOptions#outcome}: exit code 3 when a gate failed, 2 when one cannot be checked. */
    static int gateOutcome(AuditReport report, PrintWriter stdout, PrintWriter stderr) {
        return GateOptions.outcome(report, stdout, stderr);
    }
}
