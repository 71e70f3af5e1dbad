package org.fairscore.jobs.downstream;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * Face-like CSV corpora for the downstream tests: columns sample_id, identity, race, e0..e7. Each identity's samples
 * lie around its own centre (N(0, 1) per dimension, noise σ = {@code noise}), and its race is a property of the
 * identity, as in a face corpus. With {@code planted} the embedding carries race: dimension 0 of the centre moves by
 * +1.5 for race A and −1.5 otherwise (3 standard deviations of the centres apart); without, race is whatever the
 * caller says, which the embedding does not see.
 */
final class IdentityCorpus {
    static final int DIM = 8;

    /** One identity: its label, its race and how many samples it has. */
    record Identity(String label, String race, int samples) {
    }

    private IdentityCorpus() {
    }

    /** {@code n} identities of {@code samples} samples each, race A or B by a seeded coin flip per identity. */
    static List<Identity> coinFlipRaces(int n, int samples, long seed) {
        var rnd = new SplittableRandom(seed);
        return IntStream.range(0, n)
                .mapToObj(i -> new Identity(String.format(Locale.ROOT, "i%05d", i), rnd.nextBoolean() ? "A" : "B", samples))
                .toList();
    }

    static Path write(Path file, List<Identity> identities, double noise, boolean planted, long seed) {
        var rnd = new SplittableRandom(seed);
        var sb = new StringBuilder("sample_id,identity,race");
        for (int j = 0; j < DIM; j++) {
            sb.append(",e").append(j);
        }
        sb.append('\n');
        int k = 0;
        for (var id : identities) {
            double[] centre = new double[DIM];
            for (int j = 0; j < DIM; j++) {
                centre[j] = gaussian(rnd);
            }
            if (planted) {
                centre[0] += id.race().equals("A") ? 1.5 : -1.5;
            }
            for (int s = 0; s < id.samples(); s++, k++) {
                sb.append(String.format(Locale.ROOT, "s%06d,%s,%s", k, id.label(), id.race()));
                for (int j = 0; j < DIM; j++) {
                    sb.append(String.format(Locale.ROOT, ",%.6f", centre[j] + noise * gaussian(rnd)));
                }
                sb.append('\n');
            }
        }
        try {
            Files.writeString(file, sb);
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
        return file;
    }

    /** Box–Muller: SplittableRandom has no Gaussian of its own in Java 17. */
    private static double gaussian(SplittableRandom rnd) {
        return Math.sqrt(-2 * Math.log(1 - rnd.nextDouble())) * Math.cos(2 * Math.PI * rnd.nextDouble());
    }
}
