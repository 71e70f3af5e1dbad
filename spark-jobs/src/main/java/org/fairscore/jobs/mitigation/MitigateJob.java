package org.fairscore.jobs.mitigation;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.mitigation.AuditSnapshot;
import org.fairscore.core.mitigation.MitigationReport;
import org.fairscore.core.mitigation.ModuleSummary;
import org.fairscore.core.mitigation.PseudoMetrics;
import org.fairscore.core.mitigation.PseudoMetricsReport;
import org.fairscore.core.mitigation.TrainingReport;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.jobs.audit.AuditJob;
import org.fairscore.jobs.run.JobRun;
import org.fairscore.jobs.run.ReportOutput.Pages;
import org.fairscore.jobs.run.ReportOutput;
import org.fairscore.jobs.scoring.NativeThreads;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.io.AtomicOutput;

/**
 * Read the training corpus → centroids and pseudo-score distributions (distributed) → training set on the driver
 * (bounded, checked before anything is collected) → train ({@link CfTrainer}) → save the module; with an
 * evaluation corpus also audit it before and after the module ({@link AuditJob#audit}, the one scorer) and write
 * the report with its {@code mitigation} component.
 *
 * <p>Driver memory while training: 4·n·d bytes of embeddings + 8 bytes per pseudo-score (Σ_a n_a·K_a; 16 at the
 * peak while targets are built) + the module (4·(4d² + 3d)) and Adam's two moments of every parameter.
 */
public final class MitigateJob {
    /**
     * What ran: the report (null without an evaluation corpus), the training, the module, and the training's
     * wall-clock seconds (printed, not in report.json or module.json, which a rerun must reproduce byte for byte).
     */
    public record Result(AuditReport report, TrainingReport training, FairnessModule module,
                         PseudoMetricsReport trainPseudo, double trainingSeconds, SharedIdentities sharedIdentities) {
    }

    private MitigateJob() {
    }

    /**
     * Fails with exit code 2 unless {@code corpus} has embeddings of dimension {@code d}: the module and the
     * centroids read only the first d components, so another dimension would be cut short or fail in a task.
     *
     * @param what    the option naming the corpus, e.g. "--input X"
     * @param against what has dimension d, ending in its verb, e.g. "the module (--model M) was trained on"
     */
    static void requireDimension(PreparedCorpus corpus, int d, String what, String against) {
        if (corpus.manifest().dimension() != d) {
            throw new InvalidInputException(what + ": embeddings of dimension " + corpus.manifest().dimension()
                    + ", but " + against + " dimension " + d);
        }
    }

    public static Result run(SparkSession spark, MitigationConfig cfg, PrintWriter progress) {
        var run = JobRun.start(spark, cfg.out(), cfg.commandLine());
        PreparedCorpus train = PrepJob.open(spark, cfg.train(), cfg.trainPrep());
        CorpusManifest m = train.manifest();
        check(cfg, m);
        int d = m.dimension();
        // the evaluation corpus is read and checked before the training it would otherwise wait for
        PreparedCorpus test = cfg.evaluate() == null ? null : PrepJob.open(spark, cfg.evaluate(), cfg.evaluatePrep());
        SharedIdentities shared = null;
        if (test != null) {
            requireDimension(test, d, "--evaluate " + cfg.evaluate(), "the training corpus (--train) has");
            shared = SharedIdentities.between(train.samples(), test.samples(), SharedIdentities.EXAMPLES);
            requireDisjoint(cfg, shared);
        }
        var groups = m.groups().stream().map(CorpusManifest.GroupStats::name).toList();
        var centroids = CentroidPass.compute(train.samples(), d);
        var trainPseudo = PseudoMetrics.evaluate("train", PseudoScorePass.run(train.samples(), centroids), groups,
                counts(centroids), cfg.settings().levels(), null);
        progress.printf(Locale.ROOT, "mitigate: %d training samples, %d centroids in %d groups%n", m.samples(),
                centroids.values().stream().mapToLong(GroupCentroids::size).sum(), groups.size());
        progress.flush();

        NativeThreads.limit(Runtime.getRuntime().availableProcessors()); // the driver trains alone
        var set = collect(train, centroids, groups, groups.indexOf(cfg.reference()), d);
        var trained = CfTrainer.train(set, cfg.training(), progress);
        var training = report(cfg, set, trained);
        FairnessModule module = trained.module();
        String moduleJson = ModuleFile.toJson(module, cfg.reference(), m.groupBy(), training);

        if (cfg.evaluate() == null) {
            try (var out = AtomicOutput.begin(spark.sparkContext().hadoopConfiguration(), cfg.out())) {
                out.writeString(ModuleFile.FILE, moduleJson);
                out.commit();
            }
            return new Result(null, training, module, trainPseudo, trained.seconds(), null);
        }

        var testGroups = test.manifest().groups().stream().map(CorpusManifest.GroupStats::name).toList();
        progress.println("mitigate: auditing the evaluation corpus before the module");
        progress.flush();
        var before = AuditJob.audit(spark, test, cfg.settings(), cfg.blockSize(), progress);
        var testCentroids = CentroidPass.compute(test.samples(), d);
        var testPseudo = PseudoMetrics.evaluate("evaluate", PseudoScorePass.run(test.samples(), testCentroids),
                testGroups, counts(testCentroids), cfg.settings().levels(), before.operatingPoints());
        var transformed = ModuleTransform.apply(test.samples(), module).persist(StorageLevel.MEMORY_AND_DISK());
        progress.println("mitigate: auditing the evaluation corpus after the module");
        progress.flush();
        var after = AuditJob.audit(spark, new PreparedCorpus(transformed, test.manifest(), null), cfg.settings(),
                cfg.blockSize(), progress);
        var mitigation = new MitigationReport(
                new ModuleSummary(d, module.hidden(), module.parameters(), cfg.reference(), "model/" + ModuleFile.FILE),
                training, List.of(trainPseudo, testPseudo),
                new AuditSnapshot("input embeddings of the evaluation corpus", before.operatingPoints()),
                new AuditSnapshot("the same embeddings after the Fairness Module (renormalised)", after.operatingPoints()));
        var methods = new LinkedHashMap<>(after.methods());
        methods.put("mitigation", MitigationMethods.TEXT);
        var warnings = new ArrayList<>(after.warnings());
        if (shared.any()) {
            warnings.add(0, sharedWarning(cfg, shared));
        }
        // the after audit's own parts, with the mitigation in place of any other family
        var report = after.toBuilder().kind(AuditReport.Kind.MITIGATION).warnings(warnings).methods(methods)
                .geometry(null).downstream(null).association(null).mitigation(mitigation).build();
        var written = run.finish(report, cfg.gates(), Pages.HTML_AND_MARKDOWN, out -> out.writeString("model/" + ModuleFile.FILE, moduleJson),
                ReportOutput.rejectsOf(test));
        transformed.unpersist();
        return new Result(written, training, module, trainPseudo, trained.seconds(), shared);
    }

