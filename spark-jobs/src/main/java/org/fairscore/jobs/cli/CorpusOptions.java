package org.fairscore.jobs.cli;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.SparkSession;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.PreparedCorpus;
import org.fairscore.prep.io.OutputGuard;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What every corpus command shares: how to read the corpus ({@link InputOptions}), Spark ({@link SparkOptions}) and
 * {@code --config} ({@link ConfigOption}), with the steps each of them takes before its job — the output check, the
 * command line for run.json, and whether --input is a prepared corpus. A command that declares this mixin checks
 * its --out against every input and the config file without naming them; it adds only the files of its own options.
 */
public final class CorpusOptions {
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Mixin
    InputOptions input;

    @Mixin
    SparkOptions spark;

    @Mixin
    ConfigOption config;

    /** Whether --input is a prepared corpus, once known (null before). */
    private Boolean prepared;

    /**
     * Refuses an output folder (exit code 2, before any work) that is, holds or lies inside an input, the config file
     * or one of {@code more} (the command's other reads; nulls are ignored), or that holds anything but a previous
     * fairscore output.
     */
    void checkOutputDirectory(String out, String... more) {
        OutputGuard.checkDirectory(spark.hadoopConfiguration(), out, reads(more));
    }

    /** As {@link #checkOutputDirectory} for an output file, which is never overwritten. */
    void checkOutputFile(String out, String... more) {
        OutputGuard.checkFile(spark.hadoopConfiguration(), out, reads(more));
    }

    /** {@code fairscore} and the arguments as given, for run.json. */
    List<String> commandLine() {
        return CommandLineRecord.of(command);
    }

    /** Whether --input is one folder written by 'fairscore prep' (exit code 2 without --input). */
    boolean prepared(SparkSession session) {
        if (prepared == null) { // once: a command asks several times, and the check reads the manifest
            String first = input.first();
            prepared = input.inputs.size() == 1 && PrepJob.isPrepared(session, first);
            if (prepared) {
                checkPrepared(session, first);
            }
        }
        return prepared;
    }

    /**
     * Refuses (exit code 2) the options on reading raw files given for the prepared corpus at {@code path} unless they
     * agree with its prep: {@link PreparedInputCheck}.
     */
    void checkPrepared(SparkSession session, String path) {
        PreparedInputCheck.check(GivenOptions.of(command), input, path, PrepJob.load(session, path).manifest());
    }

    /**
     * How to read and prepare --input, or null when it is a prepared corpus kept as prepared (the job then loads it);
     * a prepared corpus with --group or --bin gets its regrouping, which {@link PrepJob#prepare} applies.
     */
    PrepConfig preparation(SparkSession session) {
        return prepared(session) ? regrouping(session, input.first()) : input.toPrepConfig();
    }

    /** {@link #preparation} of another corpus option (mitigate's --train and --evaluate), read like --input. */
    PrepConfig preparation(SparkSession session, String path) {
        if (PrepJob.isPrepared(session, path)) {
            checkPrepared(session, path);
            return regrouping(session, path);
        }
        return input.toPrepConfig(path);
    }

    /** The corpus of --input: loaded (and regrouped) when it is a prepared corpus, read and prepared otherwise. */
    PreparedCorpus corpus(SparkSession session) {
        return PrepJob.open(session, input.first(), preparation(session));
    }

    private PrepConfig regrouping(SparkSession session, String dir) {
        return input.toRegrouping(dir, () -> PrepJob.load(session, dir).manifest().groupBy());
    }

    /** The inputs, the config file and {@code more}, in that order (the order OutputGuard names them in). */
    private List<String> reads(String... more) {
        var reads = new ArrayList<>(input.paths(config.file));
        reads.addAll(Arrays.asList(more));
        return reads;
    }
}
