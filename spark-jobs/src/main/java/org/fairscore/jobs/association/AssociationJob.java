package org.fairscore.jobs.association;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.association.AssociationReport;
import org.fairscore.core.association.DirectionResult;
import org.fairscore.core.association.GenderDirection;
import org.fairscore.core.association.Weat;
import org.fairscore.core.association.WeatResult;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.jobs.run.JobRun;
import org.fairscore.jobs.run.ReportOutput.Pages;
import org.fairscore.jobs.run.ReportOutput;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.text.StopWords;
import org.fairscore.prep.text.TextInfo;
import org.fairscore.prep.text.TextModel;

/**
 * Association tests of a corpus: load (or prep) → resolve each test's names to vectors ({@link ItemVectors}: only the
 * named items reach the driver) → WEAT/FEAT and directions (core) → atomic commit of {@code OUT/report.json}
 * ({@code association}), {@code report.html}, {@code run.json}, {@code _SUCCESS} last. Memory on the driver: the
 * named vectors, (|X|+|Y|+|A|+|B|) × d doubles per test; time per test O((|X|+|Y|) × (|A|+|B|) × d) for the
 * cosines plus O(|X|+|Y| + permutations × |X|) for the p-value (core {@code PermutationTest}).
 */
public final class AssociationJob {
    private AssociationJob() {
    }

    public static AuditReport run(SparkSession spark, AssociationConfig cfg) {
        var run = JobRun.start(spark, cfg.out(), cfg.commandLine());
        PreparedCorpus corpus = PrepJob.open(spark, cfg.input(), cfg.prep());
        boolean text = cfg.prep() == null && TextModel.isText(spark, cfg.input());
        var model = text ? TextModel.load(spark, cfg.input()) : null;
        var w2v = text ? TextModel.word2vec(model) : null;
        String note = text ? vocabularyNote(spark, cfg.input()) : "";
        var items = new ItemVectors(corpus.samples(), w2v, note, StopWords.removedBy(model));
        var association = compute(cfg.sets(), items, w2v != null ? "word2vec" : "corpus");
        var m = corpus.manifest();
        var report = AuditReport.builder(AuditReport.Kind.ASSOCIATION, m, m.groupBy()).groups(List.of())
                .operatingPoints(List.of()).warnings(warnings(association)).methods(methods()).association(association)
                .build();
        return run.finish(report, cfg.gates(), Pages.HTML_AND_MARKDOWN, ReportOutput.rejectsOf(corpus));
    }

    /** The tests and directions of {@code sets}, names resolved by {@code items}. */
    public static AssociationReport compute(SetsFile.Sets sets, ItemVectors items, String source) {
        var tests = new ArrayList<WeatResult>();
        boolean anyWords = false;
        boolean anyCorpus = false;
        for (var t : sets.tests()) {
            boolean words = items.wordsFor(t.items());
            var named = new LinkedHashMap<String, List<String>>();
            named.put("targetX", t.targetX());
            named.put("targetY", t.targetY());
            named.put("attributeA", t.attributeA());
            named.put("attributeB", t.attributeB());
            var v = items.resolve(named, words, t.where());
            try {
                tests.add(Weat.run(t.name(), v.get("targetX"), v.get("targetY"), v.get("attributeA"), v.get("attributeB"),
                        t.settings()).withItemKind(words ? "word" : "sample-or-label"));
            } catch (IllegalArgumentException e) {
                throw new InvalidInputException(t.where() + ": " + e.getMessage());
            }
            anyWords |= words;
            anyCorpus |= !words;
        }
        var directions = new ArrayList<DirectionResult>();
        for (var d : sets.directions()) {
            boolean words = items.wordsFor(d.items());
            var named = new LinkedHashMap<String, List<String>>();
            named.put("pairs (first)", d.first());
            named.put("pairs (second)", d.second());
            named.put("terms", d.terms());
            var v = items.resolve(named, words, d.where());
            try {
                directions.add(GenderDirection.run(d.name(), v.get("pairs (first)"), v.get("pairs (second)"),
                        v.get("terms"), d.ddof()));
            } catch (IllegalArgumentException e) {
                throw new InvalidInputException(d.where() + ": " + e.getMessage());
            }
            anyWords |= words;
            anyCorpus |= !words;
        }
        return new AssociationReport(anyWords && anyCorpus ? "word2vec and corpus" : anyWords ? "word2vec" : "corpus",
                tests, directions);
    }

    private static String vocabularyNote(SparkSession spark, String dir) {
        var p = new org.apache.hadoop.fs.Path(dir, TextModel.INFO);
        try (var in = p.getFileSystem(spark.sparkContext().hadoopConfiguration()).open(p)) {
            var info = TextInfo.fromJson(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
            return info.minCount() == null ? "" : "; words seen fewer than min-count " + info.minCount() + " times are not in it";
        } catch (IOException e) {
            return "";
        }
    }

    private static List<String> warnings(AssociationReport a) {
        var out = new ArrayList<String>();
        for (var t : a.tests()) {
            if (t.exact() && t.permutations() < 100) {
                out.add("test " + t.name() + ": only " + t.permutations() + " partitions of X ∪ Y exist, so no p-value "
                        + "can be below " + String.format(Locale.ROOT, "%.3g", 1.0 / t.permutations())
                        + ": use larger sets");
            }
        }
        return out;
    }

    static Map<String, String> methods() {
        var m = new LinkedHashMap<String, String>();
        m.put("association", "WEAT (Caliskan et al. 2017; FEAT for face embeddings): s(w, A, B) = mean_a cos(w, a) − "
                + "mean_b cos(w, b); statistic Σ_X s − Σ_Y s; effect size (mean_X s − mean_Y s) / sd_{X∪Y} s with the "
                + "test's ddof (1: sample sd, the default; 0: population sd); undefined when that sd is 0.");
        m.put("pValue", "Permutation test over re-partitions of X ∪ Y into sets of the original sizes: every partition "
                + "when C(|X|+|Y|, |X|) is at most the requested permutations (p = extreme / all, the observed one "
                + "included), else that many seeded random partitions with p = (1 + extreme) / (1 + N). greater: "
                + "Σ_{X_i} s ≥ observed; less: ≤; two-sided: |Σ_{X_i} s − c| ≥ |observed − c| with c its mean over all "
                + "partitions. Differences within 1e-10·Σ|s| count as ties.");
        m.put("wefat", "Per target item: s(w, A, B) and s(w, A, B) / sd_{x∈A∪B} cos(w, x) (same ddof).");
        m.put("items", "Words are looked up in the review corpus' Word2Vec model (lower-cased, as tokenised); other "
                + "names are sample ids, else labels (the mean of the label's embeddings). Every item vector is "
                + "L2-normalised.");
        m.put("direction", "g = mean_i (first_i − second_i) over the pairs (unit vectors); stability: mean ± sd of "
                + "‖first_i − second_i‖ and of the angle between each difference and g; polarity cos(w, g) per term; "
                + "BOLD weighted average Σ sign(b)·b² / Σ|b|.");
        return m;
    }
}
