package org.fairscore.jobs.downstream;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Small synthetic CSV corpora for the downstream tests: columns sample_id, identity, race, split, e0..e{d-1}.
 * The label (3 classes) is always planted in dimensions 1–3; the attribute (A or B) is planted in dimension 0
 * or drawn independently of the embedding.
 */
final class DownstreamCorpus {
    static final int DIM = 8;

    private DownstreamCorpus() {
    }

    /**
     * @param planted   race shifts dimension 0 by ±2 (else race is a coin flip the embedding does not see)
     * Every fifth row (i % 5 == 0) has split 'test'.
     */
    static Path write(Path file, int n, boolean planted, long seed) {
        return write(file, n, planted, seed, i -> (i / 3) % 2 == 0);
    }

    /** As above, with row i in group A iff {@code inA} (when planted). */
    static Path write(Path file, int n, boolean planted, long seed, java.util.function.IntPredicate inA) {
        var rnd = new SplittableRandom(seed);
        var sb = new StringBuilder("sample_id,identity,race,split");
        for (int j = 0; j < DIM; j++) {
            sb.append(",e").append(j);
        }
        sb.append('\n');
        for (int i = 0; i < n; i++) {
            int label = i % 3;
            boolean a = planted ? inA.test(i) : rnd.nextBoolean();
            double[] e = new double[DIM];
            for (int j = 0; j < DIM; j++) {
                e[j] = rnd.nextDouble(-1, 1);
            }
            e[1 + label] += 3;
            if (planted) {
                e[0] += a ? 2 : -2;
            }
            sb.append(String.format(Locale.ROOT, "s%05d,c%d,%s,%s", i, label, a ? "A" : "B", i % 5 == 0 ? "test" : "train"));
            for (double v : e) {
                sb.append(String.format(Locale.ROOT, ",%.6f", v));
            }
            sb.append('\n');
        }
        try {
            Files.writeString(file, sb);
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
        return file;
    }
}
