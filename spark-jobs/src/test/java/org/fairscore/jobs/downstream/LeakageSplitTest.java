package org.fairscore.jobs.downstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.jobs.cli.CliRun;
import org.fairscore.jobs.cli.ExitCodes;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The leakage probe's split ({@code --split-by}): by identity label by default, so a probe cannot score by
 * recognising identities it saw in training.
 *
 * <p>Tolerance: an attribute drawn per identity is recoverable only by recognising identities; with whole identities
 * in test, the probe's scores of the ~750 test identities (two samples each, half per value) are independent of their
 * attribute, and the Mann–Whitney AUC over identities has standard deviation √((n₁+n₂+1)/(12 n₁ n₂)) ≈ 0.019 per seed
 * (n₁ ≈ n₂ ≈ 375); the window 0.4–0.6 is five of those. The planted attribute moves dimension 0 of the identity
 * centres by ±1.5 against a spread of √(1 + 0.3²) ≈ 1.04: d′ = 3/1.04 ≈ 2.9, so dimension 0 alone ranks the two
 * values with AUC Φ(d′/√2) ≈ 0.98, well above 0.8.
 */
@ExtendWith(LocalSpark.class)
class LeakageSplitTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static CliRun run(Path input, Path out, String... more) {
        var args = new ArrayList<>(List.of("downstream", "--input", input.toString(), "--id-col", "sample_id",
                "--label-col", "identity", "--group", "race", "--out", out.toString(), "--classifiers", "none",
                "--trees", "10", "--depth", "4", "--max-iter", "10", "--min-samples", "2", "--quiet"));
        args.addAll(List.of(more));
        return CliRun.run(args);
    }

    private static JsonNode leakage(Path out) throws Exception {
        assertTrue(Files.exists(out.resolve("_SUCCESS")));
        return JSON.readTree(out.resolve("report.json").toFile()).get("downstream").get("leakage");
    }

    @Test
    void anAttributeDrawnPerIdentityDoesNotLeakWhenWholeIdentitiesAreTested(@TempDir Path dir, SparkSession spark)
            throws Exception {
        var identities = IdentityCorpus.coinFlipRaces(1500, 2, 21);
        Path input = IdentityCorpus.write(dir.resolve("random.csv"), identities, 0.3, false, 22);
        Path out = dir.resolve("out");
        var r = run(input, out, "--test-fraction", "0.5", "--seeds", "1");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        var leak = leakage(out);
        for (String probe : LeakageProbe.PROBES) {
            for (var v : leak.get("byProbe").get(probe).get("attributeAuc").get("values")) {
                assertTrue(v.asDouble() >= 0.4 && v.asDouble() <= 0.6, probe + ": " + leak);
            }
        }
        assertTrue(leak.get("attributeSplit").asText().contains("by identity label"), leak.toString());
        assertTrue(leak.get("attributeSplit").asText().contains("--split-by label"), leak.toString());
        assertTrue(leak.get("labelSplit").asText().startsWith("seeded by sample"), leak.toString());
        var methods = JSON.readTree(out.resolve("report.json").toFile()).get("methods");
        assertTrue(methods.get("downstreamSplit").asText().contains("attribute target splits by identity label"));

        // the same attribute, now carried by the embedding, is recovered from identities never seen in training
        var planted = IdentityCorpus.write(dir.resolve("planted.csv"), identities, 0.3, true, 22);
        Path plantedOut = dir.resolve("planted");
        var p = run(planted, plantedOut, "--test-fraction", "0.5", "--seeds", "1");
        assertEquals(ExitCodes.OK, p.code(), p.err());
        var plantedLeak = leakage(plantedOut);
        assertTrue(plantedLeak.get("attributeAuc").get("mean").asDouble() >= 0.8, plantedLeak.toString());
    }

    @Test
    void splitBySampleLetsTheProbeRecogniseIdentitiesItTrainedOn(@TempDir Path dir, SparkSession spark)
            throws Exception {
        // 40 tight identities of 20 samples: by sample, almost every test sample's identity is in training, so the
        // forest learns identity -> attribute although the embedding carries no attribute at all
        var identities = IdentityCorpus.coinFlipRaces(40, 20, 5);
        Path input = IdentityCorpus.write(dir.resolve("few.csv"), identities, 0.1, false, 6);
        Path out = dir.resolve("out");
        var r = run(input, out, "--test-fraction", "0.5", "--seeds", "1", "--split-by", "sample");
        assertEquals(ExitCodes.OK, r.code(), r.err());
        var leak = leakage(out);
        assertTrue(leak.get("byProbe").get("randomForest").get("attributeAuc").get("mean").asDouble() > 0.8,
                leak.toString());
        assertTrue(leak.get("attributeSplit").asText().contains("--split-by sample"), leak.toString());
    }

    @Test
    void badSplitByValuesAndSplitByWithoutEffectExit2(@TempDir Path dir, SparkSession spark) throws Exception {
        Path input = IdentityCorpus.write(dir.resolve("c.csv"), IdentityCorpus.coinFlipRaces(20, 3, 1), 0.3, false, 2);
        var bad = run(input, dir.resolve("o1"), "--split-by", "identity");
        assertEquals(ExitCodes.BAD_INPUT, bad.code(), bad.err());
        assertTrue(bad.err().contains("--split-by") && bad.err().contains("'identity'"), bad.err());
        var noProbe = run(input, dir.resolve("o2"), "--split-by", "sample", "--no-leakage", "--classifiers", "logistic");
        assertEquals(ExitCodes.BAD_INPUT, noProbe.code(), noProbe.err());
        assertTrue(noProbe.err().contains("--split-by applies only with the leakage probe"), noProbe.err());
        var lines = new ArrayList<>(Files.readAllLines(input));
        lines.set(0, lines.get(0) + ",split");
        for (int i = 1; i < lines.size(); i++) {
            lines.set(i, lines.get(i) + (i % 4 == 0 ? ",test" : ",train"));
        }
        Files.write(input, lines);
        var withColumn = run(input, dir.resolve("o3"), "--split-by", "label", "--split-col", "split");
        assertEquals(ExitCodes.BAD_INPUT, withColumn.code(), withColumn.err());
        assertTrue(withColumn.err().contains("--split-by applies only without --split-col"), withColumn.err());
        for (String o : List.of("o1", "o2", "o3")) {
            assertFalse(Files.exists(dir.resolve(o).resolve("_SUCCESS")), o);
        }
    }
}
