package org.fairscore.jobs.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.synthetic.GroupProfile;
import org.fairscore.core.synthetic.SyntheticCorpus;
import org.fairscore.jobs.generate.CorpusGenerator;
import org.fairscore.prep.io.SampleSinks;
import org.fairscore.prep.text.ReviewWriter;
import org.apache.hadoop.conf.Configuration;
import org.fairscore.prep.io.OutputGuard;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "generate", mixinStandardHelpOptions = true,
        description = {"Write a seeded synthetic face-embedding corpus with known group disparities.",
                "Columns: sample_id, label (the identity), race (A, B, C, D), gender (F, M), embedding (CSV: e0..e{d-1}; "
                        + ".npy: the matrix, plus <name>.meta.csv with the other columns).",
                "By default race A is the reference; B is crowded (identities alike: more false accepts); C is "
                        + "noisy (samples scatter: more false rejects); D is both. gender has no effect by construction.",
                "With --reviews: a synthetic review corpus (.csv or .jsonl; columns review_id, company, gender, rating, "
                        + "review) with a planted association: with probability --bias an occupation word comes from "
                        + "the author's gender's list (engineer, programmer, ... for M; nurse, receptionist, ... for F) "
                        + "near the author's pronouns; --bias 0.5 is the control without association."})
public final class GenerateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @picocli.CommandLine.Mixin
    ConfigOption config;

    @Option(names = "--out", required = true, paramLabel = "FILE",
            description = "Output file: .csv, .npy, .parquet or .arrow." + OutHelp.FILE)
    Path out;

    @Option(names = "--format", paramLabel = "FMT", description = "csv, npy, parquet or arrow (default: from --out).")
    String format;

    @Option(names = "--samples", defaultValue = "20000", paramLabel = "N", description = "Samples (default: ${DEFAULT-VALUE}).")
    int samples;

    @Option(names = "--dim", defaultValue = "128", paramLabel = "D", description = "Embedding dimension (default: ${DEFAULT-VALUE}).")
    int dim;

    @Option(names = "--mean-samples-per-identity", defaultValue = "5", paramLabel = "M",
            description = "Mean samples per identity, 1 + geometric, capped at 50 (default: ${DEFAULT-VALUE}).")
    double meanPerIdentity;

    @Option(names = "--profile", split = ",", paramLabel = "RACE:CROWDING:NOISE",
            description = "Groups to generate, e.g. A:0.2:1.0,B:0.35:1.0 (race value, crowding rho in [0,1): "
                    + "identities' cosine ~ rho; noise sigma >= 0: genuine cosine ~ 1/(1+sigma^2)). "
                    + "Default: A:0.2:1.0,B:0.35:1.0,C:0.2:1.25,D:0.35:1.25.")
    List<String> profiles = new ArrayList<>();

    @Option(names = "--reviews", description = "Write a synthetic review corpus instead of embeddings.")
    boolean reviews;

    @Option(names = "--bias", defaultValue = "0.8", paramLabel = "P",
            description = "--reviews: probability that an occupation matches the author's gender (default: ${DEFAULT-VALUE}).")
    double bias;

    @Option(names = "--seed", defaultValue = "7", paramLabel = "S", description = "Random seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--first-identity", defaultValue = "0", paramLabel = "K",
            description = "Index of the first identity (default: ${DEFAULT-VALUE}). Same seed, identities from K on: "
                    + "the same groups with other people, e.g. an evaluation set disjoint from a training set.")
    int firstIdentity;

    @Override
    public Integer call() {
        OutputGuard.checkFile(new Configuration(), out.toString(), Arrays.asList(config.file));
        if (reviews) {
            if (samples < 1 || !(bias >= 0 && bias <= 1)) {
                throw new InvalidInputException("--samples must be >= 1 and --bias in [0, 1]");
            }
            String name = out.getFileName().toString();
            if (!(name.endsWith(".csv") || name.endsWith(".jsonl") || name.endsWith(".json"))) {
                throw new InvalidInputException("--out: reviews are written as .csv or .jsonl, got " + out);
            }
            long n = ReviewWriter.write(out, samples, bias, seed);
            var stdout = spec.commandLine().getOut();
            stdout.printf(Locale.ROOT, "generate: %d reviews, bias %.2f, seed %d -> %s%n", n, bias, seed, out);
            stdout.flush();
            return ExitCodes.OK;
        }
        if (samples < 1 || dim < 2 || meanPerIdentity < 1) {
            throw new InvalidInputException("--samples must be >= 1, --dim >= 2, --mean-samples-per-identity >= 1");
        }
        String fmt = format != null ? format : CorpusGenerator.formatOf(out);
        if (fmt.equals("npy")) { // the matrix's metadata CSV is written beside it: the same rule
            OutputGuard.checkFile(new Configuration(), SampleSinks.metadataPathOf(out.toString()), List.of());
        }
        if (firstIdentity < 0) {
            throw new InvalidInputException("--first-identity: must be at least 0, got " + firstIdentity);
        }
        var corpus = new SyntheticCorpus(samples, dim, seed, meanPerIdentity,
                profiles.isEmpty() ? SyntheticCorpus.DEFAULT_PROFILES : parseProfiles(), firstIdentity);
        long n = CorpusGenerator.write(corpus, fmt, out);
        var stdout = spec.commandLine().getOut();
        stdout.printf("generate: %d samples, d = %d, seed %d -> %s%s%n", n, dim, seed, out,
                fmt.equals("npy") ? " (+ " + SampleSinks.metadataPathOf(out.toString()) + ")" : "");
        stdout.flush();
        return ExitCodes.OK;
    }

    private List<GroupProfile> parseProfiles() {
        var out = new ArrayList<GroupProfile>();
        for (String p : profiles) {
            String[] parts = p.split(":");
            try {
                if (parts.length != 3) {
                    throw new IllegalArgumentException("expected RACE:CROWDING:NOISE");
                }
                out.add(new GroupProfile(parts[0], Double.parseDouble(parts[1]), Double.parseDouble(parts[2])));
            } catch (IllegalArgumentException e) {
                throw new InvalidInputException("--profile " + p + ": " + e.getMessage());
            }
        }
        return out;
    }
}
