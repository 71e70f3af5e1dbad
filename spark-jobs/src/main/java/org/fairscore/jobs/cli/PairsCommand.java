package org.fairscore.jobs.cli;

import java.util.Locale;
import java.util.concurrent.Callable;
import org.fairscore.jobs.protocol.PairProtocolGenerator;
import org.fairscore.jobs.protocol.PairProtocolSpec;
import org.fairscore.report.console.ConsoleText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "pairs", mixinStandardHelpOptions = true,
        description = {"Write a seeded, within-group pair list (a fixed verification protocol) from a corpus.",
                "Per group, --per-group pairs with the genuine:impostor --ratio, drawn uniformly without replacement "
                        + "from the group's genuine and impostor pairs; a group with fewer gives all it has (warned).",
                "Output: --out FILE.csv (columns sample_a, sample_b, genuine, group) or a Parquet directory; audit it "
                        + "with 'fairscore audit --input CORPUS --pairs FILE'."})
public final class PairsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    CorpusOptions corpus;

    @Option(names = "--out", required = true, paramLabel = "FILE", description = "Pair list: a .csv file (never overwritten: exit code 2 when it exists), else a Parquet folder (as --out of the other commands).")
    String out;

    @Option(names = "--per-group", defaultValue = "6000", paramLabel = "N",
            description = "Pairs per group (default: ${DEFAULT-VALUE}).")
    long perGroup;

    @Option(names = "--ratio", defaultValue = "50:50", paramLabel = "G:I",
            description = "Genuine:impostor ratio, e.g. 25:75 (default: ${DEFAULT-VALUE}).")
    String ratio;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S", description = "Seed (default: ${DEFAULT-VALUE}).")
    long seed;

    @Mixin
    IdentityOptions identities;

    @Override
    public Integer call() {
        var pairSpec = PairProtocolSpec.of(perGroup, ratio, seed, out);
        if (out.toLowerCase(Locale.ROOT).endsWith(".csv")) {
            corpus.checkOutputFile(out);
        } else {
            corpus.checkOutputDirectory(out);
        }
        var session = corpus.spark.session();
        var data = identities.checked(corpus.corpus(session), corpus.input.first());
        corpus.input.requireBinsGrouped(data.manifest().groupBy(), "a pair list");
        var written = PairProtocolGenerator.run(session, data, pairSpec, spec.commandLine().getErr());
        var stdout = spec.commandLine().getOut();
        written.forEach((g, n) -> stdout.printf("%s: %d genuine, %d impostor pairs%n", ConsoleText.plain(g), n[0], n[1]));
        stdout.println("pairs: " + out);
        stdout.flush();
        return ExitCodes.OK;
    }
}
