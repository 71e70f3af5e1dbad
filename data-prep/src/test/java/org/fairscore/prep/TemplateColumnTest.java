package org.fairscore.prep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.CorpusManifest.GroupStats;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.io.SampleSinks;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.prep.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code --template-col}: every reader reads the template column, the prepared samples carry the template id in their
 * attributes map (not in the group's name), and a missing id is a MISSING_ATTRIBUTE row naming the column.
 */
@ExtendWith(LocalSpark.class)
class TemplateColumnTest {
    private final SparkSession spark;

    TemplateColumnTest(SparkSession spark) {
        this.spark = spark;
    }

    @ParameterizedTest
    @ValueSource(strings = {"csv", "npy", "arrow", "parquet"})
    void everyReaderKeepsTheTemplateIdBesideTheGroup(String format, @TempDir Path dir) {
        var samples = TestCorpus.standard();
        var file = write(format, dir, samples, i -> "t" + (i / 2));

        var corpus = PrepJob.prepare(spark, PrepConfig.of(List.of(file), List.of(TestCorpus.ATTR))
                .withTemplateCol("template"));

        var rows = corpus.samples().collectAsList();
        assertEquals(samples.size(), rows.size());
        for (var r : rows) {
            int i = Integer.parseInt(r.getString(0).substring(1)) - 1;
            String race = samples.get(i).attrs().get(0);
            assertEquals(race, r.getString(2), "the group is named by the group column alone");
            assertEquals(Map.of(TestCorpus.ATTR, race, "template", "t" + (i / 2)), r.getJavaMap(3));
        }
        // the manifest still counts samples: templates are formed by the audit
        assertEquals(List.of(new GroupStats("A", 6, 3, 4, 11), new GroupStats("B", 4, 2, 2, 4)),
                corpus.manifest().groups());
    }

    @Test
    void aMissingTemplateIdIsRejectedNamingItsColumn(@TempDir Path dir) {
        var samples = TestCorpus.standard();
        var file = write("parquet", dir, samples, i -> i == 3 ? null : "t" + i);
        var cfg = PrepConfig.of(List.of(file), List.of(TestCorpus.ATTR)).withTemplateCol("template");

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark, cfg));
        assertTrue(e.getMessage().contains("data row 4, column 'template'"), e.getMessage());

        var lenient = PrepJob.prepare(spark, cfg.withMaxRejectFraction(0.2));
        var rejects = lenient.rejects().collectAsList();
        assertEquals(1, rejects.size());
        assertEquals("template", rejects.get(0).getAs("column"));
        assertEquals("MISSING_ATTRIBUTE", rejects.get(0).getAs("reason"));
        assertEquals(9, lenient.manifest().samples());
    }

    @Test
    void aTemplateColumnThatIsAlsoAGroupColumnIsRefused() {
        var e = assertThrows(InvalidInputException.class,
                () -> PrepConfig.of(List.of("x.csv"), List.of("race", "gender")).withTemplateCol("gender"));
        assertTrue(e.getMessage().contains("template-col: 'gender' is also a group column"), e.getMessage());
    }

    /** The samples with a second attribute column, {@code template}, whose value for data row i+1 is {@code id(i)}. */
    private static String write(String format, Path dir, List<TestCorpus.Sample> samples,
                                IntFunction<String> id) {
        var path = dir.resolve(TestCorpus.fileName(format, "corpus")).toString();
        try (var sink = SampleSinks.open(format, path, "sample_id", "label", List.of(TestCorpus.ATTR, "template"),
                TestCorpus.DIM)) {
            for (int i = 0; i < samples.size(); i++) {
                var s = samples.get(i);
                var attrs = new ArrayList<>(s.attrs());
                attrs.add(id.apply(i));
                sink.write(s.id(), s.label(), attrs, s.embedding());
            }
        }
        return path;
    }
}
