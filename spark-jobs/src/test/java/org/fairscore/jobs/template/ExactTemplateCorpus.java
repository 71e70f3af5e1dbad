package org.fairscore.jobs.template;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * A template corpus whose template embeddings and scores are exact in float32 whatever the summation order, plus an
 * independent brute-force oracle of its template audit (written without fairscore code).
 *
 * <p>Dimension 16. A template of one sample is a vector of ±0.25 (unit norm exactly). A template of 2 or 4 samples has
 * a sign σ on 4 chosen positions P: each sample is 0.25σ on P and ±0.25 elsewhere, in pairs whose off-P parts are
 * opposite, so the members' sum is 0.25·n·σ on P and exactly 0 elsewhere; the mean (÷ n, exact) is 0.25σ on P, its
 * norm 0.5, and the template embedding 0.5σ on P. Every sample is a unit vector (prep's normalisation changes
 * nothing), every component is 0, ±0.25 or ±0.5, so every dot product is a multiple of 1/16 and every partial sum is
 * exact: the oracle's double arithmetic, the engine's float32 GEMM and a pair list's dot products agree bit for bit,
 * and the report's counts and thresholds must equal the oracle's exactly. Many ties.
 */
final class ExactTemplateCorpus {
    static final int DIM = 16;

    record Sample(String id, String identity, String race, String template, float[] embedding) {
    }

    /** A template as the oracle computes it. */
    record Template(String id, String identity, String race, int members, float[] embedding) {
    }

    final List<Sample> samples = new ArrayList<>();

    ExactTemplateCorpus(int identitiesPerGroup, long seed) {
        var rng = new SplittableRandom(seed);
        int n = 0;
        int t = 0;
        for (String race : List.of("A", "B")) {
            for (int k = 0; k < identitiesPerGroup; k++) {
                String identity = race + "-id" + k;
                int[] proto = signs(rng);
                int templates = 1 + rng.nextInt(3);
                for (int j = 0; j < templates; j++) {
                    // template ids deliberately not in sample order: z-prefixed and counted down
                    String template = "tpl-" + (900 - t++);
                    int[] sigma = proto.clone();
                    for (int f = rng.nextInt(4); f > 0; f--) {
                        int d = rng.nextInt(DIM);
                        sigma[d] = -sigma[d];
                    }
                    int members = new int[] {1, 2, 4}[rng.nextInt(3)];
                    if (members == 1) {
                        samples.add(new Sample("s" + n++, identity, race, template, scaled(sigma, 0.25f)));
                        continue;
                    }
                    var onP = new boolean[DIM];
                    for (int chosen = 0; chosen < 4; ) {
                        int d = rng.nextInt(DIM);
                        if (!onP[d]) {
                            onP[d] = true;
                            chosen++;
                        }
                    }
                    for (int pair = 0; pair < members / 2; pair++) {
                        int[] off = signs(rng);
                        var a = new float[DIM];
                        var b = new float[DIM];
                        for (int d = 0; d < DIM; d++) {
                            a[d] = onP[d] ? 0.25f * sigma[d] : 0.25f * off[d];
                            b[d] = onP[d] ? 0.25f * sigma[d] : -0.25f * off[d];
                        }
                        samples.add(new Sample("s" + n++, identity, race, template, a));
                        samples.add(new Sample("s" + n++, identity, race, template, b));
                    }
                }
            }
        }
    }

    private static int[] signs(SplittableRandom rng) {
        var s = new int[DIM];
        for (int d = 0; d < DIM; d++) {
            s[d] = rng.nextBoolean() ? 1 : -1;
        }
        return s;
    }

    private static float[] scaled(int[] signs, float v) {
        var e = new float[DIM];
        for (int d = 0; d < DIM; d++) {
            e[d] = v * signs[d];
        }
        return e;
    }

    /**
     * The oracle's templates, by id: the members' mean in double (any order: every sum here is exact), divided by its
     * Euclidean norm sqrt(Σ m²) in double, rounded to float32. Label and group from the members (all equal here).
     */
    Map<String, Template> templates() {
        var members = new TreeMap<String, List<Sample>>();
        samples.forEach(s -> members.computeIfAbsent(s.template(), x -> new ArrayList<>()).add(s));
        var out = new TreeMap<String, Template>();
        members.forEach((id, list) -> {
            var mean = new double[DIM];
            for (var s : list) {
                for (int d = 0; d < DIM; d++) {
                    mean[d] += s.embedding()[d];
                }
            }
            double norm = 0;
            for (int d = 0; d < DIM; d++) {
                mean[d] /= list.size();
                norm += mean[d] * mean[d];
            }
            norm = Math.sqrt(norm);
            var e = new float[DIM];
            for (int d = 0; d < DIM; d++) {
                e[d] = (float) (mean[d] / norm);
            }
            out.put(id, new Template(id, list.get(0).identity(), list.get(0).race(), list.size(), e));
        });
        return out;
    }

    static double score(float[] a, float[] b) {
        double s = 0;
        for (int d = 0; d < a.length; d++) {
            s += (double) a[d] * b[d];
        }
        return s;
    }

    /** Every unordered intra-group template pair. */
    List<Template[]> templatePairs() {
        var list = new ArrayList<>(templates().values());
        var out = new ArrayList<Template[]>();
        for (int i = 0; i < list.size(); i++) {
            for (int j = i + 1; j < list.size(); j++) {
                if (list.get(i).race().equals(list.get(j).race())) {
                    out.add(new Template[] {list.get(i), list.get(j)});
                }
            }
        }
        return out;
    }

    /** Sorted genuine (or impostor) scores of one group's template pairs. */
    double[] scores(String race, boolean genuine) {
        return templatePairs().stream().filter(p -> p[0].race().equals(race))
                .filter(p -> p[0].identity().equals(p[1].identity()) == genuine)
                .mapToDouble(p -> score(p[0].embedding(), p[1].embedding())).sorted().toArray();
    }

    /** The global threshold under "above": the k-th smallest pooled impostor score, k = n − ⌊α·n⌋ (exact floor). */
    double thresholdAbove(String alpha) {
        double[] pooled = templatePairs().stream().filter(p -> !p[0].identity().equals(p[1].identity()))
                .mapToDouble(p -> score(p[0].embedding(), p[1].embedding())).sorted().toArray();
        long n = pooled.length;
        long m = new BigDecimal(alpha).multiply(BigDecimal.valueOf(n)).setScale(0, RoundingMode.FLOOR).longValueExact();
        return pooled[(int) (n - m) - 1];
    }

    static long countAbove(double[] scores, double t) {
        return Arrays.stream(scores).filter(s -> s > t).count();
    }

    Path writeCsv(Path file) {
        var sb = new StringBuilder("sample_id,identity,race,template");
        for (int d = 0; d < DIM; d++) {
            sb.append(",e").append(d);
        }
        sb.append('\n');
        for (var s : samples) {
            sb.append(s.id()).append(',').append(s.identity()).append(',').append(s.race()).append(',')
                    .append(s.template());
            for (float x : s.embedding()) {
                sb.append(',').append(x);
            }
            sb.append('\n');
        }
        return write(file, sb.toString());
    }

    static Path write(Path file, String text) {
        try {
            Files.writeString(file, text);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
