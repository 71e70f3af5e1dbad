package org.fairscore.jobs.cli;

import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.protocol.EqualMetricsSpec;
import org.fairscore.jobs.audit.CalibrationSpec;
import org.fairscore.jobs.protocol.PairListSpec;
import org.fairscore.jobs.protocol.ProtocolFiles;
import org.fairscore.jobs.protocol.ScoreFileSpec;
import org.fairscore.jobs.protocol.ScoreFormat;
import picocli.CommandLine.Option;

/** audit's evaluation-protocol options: a fixed pair list or a score file instead of all pairs. */
public final class ProtocolOptions {
    @Option(names = "--pairs", paramLabel = "FILE",
            description = "Audit exactly the pairs of this list (CSV or Parquet, sample id columns --pair-cols, optional "
                    + "declared flag --genuine-col) scored from the --input corpus, instead of all intra-group pairs.")
    String pairs;

    @Option(names = "--scores", paramLabel = "FILE",
            description = "Audit precomputed scores of a black-box system instead of embeddings (no --input): "
                    + "one comparison per row, see --score-format. Any finite float32 score is read, on any scale "
                    + "(similarities, 0-100, log-likelihood ratios; distances with --distance); NaN or missing scores "
                    + "are failures to acquire, counted per group.")
    String scores;

    @Option(names = "--score-format", defaultValue = "table", paramLabel = "FMT",
            description = "table (CSV or Parquet with named columns; default), bob-2col (label score, label 1/-1), "
                    + "bob-4col (claimed_id real_id test_label score) or bob-5col (claimed_id model_label real_id "
                    + "test_label score); bob-* are white-space separated text as bob.measure reads them.")
    String scoreFormat;

    @Option(names = "--score-col", defaultValue = "score", paramLabel = "COL",
            description = "table: score column (default: ${DEFAULT-VALUE}).")
    String scoreCol;

    @Option(names = "--genuine-col", defaultValue = "genuine", paramLabel = "COL",
            description = "table or pair list: declared genuine flag column (1/0, true/false, genuine/impostor), "
                    + "used when present; checked against the labels when those are known (default: ${DEFAULT-VALUE}).")
    String genuineCol;

    @Option(names = "--score-label-cols", split = ",", paramLabel = "A,B",
            description = "table: identity label columns of the two sides (default: label_a,label_b); genuine iff equal.")
    List<String> labelCols = new ArrayList<>(List.of("label_a", "label_b"));

    @Option(names = "--score-group-cols", split = ",", paramLabel = "A,B",
            description = "table: group columns of the two sides (default: group_a,group_b). Without them (and without "
                    + "--subject-metadata) all comparisons form one group 'all'.")
    List<String> groupCols = new ArrayList<>(List.of("group_a", "group_b"));

    @Option(names = "--pair-cols", split = ",", paramLabel = "A,B",
            description = "Sample id columns of the two sides in a pair list (required there) or a score table "
                    + "(optional, to count samples) (default: sample_a,sample_b).")
    List<String> pairCols = new ArrayList<>(List.of("sample_a", "sample_b"));

    @Option(names = "--subject-metadata", paramLabel = "FILE",
            description = "Score files: CSV or Parquet giving each subject's group attributes (--subject-col and "
                    + "--group columns), joined to both sides' subjects (claimed_id / real_id, or the label columns).")
    String subjectMetadata;

    @Option(names = "--subject-col", defaultValue = "subject", paramLabel = "COL",
            description = "Subject column of --subject-metadata (default: ${DEFAULT-VALUE}).")
    String subjectCol;

    @Option(names = "--distance", description = "Score files: the scores are distances (lower = more similar). "
            + "--accept above then accepts d < t and at-or-above d <= t; thresholds, means and histograms are "
            + "reported on the distance scale, and the rule as 'below' or 'at-or-below'.")
    boolean distance;

    @Option(names = "--fta-in-rates", description = "Score files: also report FAR = FMR*(1-FTA) and "
            + "FRR = FTA + FNMR*(1-FTA) per group (bob.measure's convention for failures to acquire).")
    boolean ftaInRates;

    @Option(names = "--calibrate-on", paramLabel = "FRACTION|FILE",
            description = "Split identities (never samples) into a calibration part and a test part: a fraction of "
                    + "identities (seeded by --seed) or a text file listing the calibration identities, one label per "
                    + "line. Thresholds come from the calibration part's impostor pairs and are applied to the test "
                    + "part, which is what the report describes. With --pairs or --scores a comparison is in a part when "
                    + "both its identities are; the others are counted, not audited. Implies --group-thresholds.")
    String calibrateOn;

    @Option(names = "--group-thresholds",
            description = "Also report, per group and FAR level, the threshold the group alone would need and the "
                    + "FAR/FRR the global threshold gives it instead (the aggregation bias).")
    boolean groupThresholds;

    @Option(names = "--equal-metrics",
            description = "Also report the equal-metric table: per FAR level and group, accuracy, FPR, FNR, PPV, NPV "
                    + "(for the protocol's own genuine:impostor mix) and mean genuine and impostor scores, with 95%% "
                    + "Clopper-Pearson intervals.")
    boolean equalMetrics;

    @Option(names = "--prevalence", paramLabel = "P",
            description = "With the equal-metric table (implies --equal-metrics): also accuracy, PPV and NPV at a "
                    + "stated share P of genuine comparisons, e.g. 0.25 for a 25:75 mix.")
    Double prevalence;

    /** The settings with --group-thresholds and the equal-metric table applied. */
    AuditSettings adjust(AuditSettings s) {
        var out = groupThresholds || calibrateOn != null ? s.withGroupThresholds(true) : s;
        return equalMetrics || prevalence != null
                ? out.withEqualMetrics(new EqualMetricsSpec(prevalence)) : out;
    }

    /** The calibration split, or null without --calibrate-on. */
    CalibrationSpec calibration(long seed) {
        return calibrateOn == null ? null : CalibrationSpec.parse(calibrateOn, seed);
    }

    boolean pairList() {
        return pairs != null;
    }

    PairListSpec toPairListSpec() {
        return new PairListSpec(pairs, pairCols, genuineCol);
    }

    boolean scoreFile() {
        return scores != null;
    }

    ScoreFileSpec toScoreFileSpec(List<String> groupBy) {
        return new ScoreFileSpec(scores, ScoreFormat.parse(scoreFormat, "--score-format"), scoreCol, genuineCol,
                labelCols, groupCols, pairCols, subjectMetadata, subjectCol, groupBy, distance, ftaInRates);
    }

    /** Every protocol file given exists and is a file (or a Parquet folder): exit 2 naming the option otherwise. */
    void checkFiles(org.apache.hadoop.conf.Configuration conf, List<String> groupBy, long seed) {
        if (scores != null) {
            ProtocolFiles.check(conf, toScoreFileSpec(groupBy));
        }
        if (pairs != null) {
            ProtocolFiles.check(conf, toPairListSpec());
        }
        var calibration = calibration(seed);
        if (calibration != null && calibration.file() != null) {
            ProtocolFiles.calibrationList(conf, calibration.file());
        }
    }

    /** Options that only make sense for a score file, used without one. */
    void checkScoreOnlyOptions() {
        if (scores != null && pairs != null) {
            throw new InvalidInputException("--pairs and --scores exclude each other: a pair list is scored from "
                    + "embeddings, a score file already holds scores");
        }
        if (scores == null && (subjectMetadata != null || distance || ftaInRates)) {
            throw new InvalidInputException("--subject-metadata, --distance and --fta-in-rates apply to --scores only");
        }
    }
}
