package org.fairscore.jobs.downstream;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.fairscore.core.classification.OneVsRestAuc;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The distributed rank AUC against brute force over every (positive, negative) pair, ties counting ½. */
@ExtendWith(LocalSpark.class)
class RankAucTest {
    private static final StructType SCHEMA = new StructType().add(RankAuc.CLASS, DataTypes.IntegerType)
            .add(RankAuc.SCORE, DataTypes.DoubleType).add(RankAuc.POSITIVE, DataTypes.BooleanType);

    private static double bruteForce(List<double[]> rows, int cls) {
        double concordant = 0;
        long pairs = 0;
        for (var p : rows) {
            if (p[0] != cls || p[2] == 0) {
                continue;
            }
            for (var n : rows) {
                if (n[0] != cls || n[2] == 1) {
                    continue;
                }
                pairs++;
                concordant += p[1] > n[1] ? 1 : p[1] == n[1] ? 0.5 : 0;
            }
        }
        return concordant / pairs;
    }

    @Test
    void handCountedWithTies(SparkSession spark) {
        // class 0: positives 0.9, 0.5; negatives 0.5, 0.1, 0.2 → (3 + 2 + ½) / 6
        var rows = List.of(RowFactory.create(0, 0.9, true), RowFactory.create(0, 0.5, true),
                RowFactory.create(0, 0.5, false), RowFactory.create(0, 0.1, false), RowFactory.create(0, 0.2, false));
        var auc = RankAuc.perClass(spark.createDataFrame(rows, SCHEMA), List.of("x"));
        assertEquals(5.5 / 6, auc.get("x").auc().value(), 1e-15);
        assertEquals(2, auc.get("x").positives());
        assertEquals(3, auc.get("x").negatives());
    }

    @Test
    void randomScoresWithManyTiesMatchBruteForce(SparkSession spark) {
        var rnd = new SplittableRandom(3);
        var raw = new ArrayList<double[]>();
        var rows = new ArrayList<Row>();
        for (int i = 0; i < 400; i++) {
            int c = rnd.nextInt(3);
            double score = rnd.nextInt(12) / 11.0; // 12 distinct values: many ties
            boolean pos = rnd.nextInt(4) == 0;
            raw.add(new double[] {c, score, pos ? 1 : 0});
            rows.add(RowFactory.create(c, score, pos));
        }
        var auc = RankAuc.perClass(spark.createDataFrame(rows, SCHEMA).repartition(3), List.of("a", "b", "c"));
        double macro = 0;
        for (int c = 0; c < 3; c++) {
            double expected = bruteForce(raw, c);
            macro += expected / 3;
            assertEquals(expected, auc.get(List.of("a", "b", "c").get(c)).auc().value(), 1e-12);
        }
        assertEquals(macro, OneVsRestAuc.macro(auc).value(), 1e-12);
    }
}
