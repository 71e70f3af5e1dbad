package org.fairscore.prep;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Loading refuses directories a prep run did not finish. */
@ExtendWith(LocalSpark.class)
class PrepJobLoadTest {
    @Test
    void aDirectoryWithoutSuccessIsNotLoaded(SparkSession spark, @TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("manifest.json"), "{}");

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.load(spark, dir.toString()));

        assertTrue(e.getMessage().contains("_SUCCESS"), e.getMessage());
        assertTrue(PrepJob.isPrepared(spark, dir.toString()));
    }

    @Test
    void aDirectoryWithoutManifestIsNotLoadedNorPrepared(SparkSession spark, @TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("_SUCCESS"), "");
        Files.writeString(dir.resolve("x.csv"), "a\n");

        var e = assertThrows(InvalidInputException.class, () -> PrepJob.load(spark, dir.toString()));

        assertTrue(e.getMessage().contains("manifest.json"), e.getMessage());
        assertFalse(PrepJob.isPrepared(spark, dir.toString()));
        assertFalse(PrepJob.isPrepared(spark, dir.resolve("x.csv").toString()));
    }
}
