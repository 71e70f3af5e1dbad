package org.fairscore.jobs.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.audit.ImpostorSampling;
import org.fairscore.core.audit.VerificationAudit;
import org.fairscore.core.bootstrap.IdentityErrorCounts;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.jobs.scoring.ScoringOptions;
import org.fairscore.prep.SampleBatch;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The identity bootstrap's per-identity counts kept by the impostor pass itself (IdentityTally) against a brute-force
 * count over every pair, and against the threshold pass that counts them otherwise. Every embedding has 4 entries of
 * ±k/256 (k ≤ 120) and the rest 0, so every score is a multiple of 2^-16 below 1 in magnitude, exact in float32 in
 * any summation order (the engine's GEMM and this test's loop give the same floats), and a few thousand distinct
 * values over some 17,000 pairs put ties on the thresholds, which are scores. Such a score's key has non-zero low 16
 * bits: a threshold lies inside its coarse bucket and the counts there come from the scores the pass listed, ties
 * counted under {@code at-or-above} and not under {@code above}; the EER grid's bucket-boundary points come from the
 * window's bucket counts. Groups: A (40 identities of 4), B (30 of 3, two of them one embedding), C (one identity: no
 * impostor pairs), D (singletons: no genuine pairs).
 */
@ExtendWith(LocalSpark.class)
class ImpostorPassIdentityCountsTest {
    private static final int DIM = 8;
    /** Entries are ±k/256, k = 1..STEPS: norms below 1, every product a multiple of 2^-16. */
    private static final int STEPS = 120;
    private static final List<String> LEVELS = List.of("0.3", "1e-1", "1e-2", "1e-3");

    private static List<Sample> corpus() {
        var rnd = new SplittableRandom(5);
        var out = new ArrayList<Sample>();
        int id = 0;
        for (int k = 0; k < 40; k++) {
            for (int s = 0; s < 4; s++) {
                out.add(new Sample(String.format("a%04d", id++), "A" + k, "A", vector(rnd)));
            }
        }
        for (int k = 0; k < 30; k++) {
            float[] shared = vector(rnd);
            for (int s = 0; s < 3; s++) {
                out.add(new Sample(String.format("b%04d", id++), "B" + k, "B", s == 2 ? vector(rnd) : shared));
            }
        }
        for (int s = 0; s < 6; s++) {
            out.add(new Sample(String.format("c%04d", id++), "C0", "C", vector(rnd)));
        }
        for (int s = 0; s < 12; s++) {
            out.add(new Sample(String.format("d%04d", id++), "D" + s, "D", vector(rnd)));
        }
        return out;
    }

    private static float[] vector(SplittableRandom rnd) {
        float[] e = new float[DIM];
        int placed = 0;
        while (placed < 4) {
            int i = rnd.nextInt(DIM);
            if (e[i] == 0) {
                e[i] = (rnd.nextBoolean() ? 1 : -1) * (1 + rnd.nextInt(STEPS)) / 256f;
                placed++;
            }
        }
        return e;
    }

    private static CorpusManifest manifest(List<Sample> samples) {
        var stats = new ArrayList<CorpusManifest.GroupStats>();
        var byGroup = byGroup(samples);
        byGroup.forEach((g, list) -> {
            long genuine = 0;
            long impostor = 0;
            for (int i = 0; i < list.size(); i++) {
                for (int j = i + 1; j < list.size(); j++) {
                    if (list.get(i).label().equals(list.get(j).label())) {
                        genuine++;
                    } else {
                        impostor++;
                    }
                }
            }
            stats.add(new CorpusManifest.GroupStats(g, list.size(), list.stream().map(Sample::label).distinct().count(),
                    genuine, impostor));
        });
        return new CorpusManifest(CorpusManifest.SCHEMA_VERSION, DIM, List.of(), "sample_id", "label", List.of("group"),
                samples.size(), 0, Map.of(), stats);
    }

    private static TreeMap<String, List<Sample>> byGroup(List<Sample> samples) {
        var out = new TreeMap<String, List<Sample>>();
        samples.forEach(s -> out.computeIfAbsent(s.group(), g -> new ArrayList<>()).add(s));
        return out;
    }

