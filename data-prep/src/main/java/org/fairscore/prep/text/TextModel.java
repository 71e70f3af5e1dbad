package org.fairscore.prep.text;

import static org.apache.spark.sql.functions.col;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.apache.hadoop.fs.Path;
import org.apache.spark.ml.PipelineModel;
import org.apache.spark.ml.feature.Word2VecModel;
import org.apache.spark.ml.linalg.Vector;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;

/**
 * The fitted text pipeline saved beside a prepared review corpus, {@code DIR/text-model/} (Spark ML's own format),
 * with {@code DIR/text.json} describing how it was made. Word vectors are looked up in its Word2Vec stage; only the
 * requested words reach the driver.
 */
public final class TextModel {
    public static final String DIR = "text-model";
    public static final String INFO = "text.json";

    private TextModel() {
    }

    /** Whether {@code preppedDir} is a prepared review corpus with a saved model. */
    public static boolean isText(SparkSession spark, String preppedDir) {
        var p = new Path(preppedDir, DIR);
        try {
            return p.getFileSystem(spark.sparkContext().hadoopConfiguration()).exists(p);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot inspect " + p, e);
        }
    }

    /** Loads a model from a prepared corpus directory or from the model directory itself. */
    public static PipelineModel load(SparkSession spark, String dir) {
        String modelDir = isText(spark, dir) ? new Path(dir, DIR).toString() : dir;
        try {
            return PipelineModel.load(modelDir);
        } catch (RuntimeException e) {
            throw new InvalidInputException(dir + ": not a saved text model (" + e.getMessage() + "): pass a directory "
                    + "written by 'fairscore prep --text-col'");
        }
    }

    /** The Word2Vec stage, or null for a TF-IDF model. */
    public static Word2VecModel word2vec(PipelineModel model) {
        for (var stage : model.stages()) {
            if (stage instanceof Word2VecModel w) {
                return w;
            }
        }
        return null;
    }

    /**
     * The vectors of those {@code words} that are in the vocabulary (lower-cased as the tokenizer does), keyed by the
     * word as given.
     */
    public static Map<String, double[]> vectors(Word2VecModel model, Collection<String> words) {
        var lower = new LinkedHashMap<String, String>();
        words.forEach(w -> lower.put(w.toLowerCase(Locale.ROOT), w));
        var found = new LinkedHashMap<String, double[]>();
        for (var r : model.getVectors().filter(col("word").isin(lower.keySet().toArray())).collectAsList()) {
            found.put(r.getString(0), ((Vector) r.get(1)).toArray());
        }
        var out = new LinkedHashMap<String, double[]>();
        for (var w : words) {
            var v = found.get(w.toLowerCase(Locale.ROOT));
            if (v != null) {
                out.put(w, v);
            }
        }
        return out;
    }
}
