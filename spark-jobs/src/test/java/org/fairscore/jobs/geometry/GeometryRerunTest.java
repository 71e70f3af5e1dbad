package org.fairscore.jobs.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.geometry.GeometrySettings;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.jobs.cli.Main;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The geometry report is byte-identical whatever the partitioning of its input (docs/reports.md: same input
 * and options, same report.json): the same prepared corpus of 900 samples, in one partition and in seven,
 * with blocks of 60 rows so that every group spans several blocks and a sample's distance sums, a group's
 * pair-distance sums and the moments all gather partial sums from several tiles and tasks.
 */
@ExtendWith(LocalSpark.class)
class GeometryRerunTest {
    @Test
    void reportBytesDoNotDependOnInputPartitioning(@TempDir Path dir, SparkSession spark) throws Exception {
        Path input = dir.resolve("corpus.csv");
        CorpusGenerator.write(new SyntheticCorpus(900, 8, 7, 10.0, SyntheticCorpus.DEFAULT_PROFILES), "csv", input);
        Path prepared = dir.resolve("prep");
        var err = new StringWriter();
        int code = Main.run(new String[] {"prep", "--input", input.toString(), "--id-col", "sample_id",
            "--group", "race,gender", "--out", prepared.toString()}, new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertEquals(0, code, err::toString);
        PreparedCorpus corpus = PrepJob.load(spark, prepared.toString());
        var settings = GeometrySettings.defaults();
        String one = report(spark, new PreparedCorpus(corpus.samples().repartition(1), corpus.manifest(), corpus.rejects()),
                settings);
        String seven = report(spark, new PreparedCorpus(corpus.samples().repartition(7), corpus.manifest(), corpus.rejects()),
                settings);
        assertEquals(one, seven);
    }

    private static String report(SparkSession spark, PreparedCorpus corpus, GeometrySettings settings) {
        var geometry = GeometryJob.compute(spark, corpus, settings, 60, new PrintWriter(System.out, true)); // timings in the surefire output
        var m = corpus.manifest();
        return ReportJson.write(AuditReport.builder(AuditReport.Kind.GEOMETRY, m, m.groupBy()).groups(List.of())
                .operatingPoints(List.of()).warnings(List.of()).methods(Map.of()).geometry(geometry).build());
    }
}
