package org.fairscore.jobs.protocol;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A corpus whose cosine scores are exact in float32 whatever the summation order: every embedding has 16
 * components ±0.25 (unit norm exactly, unchanged by L2 normalisation), so every dot product is a multiple of
 * 1/8 and every partial sum is exact. The all-pairs engine (GEMM), a pair list (dot products) and a score
 * file written here therefore see bit-identical scores, and their reports must agree exactly. Many ties.
 */
final class ExactCorpus {
    static final int DIM = 16;

    record Sample(String id, String identity, String race, float[] embedding) {
    }

    final List<Sample> samples = new ArrayList<>();

    /** Groups A, B, C; identities of 1–4 samples, each a prototype with up to 3 signs flipped. */
    ExactCorpus(int identitiesPerGroup, long seed) {
        var rng = new SplittableRandom(seed);
        int n = 0;
        for (String race : List.of("A", "B", "C")) {
            for (int k = 0; k < identitiesPerGroup; k++) {
                String identity = race + "-id" + k;
                float[] proto = new float[DIM];
                for (int d = 0; d < DIM; d++) {
                    proto[d] = rng.nextBoolean() ? 0.25f : -0.25f;
                }
                int m = 1 + rng.nextInt(4);
                for (int j = 0; j < m; j++) {
                    float[] e = proto.clone();
                    int flips = rng.nextInt(4);
                    for (int f = 0; f < flips; f++) {
                        int d = rng.nextInt(DIM);
                        e[d] = -e[d];
                    }
                    samples.add(new Sample("s" + (n++), identity, race, e));
                }
            }
        }
    }

    static float score(Sample a, Sample b) {
        double s = 0;
        for (int d = 0; d < DIM; d++) {
            s += (double) a.embedding()[d] * b.embedding()[d];
        }
        return (float) s;
    }

    Path writeCsv(Path file) {
        var sb = new StringBuilder("sample_id,identity,race");
        for (int d = 0; d < DIM; d++) {
            sb.append(",e").append(d);
        }
        sb.append('\n');
        for (var s : samples) {
            sb.append(s.id()).append(',').append(s.identity()).append(',').append(s.race());
            for (float x : s.embedding()) {
                sb.append(',').append(x);
            }
            sb.append('\n');
        }
        return write(file, sb.toString());
    }

    /** Every unordered intra-group pair i &lt; j, in corpus order. */
    List<Sample[]> intraGroupPairs() {
        var out = new ArrayList<Sample[]>();
        for (int i = 0; i < samples.size(); i++) {
            for (int j = i + 1; j < samples.size(); j++) {
                if (samples.get(i).race().equals(samples.get(j).race())) {
                    out.add(new Sample[] {samples.get(i), samples.get(j)});
                }
            }
        }
        return out;
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
