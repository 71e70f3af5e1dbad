package org.fairscore.jobs.downstream;

import org.apache.spark.ml.Estimator;
import org.apache.spark.ml.classification.LinearSVC;
import org.apache.spark.ml.classification.LogisticRegression;
import org.apache.spark.ml.classification.OneVsRest;
import org.apache.spark.ml.classification.RandomForestClassifier;

/**
 * The MLlib estimators, configured once so the probe, the classifiers, the report's methods and docs/downstream.md
 * agree: logistic regression (multinomial, no regularisation, {@code maxIter} iterations of L-BFGS), a linear
 * SVM (hinge loss, no regularisation, {@code maxIter} iterations of OWL-QN) trained one-vs-rest, and a random
 * forest ({@code trees} trees of depth at most {@code depth}, Gini impurity, √d features per split, 32 bins).
 * Everything else is MLlib's default.
 */
final class Models {
    private Models() {
    }

    static Estimator<?> create(String name, int trees, int depth, int maxIter, long seed, String features) {
        return switch (name) {
            case "logistic" -> new LogisticRegression().setFamily("multinomial").setRegParam(0.0).setMaxIter(maxIter)
                    .setFeaturesCol(features).setLabelCol(Features.TARGET);
            case "linearSvm" -> oneVsRest().setClassifier(new LinearSVC().setRegParam(0.0).setMaxIter(maxIter))
                    .setFeaturesCol(features).setLabelCol(Features.TARGET);
            case "randomForest" -> new RandomForestClassifier().setNumTrees(trees).setMaxDepth(depth).setSeed(seed)
                    .setFeatureSubsetStrategy("sqrt").setFeaturesCol(features).setLabelCol(Features.TARGET);
            default -> throw new IllegalArgumentException("unknown model " + name);
        };
    }

    /** One-vs-rest: its model converts its columns with MLlib's SQL functions. */
    private static OneVsRest oneVsRest() {
        MlSqlFunctions.register();
        return new OneVsRest();
    }

    static String describe(int trees, int depth, int maxIter) {
        return "Spark MLlib: logistic regression (multinomial, regParam 0, maxIter " + maxIter + "); linear SVM "
                + "(LinearSVC, hinge loss, regParam 0, maxIter " + maxIter + ") one-vs-rest; random forest (" + trees
                + " trees, maxDepth " + depth + ", Gini, sqrt(d) features per split, 32 bins); other settings MLlib's defaults";
    }

    static String cost(int trees, int depth, int maxIter) {
        return "per fit on n training rows of dimension d with k classes: logistic O(" + maxIter + " * n * d * k); "
                + "linear SVM one-vs-rest O(k * " + maxIter + " * n * d); random forest O(" + trees + " * " + depth
                + " * n * sqrt(d)) split evaluations over 32-bin histograms; prediction O(n_test * d * k) (forest: "
                + trees + " * " + depth + " per row)";
    }
}