    /**
     * Brute force: per identity of the group, {G, I, FR[t], FA[t]} at the given thresholds, each score compared with
     * each threshold; an impostor pair counts for both its identities. Identities without impostor pairs and without
     * genuine pairs are absent, as IdentityErrorCounts leaves out what was never added.
     */
    private static IdentityErrorCounts bruteForce(List<Sample> samples, Map<String, float[]> thresholds, int width,
                                                  AcceptanceRule rule) {
        var counts = IdentityErrorCounts.empty(width);
        byGroup(samples).forEach((g, members) -> {
            float[] t = thresholds.get(g);
            if (t == null) {
                return;
            }
            var rows = new TreeMap<String, long[]>(); // label → {G, I, FR[..], FA[..]}
            members.forEach(m -> rows.put(m.label(), new long[2 + 2 * width]));
            for (int i = 0; i < members.size(); i++) {
                for (int j = i + 1; j < members.size(); j++) {
                    float score = Sample.dot(members.get(i).e(), members.get(j).e());
                    String li = members.get(i).label();
                    String lj = members.get(j).label();
                    boolean genuine = li.equals(lj);
                    rows.get(li)[genuine ? 0 : 1]++;
                    if (!genuine) {
                        rows.get(lj)[1]++;
                    }
                    for (int c = 0; c < width; c++) {
                        boolean accept = rule == AcceptanceRule.ABOVE ? score > t[c] : score >= t[c];
                        if (genuine && !accept) {
                            rows.get(li)[2 + c]++;
                        } else if (!genuine && accept) {
                            rows.get(li)[2 + width + c]++;
                            rows.get(lj)[2 + width + c]++;
                        }
                    }
                }
            }
            rows.forEach((label, r) -> {
                if (r[0] > 0) {
                    counts.addGenuine(g, label, r[0], Arrays.copyOfRange(r, 2, 2 + width));
                }
                if (r[1] > 0) {
                    counts.addImpostor(g, label, r[1], Arrays.copyOfRange(r, 2 + width, 2 + 2 * width));
                }
            });
        });
        return counts;
    }

    private static AuditSettings settings(AcceptanceRule rule) {
        return new AuditSettings(LEVELS.stream().map(l -> FarLevel.parse(l, "far")).toList(), rule, 0.5, true,
                ImpostorSampling.none(), 40, 9);
    }

    @ParameterizedTest
    @EnumSource(value = AcceptanceRule.class, names = {"ABOVE", "AT_OR_ABOVE"})
    void countsKeptInTheImpostorPassEqualBruteForceAndTheThresholdPass(AcceptanceRule rule, SparkSession spark) {
        var samples = corpus();
        var manifest = manifest(samples);
        var settings = settings(rule);
        // prediction pairs 300 make this corpus take the prediction (and so the tally); 1e7 skips it, so the
        // bootstrap's counts come from the threshold pass. Block size 23 gives off-diagonal tiles, 1000 one per group.
        var withPrediction = List.of(new ScoringOptions(23, 5, 3, 300), new ScoringOptions(1000, 1024, 0, 300));
        var without = List.of(new ScoringOptions(1000, 1024, 1, 1e7), new ScoringOptions(23, 5, 3, 1e7));
        String expectedReport = null;
        for (var options : concat(withPrediction, without)) {
            var scored = VerificationScoring.run(spark, SampleBatch.of(Sample.dataset(spark, samples)), manifest, settings, options,
                    new PrintWriter(Writer.nullWriter()));
            assertEquals(!without.contains(options), scored.identitiesFromImpostorPass(), "tally used with " + options);
            float[] levels = scored.evaluation().thresholdValues();
            var levelThresholds = new TreeMap<String, float[]>();
            byGroup(samples).keySet().forEach(g -> levelThresholds.put(g, levels));
            assertEquals(bruteForce(samples, levelThresholds, levels.length, rule), scored.identityCounts(),
                    "FAR-level counts per identity with " + options);
            var grid = scored.eerGrid();
            var gridThresholds = new TreeMap<String, float[]>();
            grid.groups().forEach(g -> gridThresholds.put(g, grid.columns(g)));
            assertEquals(List.of("A", "B"), grid.groups());
            assertEquals(bruteForce(samples, gridThresholds, grid.width(), rule), scored.eerCounts(),
                    "EER-grid counts per identity with " + options);
            String report = ReportJson.write(VerificationAudit.report(manifest, scored.pass1(), scored.evaluation(),
                    scored.cross(), settings, scored.sampling(), scored.bootstrap(), scored.eerIntervals()));
            if (expectedReport == null) {
                expectedReport = report;
            } else {
                assertEquals(expectedReport, report, "every interval the same with " + options);
            }
        }
        assertTrue(expectedReport.contains("identity-bootstrap"));
    }

    private static List<ScoringOptions> concat(List<ScoringOptions> a, List<ScoringOptions> b) {
        var out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
