package org.fairscore.jobs.downstream;

import java.util.List;
import java.util.Set;
import java.util.stream.LongStream;
import org.fairscore.core.gates.Gate;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.PrepConfig;

/**
 * A typed downstream request; the command line only parses into it.
 *
 * @param input          a directory written by {@code fairscore prep}, or raw input described by {@code prep}
 * @param prep           how to read raw input (null for a prepared directory)
 * @param columnsFrom    where the split and task-label columns are read from (CSV or Parquet with the id
 *                       column); null: the raw input itself
 * @param splitCol       column holding train/test per sample (null: a seeded split by sample id)
 * @param taskLabelCol   column holding the downstream class (null: the k most frequent labels)
 * @param topK           k of the top-k task
 * @param minSamples     a label needs at least this many samples to be a top-k class
 * @param testFraction   test share of the seeded split, in (0, 1)
 * @param seed           seed of the split, the oversampling and the first probe run
 * @param seeds          probe runs (seeds seed, seed + 1, …)
 * @param trees          random-forest trees (probe and classifier)
 * @param depth          random-forest maximum depth
 * @param maxIter        iterations of logistic regression and the linear SVM
 * @param classifiers    which of logistic, linearSvm, randomForest to train (empty: no classifiers)
 * @param leakage        whether to run the attribute-leakage probe
 * @param rebalance      oversample the training rows of every group to the largest group's count
 * @param positiveClass  the positive class of equal opportunity (null: 1/true for 0-1 tasks)
 * @param baselineCols   numeric columns (read like the split column) the leakage probe also runs on, as a
 *                       baseline of raw tabular features (empty: none)
 * @param splitBy        how the leakage probe splits its attribute target without a split column (null: by label)
 * @param out            output directory, replaced atomically
 * @param commandLine    the arguments as run, for OUT/run.json
 * @param gates          release gates, evaluated into report.json before it is written (empty: none)
 */
public record DownstreamConfig(String input, PrepConfig prep, String columnsFrom, String splitCol, String taskLabelCol,
                               int topK, int minSamples, double testFraction, long seed, int seeds, int trees,
                               int depth, int maxIter, List<String> classifiers, boolean leakage, boolean rebalance,
                               String positiveClass, List<String> baselineCols, ProbeSplit splitBy, String out,
                               List<String> commandLine, List<Gate> gates) {
    public static final List<String> CLASSIFIERS = List.of("logistic", "linearSvm", "randomForest");
    public static final int DEFAULT_TOP_K = 10;
    public static final int DEFAULT_MIN_SAMPLES = 100;
    public static final int DEFAULT_TREES = 200;
    public static final int DEFAULT_DEPTH = 8;

    public DownstreamConfig {
        classifiers = List.copyOf(classifiers);
        splitBy = splitBy == null ? ProbeSplit.LABEL : splitBy;
        baselineCols = baselineCols == null ? List.of() : List.copyOf(baselineCols);
        if (!baselineCols.isEmpty() && !leakage) {
            throw new InvalidInputException("baseline-cols: the baseline is a leakage probe; drop --no-leakage");
        }
        commandLine = commandLine == null ? List.of() : List.copyOf(commandLine);
        gates = gates == null ? List.of() : List.copyOf(gates);
        for (String c : classifiers) {
            if (!Set.copyOf(CLASSIFIERS).contains(c)) {
                throw new InvalidInputException("classifiers: unknown classifier '" + c + "'; choose from " + CLASSIFIERS);
            }
        }
        if (topK < 2) {
            throw new InvalidInputException("top-k: a classification task needs at least 2 classes, got " + topK);
        }
        if (minSamples < 2) {
            throw new InvalidInputException("min-samples: must be at least 2, got " + minSamples);
        }
        if (!(testFraction > 0 && testFraction < 1)) {
            throw new InvalidInputException("test-fraction: must be in (0, 1), got " + testFraction);
        }
        if (seeds < 1 || trees < 1 || depth < 1 || maxIter < 1) {
            throw new InvalidInputException("seeds, trees, depth and max-iter must be at least 1: " + seeds + ", "
                    + trees + ", " + depth + ", " + maxIter);
        }
        if (classifiers.isEmpty() && !leakage) {
            throw new InvalidInputException("classifiers: nothing to do (no classifiers and no leakage probe)");
        }
    }

    /** No gates. */
    public DownstreamConfig(String input, PrepConfig prep, String columnsFrom, String splitCol, String taskLabelCol,
                            int topK, int minSamples, double testFraction, long seed, int seeds, int trees,
                            int depth, int maxIter, List<String> classifiers, boolean leakage, boolean rebalance,
                            String positiveClass, List<String> baselineCols, ProbeSplit splitBy, String out,
                            List<String> commandLine) {
        this(input, prep, columnsFrom, splitCol, taskLabelCol, topK, minSamples, testFraction, seed, seeds, trees, depth,
                maxIter, classifiers, leakage, rebalance, positiveClass, baselineCols, splitBy, out, commandLine, List.of());
    }

    public List<Long> probeSeeds() {
        return LongStream.range(seed, seed + seeds).boxed().toList();
    }
}
