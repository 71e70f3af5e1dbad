package org.fairscore.prep.text;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.not;
import static org.apache.spark.sql.functions.trim;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.ml.PipelineModel;
import org.apache.spark.ml.feature.PCAModel;
import org.apache.spark.ml.linalg.Vector;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.storage.StorageLevel;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.model.RejectReason;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.ingest.RawColumns;
import org.fairscore.prep.ingest.ReadSpec;
import org.fairscore.prep.validate.DimensionResolver;
import org.fairscore.prep.validate.ValidatedColumns;
import org.fairscore.prep.validate.Validator;

/**
 * prep for review corpora: read → reviews with empty text rejected (EMPTY_TEXT, naming the text column) → the text
 * pipeline fitted on the non-empty reviews (or a saved one reused, or supplied vectors joined by id) → each review's
 * vector checked by the same per-row rules as any embedding (a review none of whose words is in the vocabulary is a
 * ZERO_VECTOR naming the text column) → duplicates, counts, reject policy and manifest as {@link PrepJob}. The
 * written directory is a prepared corpus like any other, plus {@code text-model/} and {@code text.json}.
 *
 * <p>Only aggregates reach the driver (counts, the model's vocabulary vectors for broadcasting); the reviews are
 * persisted once (memory and disk) because they are read by training, embedding and the empty-text check.
 */
public final class TextPrepJob {
    private TextPrepJob() {
    }

    /** A prepared review corpus with the model that embedded it (null for supplied vectors). */
    public record TextPrepared(PreparedCorpus corpus, PipelineModel model, TextInfo info) {
    }

    public static TextPrepared prepare(SparkSession spark, TextConfig cfg) {
        var prep = cfg.prep();
        // the text column stands in for the embedding column: a zero vector is a review without known words
        var spec = new ReadSpec(prep.idCol(), prep.labelCol(), prep.groupCols(),
                cfg.embedding() == TextEmbedding.VECTORS ? prep.embeddingCol() : cfg.textCol());
        var reviews = TextReader.read(spark, cfg);
        var rows = reviews.rows().persist(StorageLevel.MEMORY_AND_DISK());
        try {
            var blank = col(TextColumns.TEXT).isNull().or(trim(col(TextColumns.TEXT)).equalTo(""));
            var texts = rows.filter(not(blank));
            PipelineModel model = null;
            JavaRDD<Row> raw;
            int dim;
            Long vocabulary = null;
            if (cfg.embedding() == TextEmbedding.VECTORS) {
                raw = rawRows(SuppliedVectors.join(spark, texts, cfg), SuppliedVectors.VECTOR);
                dim = DimensionResolver.resolve(raw, null);
            } else {
                if (texts.isEmpty()) {
                    throw new InvalidInputException("no review in " + prep.inputs() + " has any text in column '"
                            + cfg.textCol() + "'");
                }
                model = cfg.model() != null ? TextModel.load(spark, cfg.model()) : TextEmbedder.fit(texts, cfg);
                dim = dimension(model);
                var w2v = TextModel.word2vec(model);
                vocabulary = w2v == null ? null : w2v.getVectors().count();
                raw = rawRows(model.transform(texts), TextEmbedder.FEATURES);
            }
            String textCol = cfg.textCol();
            var empty = spark.createDataFrame(rows.filter(blank).javaRDD().map(r -> rejectEmpty(r, spec, textCol)),
                    ValidatedColumns.SCHEMA);
            var checked = Validator.check(spark, raw, spec, dim).union(empty).persist(StorageLevel.MEMORY_AND_DISK());
            var corpus = PrepJob.finish(checked, spec, prep, dim, reviews::inputFiles);
            var info = info(cfg, dim, vocabulary);
            return new TextPrepared(corpus, model, info);
        } finally {
            rows.unpersist();
        }
    }

    /** Writes the prepared corpus as {@link PrepJob#write} does, with the model and text.json, then {@code _SUCCESS}. */
    public static void write(TextPrepared p, String outDir) {
        PrepJob.write(p.corpus(), outDir, out -> {
            if (p.model() != null) {
                try {
                    p.model().write().save(new Path(out.tempPath(), TextModel.DIR).toString());
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot save the text model", e);
                }
            }
            out.writeString(TextModel.INFO, p.info().toJson());
        });
    }

    private static TextInfo info(TextConfig cfg, int dim, Long vocabulary) {
        boolean trained = cfg.model() == null && cfg.embedding() != TextEmbedding.VECTORS;
        boolean w2v = cfg.embedding() == TextEmbedding.WORD2VEC;
        return new TextInfo(cfg.textCol(), cfg.model() != null ? "saved model" : cfg.embedding().id(), dim,
                trained && w2v ? cfg.minCount() : null, trained && w2v ? cfg.windowSize() : null,
                trained && w2v ? cfg.iterations() : null, cfg.stopWords(),
                trained && !w2v ? cfg.hashFeatures() : null, trained && w2v ? cfg.seed() : null, vocabulary,
                cfg.embedding() == TextEmbedding.VECTORS ? null : cfg.model() != null ? cfg.model() : TextModel.DIR,
                cfg.vectors(), cfg.keepWords().isEmpty() ? null : cfg.keepWords());
    }

    private static int dimension(PipelineModel model) {
        var w2v = TextModel.word2vec(model);
        if (w2v != null) {
            return w2v.getVectorSize();
        }
        for (var stage : model.stages()) {
            if (stage instanceof PCAModel pca) {
                return pca.getK();
            }
        }
        throw new InvalidInputException("the text model has neither a Word2Vec nor a PCA stage");
    }

    /** Embedded reviews as {@link RawColumns} rows (the vector as double[]; null when a supplied vector is missing). */
    private static JavaRDD<Row> rawRows(Dataset<Row> embedded, String vectorCol) {
        return embedded.select(col(TextColumns.SOURCE), col(TextColumns.ROW), col(TextColumns.ID), col(TextColumns.LABEL),
                col(TextColumns.ATTRS), col(vectorCol)).javaRDD().map(r -> {
                    List<String> attrs = r.getList(4);
                    Object v = r.get(5);
                    double[] values = v == null ? null : v instanceof Vector vec ? vec.toArray() : unboxed(r.getList(5));
                    return RawColumns.row(r.getString(0), r.getString(0), r.getLong(1), r.getString(2), r.getString(3),
                            attrs, values, false, null, null);
                });
    }

    private static double[] unboxed(List<Object> list) {
        var out = new double[list.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = list.get(i) == null ? Double.NaN : ((Number) list.get(i)).doubleValue();
        }
        return out;
    }

    /**
     * A review without text: the reader's reason when it could not read the row (its text is null then), else
     * MISSING_ID when it has no id either (the first rule), else EMPTY_TEXT.
     */
    private static Row rejectEmpty(Row r, ReadSpec spec, String textCol) {
        String source = r.getString(0);
        String readError = r.getAs(TextColumns.READ_ERROR);
        if (readError != null) {
            return RowFactory.create(source, source, r.getLong(1), null, null, new String[r.getList(4).size()], null,
                    null, readError, source, r.getAs(TextColumns.READ_COLUMN), r.getAs(TextColumns.READ_DETAIL));
        }
        String id = r.getString(2);
        boolean noId = id == null || id.isBlank();
        List<String> attrs = r.getList(4);
        return RowFactory.create(source, source, r.getLong(1), id, r.getString(3), attrs.toArray(new String[0]), null,
                null, (noId ? RejectReason.MISSING_ID : RejectReason.EMPTY_TEXT).name(), source,
                noId ? spec.idCol() : textCol, null);
    }
}
