package org.fairscore.jobs.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.imbalance.ImbalanceConfig;
import org.fairscore.prep.imbalance.ImbalanceProtocol;
import org.fairscore.prep.text.TextPrepJob;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

@Command(name = "prep", mixinStandardHelpOptions = true,
        description = {"Validate, L2-normalise and partition a corpus by group.",
                "Writes OUT/corpus/ (Parquet partitioned by group), OUT/manifest.json, OUT/rejects/ (with "
                        + "--max-reject-fraction), then OUT/_SUCCESS. Any invalid row fails with exit code 2 and a "
                        + "message naming file, data row and column.",
                "Every column but the id, label and embedding is stored with the samples (manifest: attributes), so "
                        + "later commands may --group the prepared corpus by any of them; --bin bands a numeric one. "
                        + "Given a prepared corpus as --input, writes it regrouped by --group.",
                "With --text-col: a review corpus (CSV, Parquet, JSON lines); each review is embedded by Word2Vec "
                        + "(default) or TF-IDF + PCA trained on the corpus, saved in OUT/text-model/ with OUT/text.json; "
                        + "empty text is a row error (EMPTY_TEXT), as is a review none of whose words is known.",
                "With --imbalance: finDML's imbalance protocol, one prepared corpus per seed in OUT/seed-<s>/ in which "
                        + "--imbalance-classes labels lose --imbalance-fraction of their training samples."})
public final class PrepCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    CorpusOptions corpus;

    @Mixin
    OutputOption output;

    @Mixin
    ImbalanceOptions imbalance;

    @Mixin
    TextOptions text;

    @Mixin
    IdentityOptions identities;

    @Mixin
    TemplateOption templates;

    @Override
    public Integer call() {
        String out = output.out;
        corpus.checkOutputDirectory(out, text.model, text.vectors);
        var session = corpus.spark.session();
        if (imbalance.enabled && text.enabled()) {
            throw new InvalidInputException("--imbalance and --text-col: prep the reviews first, "
                    + "then run the imbalance protocol on the prepared corpus");
        }
        if (imbalance.enabled) {
            templates.refuseWith("--imbalance", "prep the corpus with --template-col first, then run the imbalance protocol");
            return imbalance(session, imbalance.toConfig(), out, spec.commandLine().getOut());
        }
        var stdout = spec.commandLine().getOut();
        if (text.enabled()) {
            templates.refuseWith("--text-col", "a review corpus has one embedding per review");
            corpus.input.requireNoBins("a review corpus (--text-col) keeps its --group columns as read; give no --bin");
            var prepared = TextPrepJob.prepare(session, text.toTextConfig(corpus.input.toPrepConfig()));
            identities.checked(prepared.corpus(), corpus.input.first());
            TextPrepJob.write(prepared, out);
            var m = prepared.corpus().manifest();
            var info = prepared.info();
            stdout.printf("prep: %d reviews embedded by %s (d = %d%s) in %d groups, %d rejected -> %s%n", m.samples(),
                    info.embedding(), m.dimension(), info.vocabulary() == null ? "" : ", vocabulary " + info.vocabulary(),
                    m.groups().size(), m.rejected(), out);
            stdout.flush();
            return ExitCodes.OK;
        }
        var prepared = identities.checked(PrepJob.prepare(session, corpus.input.toPrepConfig().withTemplateCol(
                templates.column)), corpus.input.first());
        PrepJob.write(prepared, out);
        var m = prepared.manifest();
        stdout.printf("prep: %d samples (d = %d) in %d groups, %d rejected -> %s%n", m.samples(), m.dimension(),
                m.groups().size(), m.rejected(), out);
        stdout.flush();
        return ExitCodes.OK;
    }

    /** One seeded imbalanced variant per seed of the corpus (prepared first unless it is already). */
    private int imbalance(SparkSession session, ImbalanceConfig cfg, String out, PrintWriter stdout) {
        var input = corpus.input;
        boolean prepared = corpus.prepared(session);
        var data = identities.checked(corpus.corpus(session), input.first()); // regrouped by --group / --bin when given
        ImbalanceProtocol.write(session, data, cfg, prepared || input.inputs.size() != 1 ? null : input.first(),
                input.format, out);
        var seeds = cfg.seeds();
        stdout.printf("prep --imbalance: %d draw(s) of %d samples, %d labels losing %s of their training samples -> %s/%s%n",
                seeds.size(), data.manifest().samples(), cfg.classes(), cfg.fraction().toPlainString(), out,
                seeds.size() == 1 ? ImbalanceProtocol.drawDir(seeds.get(0)) : "seed-<s>");
        stdout.flush();
        return ExitCodes.OK;
    }
}
