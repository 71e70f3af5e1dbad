package org.fairscore.jobs.association;

import static org.apache.spark.sql.functions.col;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.spark.ml.feature.Word2VecModel;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.association.NamedVector;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.text.TextModel;
import scala.Tuple2;

/**
 * Resolves the names of the sets to unit vectors, collecting only those: words from the review corpus' Word2Vec
 * model; sample ids from the corpus (a filter on the id); labels as the mean of their samples' (unit) embeddings,
 * summed per label in Spark tasks (reduceByKey), so the driver receives one d-vector per named label. Every vector is
 * L2-normalised, so word frequency (which lengthens Word2Vec vectors) does not weigh on a direction or a mean.
 * Names that resolve to nothing are an error listing them with the set they are in; words that prep's
 * {@code --stop-words} removed are listed apart, as removed, with the {@code --keep-words} that would keep them.
 */
public final class ItemVectors {
    private final Dataset<Row> samples;
    private final Word2VecModel words;
    private final String vocabularyNote;
    private final Set<String> stopWords;

    /**
     * @param samples the prepared corpus' samples
     * @param words   the review corpus' Word2Vec model, or null
     */
    public ItemVectors(Dataset<Row> samples, Word2VecModel words, String vocabularyNote) {
        this(samples, words, vocabularyNote, Set.of());
    }

    /**
     * @param stopWords the words the review corpus' pipeline removed before Word2Vec (lower-cased), so that a set
     *                  word missing for that reason is named as removed, not as rare
     */
    public ItemVectors(Dataset<Row> samples, Word2VecModel words, String vocabularyNote, Set<String> stopWords) {
        this.samples = samples;
        this.words = words;
        this.vocabularyNote = vocabularyNote;
        this.stopWords = Set.copyOf(stopWords);
    }

    /** Whether names of this kind are words here. */
    public boolean wordsFor(ItemKind kind) {
        if (kind == ItemKind.WORDS && words == null) {
            throw new InvalidInputException("items: words needs a review corpus prepared with --text-col and Word2Vec "
                    + "(this corpus has no Word2Vec model)");
        }
        return kind == ItemKind.WORDS || kind == ItemKind.AUTO && words != null;
    }

    /** The vectors of every name in {@code named} (set label → names), in the order given, or an error. */
    public Map<String, List<NamedVector>> resolve(Map<String, List<String>> named, boolean asWords, String where) {
        var all = new LinkedHashSet<String>();
        named.values().forEach(all::addAll);
        var found = asWords ? TextModel.vectors(words, all) : fromCorpus(all);
        var missing = new ArrayList<String>();
        var removed = new ArrayList<String>();
        var removedWords = new LinkedHashSet<String>();
        var out = new LinkedHashMap<String, List<NamedVector>>();
        named.forEach((set, names) -> {
            var vs = new ArrayList<NamedVector>();
            var absent = new ArrayList<String>();
            var stopped = new ArrayList<String>();
            for (var n : names) {
                var v = found.get(n);
                if (v != null) {
                    vs.add(new NamedVector(n, unit(v, n, where)));
                } else if (asWords && stopWords.contains(n.toLowerCase(Locale.ROOT))) {
                    stopped.add(n);
                } else {
                    absent.add(n);
                }
            }
            if (!absent.isEmpty()) {
                missing.add(set + ": " + String.join(", ", absent));
            }
            if (!stopped.isEmpty()) {
                removed.add(set + ": " + String.join(", ", stopped));
                stopped.forEach(w -> removedWords.add(w.toLowerCase(Locale.ROOT)));
            }
            out.put(set, vs);
        });
        var problems = new ArrayList<String>();
        if (!removed.isEmpty()) {
            // the words were in the reviews, but prep's --stop-words took them out before Word2Vec was trained
            problems.add("words removed by prep --stop-words before Word2Vec was trained, so they have no vector: "
                    + String.join("; ", removed) + " (prep again with --stop-words --keep-words "
                    + String.join(",", removedWords) + ", or without --stop-words)");
        }
        if (!missing.isEmpty()) {
            problems.add("unknown " + (asWords ? "words (not in the Word2Vec vocabulary" + vocabularyNote + ")"
                    : "sample ids or labels") + ": " + String.join("; ", missing));
        }
        if (!problems.isEmpty()) {
            throw new InvalidInputException(where + ": " + String.join("; and ", problems));
        }
        return out;
    }

    private Map<String, double[]> fromCorpus(Collection<String> names) {
        var list = new ArrayList<>(names);
        var out = new LinkedHashMap<String, double[]>();
        for (Row r : samples.filter(col(CorpusColumns.SAMPLE_ID).isin(list.toArray()))
                .select(CorpusColumns.SAMPLE_ID, CorpusColumns.EMBEDDING).collectAsList()) {
            out.put(r.getString(0), doubles(r.getList(1)));
        }
        var labels = new ArrayList<String>();
        for (var n : list) {
            if (!out.containsKey(n)) {
                labels.add(n);
            }
        }
        if (labels.isEmpty()) {
            return out;
        }
        var sums = samples.filter(col(CorpusColumns.LABEL).isin(labels.toArray()))
                .select(CorpusColumns.LABEL, CorpusColumns.EMBEDDING).javaRDD()
                .mapToPair(r -> new Tuple2<>(r.getString(0), doubles(r.getList(1))))
                .reduceByKey(ItemVectors::add).collectAsMap();
        // the mean is the sum scaled; after normalisation only its direction matters
        sums.forEach(out::putIfAbsent);
        return out;
    }

    private static double[] add(double[] a, double[] b) {
        var s = new double[a.length];
        for (int i = 0; i < s.length; i++) {
            s[i] = a[i] + b[i];
        }
        return s;
    }

    private static double[] doubles(List<Object> values) {
        var out = new double[values.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ((Number) values.get(i)).doubleValue();
        }
        return out;
    }

    private static double[] unit(double[] v, String name, String where) {
        double n = 0;
        for (double x : v) {
            n += x * x;
        }
        if (n == 0) {
            throw new InvalidInputException(where + ": '" + name + "' has a zero vector (a label whose samples cancel "
                    + "out): it has no direction");
        }
        double inv = 1 / Math.sqrt(n);
        var out = new double[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = v[i] * inv;
        }
        return out;
    }
}
