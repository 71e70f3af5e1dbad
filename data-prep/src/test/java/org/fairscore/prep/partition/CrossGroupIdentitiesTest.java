package org.fairscore.prep.partition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.IdentitiesAcrossGroups;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Identities across groups against a brute force over every pair of samples. */
@ExtendWith(LocalSpark.class)
class CrossGroupIdentitiesTest {
    private static final StructType SCHEMA = new StructType()
            .add(CorpusColumns.LABEL, DataTypes.StringType)
            .add(CorpusColumns.GROUP, DataTypes.StringType);

    private record Sample(String label, String group) {
    }

    @Test
    void handCountedCorpus(SparkSession spark) {
        // x: 2 in A, 1 in B (2 pairs A-B); y: 1 in A, 1 in B, 3 in C (A-B 1, A-C 3, B-C 3); z: only A; w: only C
        var samples = List.of(new Sample("x", "A"), new Sample("x", "A"), new Sample("x", "B"),
                new Sample("y", "A"), new Sample("y", "B"), new Sample("y", "C"), new Sample("y", "C"),
                new Sample("y", "C"), new Sample("z", "A"), new Sample("z", "A"), new Sample("w", "C"));

        var found = CrossGroupIdentities.of(frame(spark, samples));

        assertEquals(2, found.identities());
        assertEquals(List.of("x", "y"), found.firstLabels());
        assertEquals(Map.of("A", Map.of("B", 3L, "C", 3L), "B", Map.of("A", 3L, "C", 3L), "C", Map.of("A", 3L, "B", 3L)),
                found.genuinePairs());
        assertEquals(9, found.totalGenuinePairs());
    }

    @Test
    void identitiesInOneGroupEachAreNone(SparkSession spark) {
        var samples = List.of(new Sample("x", "A"), new Sample("x", "A"), new Sample("y", "B"), new Sample("z", "B"));

        var found = CrossGroupIdentities.of(frame(spark, samples));

        assertFalse(found.any());
        assertEquals(IdentitiesAcrossGroups.none(), found);
    }

    @Test
    void oneIdentityInEveryGroup(SparkSession spark) {
        var samples = List.of(new Sample("only", "A"), new Sample("only", "B"), new Sample("only", "B"));

        var found = CrossGroupIdentities.of(frame(spark, samples));

        assertEquals(new IdentitiesAcrossGroups(1, List.of("only"), Map.of("A", Map.of("B", 2L), "B", Map.of("A", 2L))),
                found);
    }

    @Test
    void randomCorporaMatchBruteForceAndNameTheFirstTwentyLabelsSorted(SparkSession spark) {
        for (int seed = 1; seed <= 3; seed++) {
            var rnd = new Random(seed);
            var samples = new ArrayList<Sample>();
            for (int k = 0; k < 150; k++) {
                String label = "id" + rnd.nextInt(1000);
                int n = 1 + rnd.nextInt(4);
                for (int i = 0; i < n; i++) {
                    // a third of the identities may stray into a second or third group
                    int group = rnd.nextInt(3) == 0 ? rnd.nextInt(3) : k % 3;
                    samples.add(new Sample(label, "G" + group));
                }
            }

            var expected = bruteForce(samples);
            assertEquals(expected, CrossGroupIdentities.of(frame(spark, samples)), "seed " + seed);
            assertEquals(true, expected.identities() > IdentitiesAcrossGroups.FIRST, "the test names only some labels");
        }
    }

    /** Every unordered pair of samples with equal labels and different groups, counted one by one. */
    private static IdentitiesAcrossGroups bruteForce(List<Sample> samples) {
        var labels = new TreeSet<String>();
        var pairs = new TreeMap<String, Map<String, Long>>();
        for (int i = 0; i < samples.size(); i++) {
            for (int j = i + 1; j < samples.size(); j++) {
                var s = samples.get(i);
                var t = samples.get(j);
                if (s.label().equals(t.label()) && !s.group().equals(t.group())) {
                    labels.add(s.label());
                    pairs.computeIfAbsent(s.group(), g -> new TreeMap<>()).merge(t.group(), 1L, Long::sum);
                    pairs.computeIfAbsent(t.group(), g -> new TreeMap<>()).merge(s.group(), 1L, Long::sum);
                }
            }
        }
        var first = labels.stream().limit(IdentitiesAcrossGroups.FIRST).toList();
        return new IdentitiesAcrossGroups(labels.size(), first, pairs);
    }

    private static Dataset<Row> frame(SparkSession spark, List<Sample> samples) {
        var rows = samples.stream().map(s -> RowFactory.create(s.label(), s.group())).toList();
        return spark.createDataFrame(rows, SCHEMA).repartition(3);
    }
}