    /**
     * Exit code 2 when the evaluation corpus shares identity labels with the training corpus, unless
     * --allow-shared-identities: the module and its centroids are fitted to the training identities, so an after
     * audit of the same people would credit the module with a fit, not with a mitigation.
     */
    static void requireDisjoint(MitigationConfig cfg, SharedIdentities shared) {
        if (shared.any() && !cfg.allowSharedIdentities()) {
            throw new InvalidInputException("--evaluate " + cfg.evaluate() + ": shares " + shared.describe()
                    + " with the training corpus (--train " + cfg.train() + "); the module is fitted to the training "
                    + "identities, so the after audit would overstate the mitigation. Evaluate on other identities, or "
                    + "pass --allow-shared-identities to run anyway (the report then warns)");
        }
    }

    /** The report's (and stderr's) warning of an evaluation allowed to share identities with the training. */
    public static String sharedWarning(MitigationConfig cfg, SharedIdentities shared) {
        return "--allow-shared-identities: the evaluation corpus (--evaluate " + cfg.evaluate() + ") shares "
                + shared.describe() + " with the training corpus: the before/after audit measures the module partly on "
                + "identities it was trained on and may overstate the mitigation";
    }


    /** Bounds and the reference group, checked from the manifest before anything reaches the driver. */
    static void check(MitigationConfig cfg, CorpusManifest m) {
        var names = m.groups().stream().map(CorpusManifest.GroupStats::name).toList();
        var ref = m.groups().stream().filter(g -> g.name().equals(cfg.reference())).findFirst().orElse(null);
        if (ref == null) {
            throw new InvalidInputException("--reference " + cfg.reference() + ": no such group in the training corpus "
                    + cfg.train() + "; its groups are " + names);
        }
        if (ref.identities() < 2 || ref.samples() < 1) {
            throw new InvalidInputException("--reference " + cfg.reference() + ": the reference group needs at least 2 "
                    + "identities (impostor pseudo-scores to map onto), it has " + ref.identities());
        }
        if (m.samples() > cfg.maxTrainSamples()) {
            throw new InvalidInputException(String.format(Locale.ROOT, "--train %s: %d samples exceed --max-train-samples "
                    + "%d: training runs on the driver and holds n*d*4 bytes of embeddings (%.0f MiB here); raise "
                    + "--max-train-samples (and the driver heap, e.g. FAIRSCORE_JAVA_OPTS=-Xmx8g) or train on a subset",
                    cfg.train(), m.samples(), cfg.maxTrainSamples(), m.samples() * (double) m.dimension() * 4 / (1 << 20)));
        }
        long pseudo = 0;
        for (var g : m.groups()) {
            long n = g.samples() * g.identities();
            if (n > Integer.MAX_VALUE - 8) {
                throw new InvalidInputException("--train " + cfg.train() + ": group " + g.name() + " has " + n
                        + " pseudo-scores (samples x identities), more than one array can hold (2^31): train on a subset");
            }
            pseudo += n;
        }
        if (pseudo > cfg.maxPseudoScores()) {
            throw new InvalidInputException(String.format(Locale.ROOT, "--train %s: %d pseudo-scores (samples x "
                    + "identities, summed over groups) exceed --max-pseudo-scores %d: training holds a target and a "
                    + "weight per pseudo-score, 8 bytes each (%.0f MiB here, twice that while they are built); raise "
                    + "--max-pseudo-scores (and the driver heap) or train on a subset", cfg.train(), pseudo,
                    cfg.maxPseudoScores(), pseudo * 8.0 / (1 << 20)));
        }
    }

