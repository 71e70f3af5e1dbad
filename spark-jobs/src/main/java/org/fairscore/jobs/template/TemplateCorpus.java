package org.fairscore.jobs.template;

import static org.apache.spark.sql.functions.col;

import java.io.PrintWriter;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.TemplateReport;
import org.fairscore.jobs.scoring.InOrder;
import org.fairscore.prep.CorpusLayout;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.partition.GroupStatistics;
import scala.Tuple2;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Turns a prepared corpus whose samples carry a template id (in their attributes map, under the template column's
 * name: {@code prep --template-col}) into a <em>template corpus</em> of the same schema, one row per template:
 * {@code sample_id} = the template id, label and group = its samples' (which must agree), embedding = the mean of
 * its samples' embeddings, L2-normalised ({@link TemplateSum#embedding}). Everything downstream — the all-pairs
 * engine, pair lists (whose id columns then name templates) — runs unchanged on it, so pairs are template pairs,
 * genuine iff the two templates' labels are equal.
 *
 * <p>The average is a Spark aggregation: a sort shuffle on (template id, sample id) and one sequential pass per
 * partition ({@link InOrder#byKey}), so a template's members are summed in sample-id order and a rerun gives the same
 * bits (reduceByKey would add them in shuffle-fetch order). Memory: per task one running sum (d doubles and one
 * member) and one member at a time, the shuffle's sort buffer spilling to disk like any sort; the template corpus is
 * persisted (memory and disk: at most the size of the sample corpus). The driver receives one count per group and, on
 * failure, the first 20 offending templates — never a sample.
 */
public final class TemplateCorpus {
    /** How many inconsistent templates a failure names (then the total). */
    static final int SHOWN = 20;

    private static final InOrder.KeyOrder<String, String> TEMPLATE_THEN_SAMPLE = new TemplateThenSample();

    /**
     * The template corpus and what the report says of it.
     *
     * @param corpus its samples are templates; its manifest counts templates ({@code samples}, {@code groups})
     * @param report null when no template column was given ({@code corpus} is then the sample corpus)
     */
    public record Templates(PreparedCorpus corpus, TemplateReport report) {
        /** {@code audited} with the template counts and the averaging rule in its methods (unchanged without templates). */
        public AuditReport describe(AuditReport audited) {
            return report == null ? audited : audited.withTemplates(report, method(report));
        }
    }

    private TemplateCorpus() {
    }

    /** {@link #average}, or {@code corpus} itself when {@code column} is null; says on {@code log} what it averaged. */
    public static Templates of(PreparedCorpus corpus, String column, PrintWriter log) {
        if (column == null) {
            return new Templates(corpus, null);
        }
        var templates = average(corpus, column);
        log.printf("audit: %d samples averaged into %d templates (column '%s')%n", templates.report().samples(),
                templates.report().templates(), column);
        log.flush();
        return templates;
    }

    /**
     * The template corpus of {@code corpus}.
     *
     * @param column the template column: the key of the template id in each sample's attributes
     * @throws InvalidInputException (exit 2) when a sample has no template id (the corpus was prepared without
     *                               {@code --template-col column}), or templates mix labels or groups, or average to
     *                               the zero vector — naming each such template (the first 20, then the total)
     */
    public static Templates average(PreparedCorpus corpus, String column) {
        var manifest = corpus.manifest();
        var samples = corpus.samples();
        var attributes = manifest.groupBy();
        // prep stores every column; only a --template-col (or group) column must have a value in every row
        var id = col(CorpusColumns.ATTRIBUTES).getItem(column);
        long untagged = samples.filter(id.isNull().or(id.equalTo(""))).count();
        if (untagged > 0) {
            throw new InvalidInputException("--template-col " + column + ": " + untagged + " of " + manifest.samples()
                    + " samples have no template id" + (untagged == manifest.samples()
                    ? ": the corpus stores no column '" + column + "' (it stores " + manifest.attributes() + ")"
                    : " (an empty value); prepare the corpus with --template-col " + column + " to have such rows "
                    + "named as row errors"));
        }
        JavaRDD<Row> rows = samples.select(col(CorpusColumns.ATTRIBUTES).getItem(column), col(CorpusColumns.SAMPLE_ID),
                col(CorpusColumns.LABEL), col(CorpusColumns.GROUP), col(CorpusColumns.ATTRIBUTES),
                col(CorpusColumns.EMBEDDING)).javaRDD();
        JavaRDD<Tuple2<String, TemplateSum>> sums = InOrder.byKey(
                rows.mapToPair(r -> new Tuple2<>(new Tuple2<>(r.getString(0), r.getString(1)), member(r, attributes))),
                TEMPLATE_THEN_SAMPLE, rows.getNumPartitions(), TemplateSum::new, TemplateSum::add)
                .persist(StorageLevel.MEMORY_AND_DISK());
        checkConsistent(sums, column);

        // a map column takes a Scala map from a Row (a Java map is refused)
        var templateRows = sums.map(t -> RowFactory.create(t._1(), t._2().label(), t._2().group(),
                CollectionConverters.asScala(t._2().attributes()), t._2().embedding()));
        Dataset<Row> templates = samples.sparkSession().createDataFrame(templateRows, CorpusLayout.SAMPLES)
                .persist(StorageLevel.MEMORY_AND_DISK());
        var perGroup = new TreeMap<String, long[]>();
        sums.mapToPair(t -> new Tuple2<>(t._2().group(), new long[] {1, t._2().members()}))
                .reduceByKey((a, b) -> new long[] {a[0] + b[0], a[1] + b[1]}) // integers: any merge order is exact
                .collect().forEach(t -> perGroup.put(t._1(), t._2()));
        var groupStats = GroupStatistics.of(templates); // also fills the templates' cache before the sums are dropped
        sums.unpersist(false);

        var groups = new ArrayList<TemplateReport.GroupTemplates>();
        long templateCount = 0;
        long sampleCount = 0;
        for (var e : perGroup.entrySet()) {
            groups.add(new TemplateReport.GroupTemplates(e.getKey(), e.getValue()[0], e.getValue()[1]));
            templateCount += e.getValue()[0];
            sampleCount += e.getValue()[1];
        }
        var templateManifest = new CorpusManifest(manifest.schemaVersion(), manifest.dimension(), manifest.inputs(),
                manifest.idColumn(), manifest.labelColumn(), manifest.groupBy(), templateCount, manifest.rejected(),
                manifest.rejectsByReason(), groupStats);
        return new Templates(new PreparedCorpus(templates, templateManifest, corpus.rejects()),
                new TemplateReport(column, templateCount, sampleCount, groups));
    }

    /** The methods entry: the rule, as {@link TemplateSum#embedding} applies it. */
    static String method(TemplateReport r) {
        return "templates, not samples, were compared: samples sharing a value of column '" + r.column()
                + "' form one template (" + r.templates() + " templates from " + r.samples() + " samples); a template's "
                + "embedding is the mean of its samples' L2-normalised float32 embeddings (summed in double in sample-id "
                + "order, divided by their number), L2-normalised in double and rounded to float32 (a template of one "
                + "sample keeps that sample's embedding); its label and group are its samples' (which must agree); "
                + "pairs are unordered pairs of templates, genuine iff their labels are equal";
    }

    private static TemplateMember member(Row r, List<String> groupAttributes) {
        Map<String, String> all = r.getJavaMap(4);
        var kept = new HashMap<String, String>();
        for (String a : groupAttributes) {
            kept.put(a, all.get(a));
        }
        List<Float> e = r.getList(5);
        var embedding = new float[e.size()];
        for (int j = 0; j < embedding.length; j++) {
            embedding[j] = e.get(j);
        }
        return new TemplateMember(r.getString(1), r.getString(2), r.getString(3), kept, embedding);
    }

    private static void checkConsistent(JavaRDD<Tuple2<String, TemplateSum>> sums, String column) {
        var bad = sums.filter(t -> t._2().problem(t._1(), column) != null);
        long count = bad.count();
        if (count == 0) {
            return;
        }
        var shown = bad.map(t -> t._2().problem(t._1(), column)).takeOrdered(SHOWN);
        var sb = new StringBuilder();
        sb.append(count).append(count == 1 ? " template cannot" : " templates cannot").append(" be audited:");
        shown.forEach(m -> sb.append("\n  ").append(m));
        if (count > shown.size()) {
            sb.append("\n  ... ").append(count - shown.size()).append(" more");
        }
        sums.unpersist(false);
        throw new InvalidInputException(sb.toString());
    }

    /** Template id, then sample id: members reach their sum in sample-id order. */
    private static final class TemplateThenSample implements InOrder.KeyOrder<String, String>, Serializable {
        private static final long serialVersionUID = 1L;

        @Override
        public int compare(Tuple2<String, String> a, Tuple2<String, String> b) {
            int c = a._1().compareTo(b._1());
            return c != 0 ? c : a._2().compareTo(b._2());
        }
    }
}
