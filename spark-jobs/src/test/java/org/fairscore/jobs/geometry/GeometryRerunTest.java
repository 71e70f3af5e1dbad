package org.fairscore.jobs.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.geometry.GeometrySettings;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.jobs.cli.Main;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.jobs.scoring.BlockBuilder;
import org.fairscore.prep.SampleBatch;
import org.fairscore.prep.SampleRow;
import org.fairscore.jobs.scoring.BlockPartitioner;
import org.fairscore.jobs.scoring.ScoringOptions;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The geometry report is byte-identical whatever the partitioning of its input and the number of tasks
 * (docs/reports.md: same input and options, same report.json). Measured before the fix: one input partition
 * against seven changed the moments, U_KL, centroid distances, NMI and the tests in their last digits; 1 task
 * against 9 changed the silhouettes and pair-distance sums.
 */
@ExtendWith(LocalSpark.class)
class GeometryRerunTest {
    /**
     * The same prepared corpus of 900 samples in one partition and in seven, blocks of 60 rows so that every group
     * spans several blocks; the whole report.json compared as text.
     */
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

    /**
     * The all-pairs pass with its tiles spread over 1 task and over 9 (the count follows the cores): a block's
     * tables, and the groups' pair distances, gather their sums in other groupings and orders, yet every sum comes
     * out the same bits (exact fixed-point sums), so the report does not depend on the machine's cores either.
     */
    @Test
    void allPairsSumsDoNotDependOnTheNumberOfTasks(SparkSession spark) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var rows = new ArrayList<SampleRow>();
        new SyntheticCorpus(600, 8, 3, 6.0, SyntheticCorpus.DEFAULT_PROFILES).forEach(x ->
                rows.add(new SampleRow(x.sampleId(), x.label(), x.race() + "|" + x.gender(), x.embedding())));
        var sizes = new TreeMap<String, Long>();
        rows.forEach(r -> sizes.merge(r.group(), 1L, Long::sum));
        var blocksPerGroup = BlockBuilder.blocksPerGroup(sizes, 40);
        var rdd = jsc.parallelize(rows, 3);
        var fingerprints = new ArrayList<String>();
        for (int tasks : new int[] {1, 9}) {
            var blocks = BlockBuilder.build(SampleBatch.pack(rdd), blocksPerGroup, BlockPartitioner.balance(blocksPerGroup, sizes, tasks));
            var r = NeighbourPass.run(blocks, blocksPerGroup, sizes, List.of(), 3, 2.0, 1_000_000, 1,
                    ScoringOptions.DEFAULT_CHUNK_ROWS, tasks);
            var sb = new StringBuilder();
            sizes.keySet().forEach(g -> sb.append(g).append(' ')
                    .append(Double.toHexString(r.counts().silhouette(g).value())).append(' ')
                    .append(Double.toHexString(r.pairs().rbfUniformity(g).value())).append(' ')
                    .append(Double.toHexString(r.pairs().groups().get(g).all().mean())).append(' ')
                    .append(Double.toHexString(r.pairs().groups().get(g).impostor().variance())).append('\n'));
            fingerprints.add(sb.toString());
        }
        assertTrue(blocksPerGroup.values().stream().allMatch(b -> b > 1), "every group spans several blocks");
        assertEquals(fingerprints.get(0), fingerprints.get(1));
    }

    private static String report(SparkSession spark, PreparedCorpus corpus, GeometrySettings settings) {
        var geometry = GeometryJob.compute(spark, corpus, settings, 60, new PrintWriter(System.out, true)); // timings in the surefire output
        var m = corpus.manifest();
        return ReportJson.write(AuditReport.builder(AuditReport.Kind.GEOMETRY, m, m.groupBy()).groups(List.of())
                .operatingPoints(List.of()).warnings(List.of()).methods(Map.of()).geometry(geometry).build());
    }
}