    /** The training rows onto the driver, streamed partition by partition into per-group arrays. */
    static TrainingSet collect(PreparedCorpus train, Map<String, GroupCentroids> centroids, List<String> groups,
                               int reference, int d) {
        var sizes = train.manifest().groupSizes();
        var x = new ArrayList<float[]>();
        var labels = new ArrayList<int[]>();
        var indices = new ArrayList<Map<String, Integer>>();
        var filled = new int[groups.size()];
        for (String g : groups) {
            int n = Math.toIntExact(sizes.get(g));
            x.add(new float[n * d]);
            labels.add(new int[n]);
            indices.add(centroids.get(g).index());
        }
        var position = new HashMap<String, Integer>();
        for (int a = 0; a < groups.size(); a++) {
            position.put(groups.get(a), a);
        }
        var it = train.samples().select(CorpusColumns.GROUP, CorpusColumns.LABEL, CorpusColumns.EMBEDDING)
                .orderBy(CorpusColumns.SAMPLE_ID).toLocalIterator(); // sample-id order: the same set on every run
        while (it.hasNext()) {
            Row r = it.next();
            int a = position.get(r.getString(0));
            int i = filled[a]++;
            labels.get(a)[i] = indices.get(a).get(r.getString(1));
            List<Float> e = r.getList(2);
            for (int j = 0; j < d; j++) {
                x.get(a)[i * d + j] = e.get(j);
            }
        }
        var cs = groups.stream().map(g -> centroids.get(g).centroids()).toList();
        return TrainingSet.build(groups, reference, d, x, labels, cs);
    }

    static Map<String, Long> counts(Map<String, GroupCentroids> centroids) {
        var out = new LinkedHashMap<String, Long>();
        centroids.forEach((g, c) -> out.put(g, (long) c.size()));
        return out;
    }

    /** FLOPs of one epoch; see docs/mitigation.md, "Cost". */
    static double flopsPerEpoch(long n, int batch, int d, List<Long> centroidsPerGroup, long allCentroids) {
        double meanK = centroidsPerGroup.stream().mapToLong(Long::longValue).average().orElse(0);
        long steps = Math.max(1, (n + batch - 1) / batch);
        double perImage = 24.0 * d * d + 6.0 * meanK * d; // MLP 8d² forward ×3 with backward; cosines 2Kd ×3
        double perStep = 10.0 * (4.0 * d * d + 3.0 * d + allCentroids * (double) d); // Adam over every parameter
        return steps * (batch * perImage + perStep);
    }

    private static TrainingReport report(MitigationConfig cfg, TrainingSet set, CfTrainer.Trained t) {
        var perGroup = new LinkedHashMap<String, Long>();
        var centroids = new LinkedHashMap<String, Long>();
        var ks = new ArrayList<Long>();
        long allK = 0;
        for (int a = 0; a < set.groups().size(); a++) {
            perGroup.put(set.groups().get(a), (long) set.x().get(a).rows());
            long k = set.centroids().get(a).rows();
            centroids.put(set.groups().get(a), k);
            ks.add(k);
            allK += k;
        }
        var o = cfg.training();
        return new TrainingReport(set.samples(), perGroup, centroids, set.pseudoScores(), o.epochs(), o.batchSize(),
                t.steps(), o.learningRate(), o.seed(), t.lossPerEpoch(), t.initialLoss(), t.finalLoss(),
                flopsPerEpoch(set.samples(), o.batchSize(), set.dimension(), ks, allK),
                List.of("the top impostor of each group has pseudo-FAR 0 and an infinite eq. 10 weight: clamped to the "
                                + "weight of the second (1)",
                        "batches drawn with replacement: a group uniformly, then one of its samples uniformly; each "
                                + "image weighted by G*n_a (1/its draw probability), so a batch estimates the eq. 10 "
                                + "loss summed over every pseudo-score",
                        "trained on the driver in float32 (ND4J); centroids are trained with the MLP and not saved"));
    }
}
