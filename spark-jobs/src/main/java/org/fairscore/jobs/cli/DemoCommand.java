package org.fairscore.jobs.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.audit.ImpostorSampling;
import org.fairscore.core.bootstrap.IdentityBootstrap;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.Headline;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.jobs.audit.AuditConfig;
import org.fairscore.jobs.audit.AuditJob;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.fairscore.jobs.association.AssociationConfig;
import org.fairscore.jobs.association.AssociationJob;
import org.fairscore.jobs.association.ReviewDemoSets;
import org.fairscore.jobs.association.SetsFile;
import org.fairscore.prep.text.ReviewWriter;
import org.fairscore.prep.text.TextConfig;
import org.fairscore.prep.text.TextPrepJob;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.fairscore.prep.io.AtomicOutput;
import org.fairscore.prep.io.OutputGuard;
import org.fairscore.report.console.ConsoleTable;
import org.fairscore.report.console.HeadlineText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "demo", mixinStandardHelpOptions = true,
        description = {"Generate a synthetic corpus, prep it and audit it by race with the cross-group matrix.",
                "Writes OUT/corpus.csv, OUT/prepared/ and OUT/report/ (report.json, report.html, report.md).",
                "With --reviews: a synthetic review corpus with a planted gender-occupation association (default 4000 "
                        + "reviews, into out/demo-reviews): prep --text-col (Word2Vec), the association tests of "
                        + "OUT/sets.yaml (the planted test, a shuffled control, the gender direction) into "
                        + "OUT/association/, and the audit by gender (label: company) into OUT/report/."})
public final class DemoCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    SparkOptions spark;

    @Mixin
    ConfigOption config;

    @Option(names = "--out", defaultValue = "out/demo", paramLabel = "DIR", description = OutHelp.DIR + " Default: ${DEFAULT-VALUE}.")
    Path out;

    @Option(names = "--samples", defaultValue = "16000", paramLabel = "N", description = "Samples (default: ${DEFAULT-VALUE}).")
    int samples;

    @Option(names = "--dim", defaultValue = "128", paramLabel = "D", description = "Embedding dimension (default: ${DEFAULT-VALUE}).")
    int dim;

    @Option(names = "--reviews", description = "The review-corpus demo (see above).")
    boolean reviews;

    @Override
    public Integer call() {
        if (samples < 1 || dim < 2) {
            throw new InvalidInputException("--samples must be >= 1 and --dim >= 2");
        }
        var parse = spec.commandLine().getParseResult();
        Path dir = reviews && !parse.hasMatchedOption("--out") ? Path.of("out/demo-reviews") : out;
        OutputGuard.checkDirectory(spark.hadoopConfiguration(), dir.toString(), List.of());
        int code = reviews ? reviewDemo(dir) : faceDemo();
        try {
            // the folder as a whole is the demo's output from now on: the next demo may replace it
            AtomicOutput.markComplete(FileSystem.getLocal(new Configuration()), new org.apache.hadoop.fs.Path(
                    dir.toAbsolutePath().toString()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.resolve(AtomicOutput.SUCCESS), e);
        }
        return code;
    }

    private int faceDemo() {
        var stdout = spec.commandLine().getOut();
        var err = spec.commandLine().getErr();
        long started = System.nanoTime();
        Path csv = out.resolve("corpus.csv");
        long n = CorpusGenerator.write(SyntheticCorpus.defaults(samples, dim, 7), "csv", csv);
        err.printf("demo: generated %d samples (d = %d) -> %s%n", n, dim, csv);
        err.flush();
        var session = spark.session();
        var prepConfig = new PrepConfig(List.of(csv.toString()), null, "csv", CorpusGenerator.ID_COL,
                CorpusGenerator.LABEL_COL, List.of("race"), PrepConfig.DEFAULT_EMBEDDING_COL, dim, 0.0);
        String prepared = out.resolve("prepared").toString();
        PrepJob.write(PrepJob.prepare(session, prepConfig), prepared);
        err.println("demo: prepared -> " + prepared);
        err.flush();
        var levels = AuditSettings.DEFAULT_LEVELS.stream().map(l -> FarLevel.parse(l, "far")).toList();
        var settings = new AuditSettings(levels, AcceptanceRule.ABOVE, 0.5, true, ImpostorSampling.none(),
                IdentityBootstrap.DEFAULT_REPLICATES, 7);
        String reportDir = out.resolve("report").toString();
        var commandLine = CommandLineRecord.of(spec);
        var report = AuditJob.run(session, new AuditConfig(prepared, null, settings, AuditConfig.DEFAULT_BLOCK_SIZE,
                reportDir, List.of(), commandLine), err);
        stdout.print(ConsoleTable.render(report));
        stdout.print(HeadlineText.render(Headline.of(report)));
        stdout.printf("report: %s/report.html, %s/report.json, %s/report.md (%.1f s)%n", reportDir, reportDir, reportDir,
                (System.nanoTime() - started) / 1e9);
        stdout.flush();
        return ExitCodes.OK;
    }

    private int reviewDemo(Path dir) {
        var stdout = spec.commandLine().getOut();
        var err = spec.commandLine().getErr();
        long started = System.nanoTime();
        var parse = spec.commandLine().getParseResult();
        int n = parse.hasMatchedOption("--samples") ? samples : 4000;
        Path csv = dir.resolve("reviews.csv");
        ReviewWriter.write(csv, n, 0.8, 7);
        err.printf("demo: generated %d reviews (planted bias 0.8) -> %s%n", n, csv);
        err.flush();
        var session = spark.session();
        var prep = new PrepConfig(List.of(csv.toString()), null, "csv", ReviewWriter.ID_COL, ReviewWriter.LABEL_COL,
                List.of(ReviewWriter.GROUP_COL), null, null, 0.0);
        String prepared = dir.resolve("prepared").toString();
        var text = TextConfig.word2vec(prep, ReviewWriter.TEXT_COL, 7);
        TextPrepJob.write(TextPrepJob.prepare(session, text), prepared);
        err.println("demo: embedded by Word2Vec (d = " + text.vectorSize() + ", seed 7) -> " + prepared);
        err.flush();
        Path setsFile = dir.resolve("sets.yaml");
        try {
            java.nio.file.Files.writeString(setsFile, ReviewDemoSets.yaml(7));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + setsFile, e);
        }
        var commandLine = CommandLineRecord.of(spec);
        String assocDir = dir.resolve("association").toString();
        var assoc = AssociationJob.run(session, new AssociationConfig(prepared, null,
                SetsFile.read(setsFile.toString()), assocDir, commandLine));
        stdout.print(AssociateCommand.table(assoc.association()));
        var levels = List.of("1e-1", "1e-2", "1e-3").stream().map(l -> FarLevel.parse(l, "far")).toList();
        var settings = new AuditSettings(levels, AcceptanceRule.ABOVE, 0.5, false, ImpostorSampling.none(),
                IdentityBootstrap.DEFAULT_REPLICATES, 7);
        String reportDir = dir.resolve("report").toString();
        var report = AuditJob.run(session, new AuditConfig(prepared, null, settings, AuditConfig.DEFAULT_BLOCK_SIZE,
                reportDir, List.of(), commandLine), err);
        stdout.print(ConsoleTable.render(report));
        stdout.print(HeadlineText.render(Headline.of(report)));
        stdout.printf("reports: %s/report.{html,json,md} (association), %s/report.{html,json,md} (audit by gender) "
                + "(%.1f s)%n", assocDir, reportDir, (System.nanoTime() - started) / 1e9);
        stdout.flush();
        return ExitCodes.OK;
    }
}
