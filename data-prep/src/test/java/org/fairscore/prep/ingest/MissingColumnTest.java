package org.fairscore.prep.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.testing.LocalSpark;
import org.fairscore.prep.testing.TestCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A missing id, label, group or embedding column: the closest header names with the option, or a short list. */
@ExtendWith(LocalSpark.class)
class MissingColumnTest {
    private static final ReadSpec DEFAULTS = new ReadSpec("sample_id", "label", List.of("race"), "embedding");

    @Test
    void editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        assertEquals(0, MissingColumn.distance("label", "label"));
        assertEquals(1, MissingColumn.distance("label", "labels"));
        assertEquals(1, MissingColumn.distance("label", "lapel"));
        assertEquals(2, MissingColumn.distance("label", "lable"));
        assertEquals(3, MissingColumn.distance("kitten", "sitting"));
        assertEquals(5, MissingColumn.distance("", "label"));
    }

    @Test
    void theGeneratorsOldLabelColumnIsSuggestedWithTheOptionToUse() {
        var header = List.of("sample_id", "identity", "race", "gender", "e0", "e1");
        var e = MissingColumn.of("corpus.csv", "label", DEFAULTS, header);
        assertEquals("corpus.csv: no column 'label'; did you mean 'identity' (--label-col identity)?", e.getMessage());
    }

    @Test
    void caseAndSmallTyposComeFirstThenSynonymsAtMostThree() {
        var header = List.of("Subject", "LABEL", "labels", "lbl", "class", "race", "sample_id");
        assertEquals(List.of("LABEL", "labels", "lbl"), MissingColumn.suggestions("label", DEFAULTS, header));
        assertEquals(List.of("Subject", "class"),
                MissingColumn.suggestions("label", DEFAULTS, List.of("Subject", "class", "race", "sample_id")));
    }

    @Test
    void namesOtherOptionsSelectAndEmbeddingComponentsAreNeverSuggested() {
        // 'sex' is within distance 2 of e1, e2, …; 'sample_id' is the id column
        var spec = new ReadSpec("sample_id", "label", List.of("sex"), "embedding");
        assertEquals(List.of(), MissingColumn.suggestions("sex", spec, List.of("sample_id", "label", "e0", "e1", "e2")));
        var label = new ReadSpec("id", "label", List.of("race"), "embedding");
        assertEquals(List.of(), MissingColumn.suggestions("id", label, List.of("label", "race", "e1")));
    }

    @Test
    void aGroupSuggestionKeepsTheOtherAttributes() {
        var spec = new ReadSpec("sample_id", "label", List.of("race", "Gender"), "embedding");
        var e = MissingColumn.of("m.csv", "Gender", spec, List.of("sample_id", "label", "race", "gender"));
        assertTrue(e.getMessage().endsWith("did you mean 'gender' (--group race,gender)?"), e.getMessage());
    }

    @Test
    void withoutACloseNameAWideHeaderIsListedUpToTen() {
        var header = new ArrayList<>(List.of("sample_id", "who", "race", "gender"));
        for (int i = 0; i < 128; i++) {
            header.add("e" + i);
        }
        String m = MissingColumn.of("wide.csv", "label", DEFAULTS, header).getMessage();
        assertEquals("wide.csv: no column 'label'; the header has 132 columns, the first 10: 'sample_id', 'who', 'race', "
                + "'gender', 'e0', 'e1', 'e2', 'e3', 'e4', 'e5', …", m);
        assertEquals("n.csv: no column 'label'; the header's 2 columns: 'sample_id', 'who'",
                MissingColumn.of("n.csv", "label", DEFAULTS, List.of("sample_id", "who")).getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"csv", "parquet", "arrow", "npy"})
    void everyReaderSuggestsTheIdLabelAndGroupColumns(String format, @TempDir Path dir, SparkSession spark) {
        String path = TestCorpus.write(format, dir, "corpus", TestCorpus.standard());
        var config = PrepConfig.of(List.of(path), List.of("race"));

        var label = assertThrows(InvalidInputException.class,
                () -> PrepJob.prepare(spark, config.withColumns("sample_id", "identity", "embedding")));
        assertTrue(label.getMessage().contains("no column 'identity'; did you mean 'label' (--label-col label)?"),
                label.getMessage());
        var id = assertThrows(InvalidInputException.class,
                () -> PrepJob.prepare(spark, config.withColumns("sampleid", "label", "embedding")));
        assertTrue(id.getMessage().contains("no column 'sampleid'; did you mean 'sample_id' (--id-col sample_id)?"),
                id.getMessage());
        var group = assertThrows(InvalidInputException.class,
                () -> PrepJob.prepare(spark, PrepConfig.of(List.of(path), List.of("Race"))));
        assertTrue(group.getMessage().contains("no column 'Race'; did you mean 'race' (--group race)?"), group.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"parquet", "arrow"})
    void binaryReadersSuggestTheEmbeddingColumn(String format, @TempDir Path dir, SparkSession spark) {
        String path = TestCorpus.write(format, dir, "corpus", TestCorpus.standard());
        var config = PrepConfig.of(List.of(path), List.of("race")).withColumns("sample_id", "label", "embeddings");
        var e = assertThrows(InvalidInputException.class, () -> PrepJob.prepare(spark, config));
        assertTrue(e.getMessage().contains("no column 'embeddings'; did you mean 'embedding' (--embedding-col embedding)?"),
                e.getMessage());
    }

    @Test
    void aCsvWithoutEmbeddingColumnsSuggestsTheClosestName(@TempDir Path dir, SparkSession spark) throws Exception {
        Path csv = dir.resolve("c.csv");
        Files.writeString(csv, "sample_id,label,race,Embedding\ns1,a,A,1 0\n");
        var e = assertThrows(InvalidInputException.class,
                () -> PrepJob.prepare(spark, PrepConfig.of(List.of(csv.toString()), List.of("race"))));
        assertTrue(e.getMessage().contains("nor columns e0, e1, …; did you mean 'Embedding' (--embedding-col Embedding)?"),
                e.getMessage());
        assertFalse(e.getMessage().contains("[sample_id"), e.getMessage());
    }
}
