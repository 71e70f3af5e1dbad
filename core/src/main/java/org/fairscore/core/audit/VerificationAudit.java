package org.fairscore.core.audit;

import java.util.ArrayList;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.fairscore.core.bootstrap.BootstrapEer;
import org.fairscore.core.bootstrap.BootstrapIntervals;
import org.fairscore.core.bootstrap.DifferentialIntervals;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.model.GroupKey;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.model.PairKind;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.SamplingReport;
import org.fairscore.core.summaries.BucketResolution;
import org.fairscore.core.summaries.CoarseHistogram;
import org.fairscore.core.summaries.CrossGroupCounts;
import org.fairscore.core.summaries.DisplayHistogram;
import org.fairscore.core.summaries.FineHistogram;
import org.fairscore.core.summaries.GroupScoreSummary;
import org.fairscore.core.summaries.ResolutionPlan;
import org.fairscore.core.summaries.ScoreKey;
import org.fairscore.core.summaries.ScoreSummaries;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.ClopperPearson;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.Differentials;
import org.fairscore.core.verification.Eer;
import org.fairscore.core.verification.EerInterval;
import org.fairscore.core.verification.ErrorCounts;
import org.fairscore.core.verification.ExactDistribution;
import org.fairscore.core.verification.GroupErrors;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.Interval;
import org.fairscore.core.verification.MetricValue;
import org.fairscore.core.verification.OperatingPoint;
import org.fairscore.core.verification.ScoreHistogramReport;
import org.fairscore.core.verification.Threshold;
import org.fairscore.core.verification.ThresholdFinder;

/** The verification audit between and after the Spark passes; see the package doc. */
public final class VerificationAudit {
    private VerificationAudit() {
    }

    private static GroupScoreSummary summary(ScoreSummaries pass1, String group) {
        var g = pass1.groups().get(group);
        return g == null ? GroupScoreSummary.empty() : g;
    }

    /** Buckets to resolve in pass 2: every threshold bucket for every group, plus each group's EER buckets. */
    public static ResolutionPlan plan(ScoreSummaries pass1, List<String> groups, AuditSettings s) {
        Set<Integer> thresholdBuckets = new TreeSet<>(ThresholdFinder.plan(pass1.pooledCoarse(PairKind.IMPOSTOR),
                s.levels(), s.rule()));
        if (s.fixedThresholds() != null) {
            for (var t : s.fixedThresholds()) {
                if (t.isDefined()) {
                    thresholdBuckets.add(ScoreKey.bucketOf(t.value()));
                }
            }
        }
        var perGroup = new TreeMap<String, Set<Integer>>();
        for (String g : groups) {
            var sum = summary(pass1, g);
            var set = new TreeSet<>(thresholdBuckets);
            set.addAll(Eer.plan(sum.get(PairKind.GENUINE).coarse(), sum.get(PairKind.IMPOSTOR).coarse(), s.rule()));
            if (s.groupThresholds()) {
                set.addAll(ThresholdFinder.plan(sum.get(PairKind.IMPOSTOR).coarse(), s.levels(), s.rule()));
            }
            perGroup.put(g, set);
        }
        return ResolutionPlan.of(perGroup);
    }

    /**
     * Buckets of the exact plan that a predicted impostor pass did not resolve, per group (only groups
     * with something missing). Empty when the prediction covered everything.
     */
    public static Map<String, Set<Integer>> missing(ResolutionPlan exact, Map<String, Set<Integer>> predicted,
                                                    List<String> groups) {
        var out = new TreeMap<String, Set<Integer>>();
        for (String g : groups) {
            var miss = new TreeSet<Integer>();
            var have = predicted.getOrDefault(g, Set.of());
            for (int b : exact.buckets(g)) {
                if (!have.contains(b)) {
                    miss.add(b);
                }
            }
            if (!miss.isEmpty()) {
                out.put(g, miss);
            }
        }
        return out;
    }

    public static Evaluation evaluate(ScoreSummaries pass1, BucketResolution pass2, ResolutionPlan plan,
                                      List<String> groups, AuditSettings s) {
        var genuine = new TreeMap<String, ExactDistribution>();
        var impostor = new TreeMap<String, ExactDistribution>();
        var pooledCoarse = CoarseHistogram.empty();
        var pooledFine = new TreeMap<Integer, FineHistogram>();
        Set<Integer> thresholdBuckets = ThresholdFinder.plan(pass1.pooledCoarse(PairKind.IMPOSTOR), s.levels(), s.rule());
        for (String g : groups) {
            var sum = summary(pass1, g);
            int[] buckets = plan.buckets(g);
            var gFine = pass2.fine(g, PairKind.GENUINE, buckets);
            var iFine = pass2.fine(g, PairKind.IMPOSTOR, buckets);
            genuine.put(g, new ExactDistribution(sum.get(PairKind.GENUINE).coarse(), gFine));
            impostor.put(g, new ExactDistribution(sum.get(PairKind.IMPOSTOR).coarse(), iFine));
            pooledCoarse.merge(sum.get(PairKind.IMPOSTOR).coarse());
            for (int b : thresholdBuckets) {
                pooledFine.computeIfAbsent(b, FineHistogram::empty).merge(iFine.get(b));
            }
        }
        var pooled = new ExactDistribution(pooledCoarse, pooledFine);
        var thresholds = new ArrayList<Threshold>();
        if (s.fixedThresholds() != null) {
            thresholds.addAll(s.fixedThresholds()); // set on a calibration part: applied, not recomputed
        } else {
            for (var level : s.levels()) {
                thresholds.add(ThresholdFinder.find(pooled, level, s.rule()));
            }
        }
        return new Evaluation(thresholds, genuine, impostor);
    }

    /** 95% intervals throughout. */
    public static final double CONFIDENCE = 0.95;

    /**
     * @param sampling the impostor sampling that was applied, or null when every pair was scored
     */
    public static AuditReport report(CorpusManifest manifest, ScoreSummaries pass1, Evaluation ev,
                                     CrossGroupCounts cross, AuditSettings s, SamplingReport sampling) {
        return report(manifest, pass1, ev, cross, s, sampling, null);
    }

    /**
     * @param sampling  the impostor sampling that was applied, or null when every pair was scored
     * @param bootstrap identity-bootstrap intervals per group and level, or null when not computed
     */
    public static AuditReport report(CorpusManifest manifest, ScoreSummaries pass1, Evaluation ev,
                                     CrossGroupCounts cross, AuditSettings s, SamplingReport sampling,
                                     BootstrapIntervals bootstrap) {
        return report(manifest, pass1, ev, cross, s, sampling, bootstrap, null);
    }

    /**
     * @param sampling     the impostor sampling that was applied, or null when every pair was scored
     * @param bootstrap    identity-bootstrap intervals per group and level, or null when not computed
     * @param eerIntervals group → identity-bootstrap interval of its EER ({@link BootstrapEer}), or null when not
     *                     computed
     */
    public static AuditReport report(CorpusManifest manifest, ScoreSummaries pass1, Evaluation ev,
                                     CrossGroupCounts cross, AuditSettings s, SamplingReport sampling,
                                     BootstrapIntervals bootstrap, Map<String, EerInterval> eerIntervals) {
        var warnings = new ArrayList<String>();
        if (sampling != null) {
            warnings.add("impostor pairs were sampled at rate " + sampling.rate() + " (seed " + sampling.seed()
                    + "): thresholds, FARs and impostor statistics are estimates; FAR intervals are binomial");
        }
        if (manifest.rejected() > 0) {
            warnings.add(manifest.rejected() + " input rows were rejected and are not audited (see rejects/): "
                    + new TreeMap<>(manifest.rejectsByReason()));
        }
        var across = manifest.identitiesAcrossGroups();
        if (across != null && across.any()) {
            warnings.add(across.describe(manifest.groupBy()));
        }
        var groupReports = new ArrayList<GroupReport>();
        for (var gs : manifest.groups()) {
            var group = groupReport(gs, attributes(gs.name(), manifest.groupBy()), summary(pass1, gs.name()), ev, s.rule(),
                    sampling != null, warnings);
            var eerInterval = eerIntervals == null ? null : eerIntervals.get(gs.name());
            if (eerInterval != null && Boolean.FALSE.equals(eerInterval.containsEer())) {
                warnings.add("group '" + gs.name() + "': the bootstrap percentile interval of its EER did not contain "
                        + "the point EER " + group.eer() + " (a skewed replicate distribution); it is reported extended "
                        + "to it, [" + eerInterval.lower() + ", " + eerInterval.upper() + "]");
            }
            groupReports.add(eerIntervals == null ? group : group.withEerInterval(eerInterval));
        }
        var points = new ArrayList<OperatingPoint>();
        for (int i = 0; i < ev.thresholds().size(); i++) {
            points.add(operatingPoint(manifest, ev, i, cross, s, bootstrap, warnings));
        }
        Map<String, Map<String, Long>> crossPairs = null;
        if (cross != null) {
            crossPairs = new TreeMap<>();
            for (var a : manifest.groups()) {
                var row = new TreeMap<String, Long>();
                for (var b : manifest.groups()) {
                    row.put(b.name(), a.name().equals(b.name()) ? a.impostorPairs() : cross.pairs(a.name(), b.name()));
                }
                crossPairs.put(a.name(), row);
            }
        }
        return AuditReport.builder(AuditReport.Kind.VERIFICATION, manifest, manifest.groupBy()).accept(s.rule())
                .differentialWeight(s.differentialWeight()).groups(groupReports).operatingPoints(points)
                .crossGroupImpostorPairs(crossPairs).sampling(sampling).warnings(warnings)
                .methods(eerIntervals == null ? Methods.describe(s, bootstrap) : withEerMethod(Methods.describe(s, bootstrap)))
                .build();
    }

    /** The methods with how EER intervals were computed, under {@code eerInterval}. */
    private static Map<String, String> withEerMethod(Map<String, String> methods) {
        var out = new LinkedHashMap<>(methods);
        out.put("eerInterval", BootstrapEer.METHOD);
        return out;
    }

    /**
     * The group's attribute values. Prep names groups with {@link GroupKey#name}, so this only fails for names
     * that came from elsewhere (a score file's group columns) under several attributes.
     */
    private static Map<String, String> attributes(String group, List<String> groupBy) {
        try {
            return GroupKey.attributes(group, groupBy);
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException("group '" + group + "' is not a group of the attributes " + groupBy
                    + " (an intersectional group is named attr=value|attr=value, with \\, | and = in names and values "
                    + "escaped by a backslash): name the groups in that form, or group by one attribute; "
                    + e.getMessage(), e);
        }
    }

    private static GroupReport groupReport(CorpusManifest.GroupStats gs, Map<String, String> attributes,
                                           GroupScoreSummary sum, Evaluation ev,
                                           AcceptanceRule rule, boolean sampled, List<String> warnings) {
        var gen = sum.get(PairKind.GENUINE);
        var imp = sum.get(PairKind.IMPOSTOR);
        boolean impostorsMatch = sampled ? imp.count() <= gs.impostorPairs() : imp.count() == gs.impostorPairs();
        if (gen.count() != gs.genuinePairs() || !impostorsMatch) {
            throw new IllegalStateException("group '" + gs.name() + "': scored " + gen.count() + " genuine and "
                    + imp.count() + " impostor pairs, the manifest counts " + gs.genuinePairs() + " and "
                    + gs.impostorPairs());
        }
        if (gs.genuinePairs() == 0) {
            warnings.add("group '" + gs.name() + "' has no genuine pairs (every identity has one sample): "
                    + "its FRR, EER and genuine statistics are undefined");
        }
        if (gs.impostorPairs() == 0) {
            warnings.add("group '" + gs.name() + "' has no impostor pairs (" + gs.identities()
                    + " identity): its FAR, EER and impostor statistics are undefined");
        }
        var eer = Eer.compute(ev.genuine().get(gs.name()), ev.impostor().get(gs.name()), rule);
        var hist = new ScoreHistogramReport(DisplayHistogram.LOW, DisplayHistogram.HIGH, DisplayHistogram.BINS,
                gen.display().counts(), imp.display().counts());
        return new GroupReport(gs.name(), attributes, gs.samples(), gs.identities(), gs.genuinePairs(), gs.impostorPairs(),
                sampled ? imp.count() : null, eer.eer().valueOrNull(), eer.eer().reasonOrNull(), eer.threshold(), null,
                gen.count() == 0 ? null : gen.sums().mean(), gen.count() == 0 ? null : gen.sums().stdDev(),
                imp.count() == 0 ? null : imp.sums().mean(), imp.count() == 0 ? null : imp.sums().stdDev(),
                hist);
    }

    private static Interval interval(long errors, long pairs) {
        if (pairs == 0) {
            return null;
        }
        double[] ci = ClopperPearson.interval(errors, pairs, CONFIDENCE);
        return new Interval(ci[0], ci[1], "clopper-pearson");
    }

    private static OperatingPoint operatingPoint(CorpusManifest manifest, Evaluation ev, int index,
                                                 CrossGroupCounts cross, AuditSettings s, BootstrapIntervals bootstrap,
                                                 List<String> warnings) {
        Threshold t = ev.thresholds().get(index);
        var level = t.level();
        var perGroup = new LinkedHashMap<String, GroupRates>();
        var errors = new ArrayList<GroupErrors>();
        var global = new ErrorCounts(0, 0, 0, 0);
        var belowResolution = new ArrayList<String>();
        for (var gs : manifest.groups()) {
            ErrorCounts c;
            if (t.isDefined()) {
                c = ErrorCounts.at(ev.genuine().get(gs.name()), ev.impostor().get(gs.name()), t.value(), s.rule());
            } else {
                c = new ErrorCounts(0, gs.impostorPairs(), 0, gs.genuinePairs());
            }
            // resolution is judged on the pairs that were scored: under --impostor-sample a group's sampled
            // impostor pairs, not its unsampled total, are what its FAR rests on
            long scored = ev.impostor().get(gs.name()).total();
            boolean below = scored > 0 && level.belowResolution(scored);
            if (below) {
                belowResolution.add("'" + gs.name() + "' (" + (s.sampling().isSampled()
                        ? scored + " sampled of " + gs.impostorPairs() : String.valueOf(scored)) + ")");
            }
            global = global.plus(c);
            errors.add(new GroupErrors(gs.name(), c));
            perGroup.put(gs.name(), t.isDefined()
                    ? new GroupRates(c.far().valueOrNull(), c.frr().valueOrNull(), c.falseAccepts(), c.impostorPairs(),
                            c.falseRejects(), c.genuinePairs(), below, interval(c.falseAccepts(), c.impostorPairs()),
                            interval(c.falseRejects(), c.genuinePairs()),
                            bootstrap == null ? null : bootstrap.far(gs.name(), index),
                            bootstrap == null ? null : bootstrap.frr(gs.name(), index))
                    : new GroupRates(null, null, 0, c.impostorPairs(), 0, c.genuinePairs(), below, null, null, null, null));
        }
        if (!belowResolution.isEmpty()) {
            warnings.add("FAR " + level.label() + " is below the resolution of group(s) " + String.join(", ", belowResolution)
                    + ": floor(alpha * impostor pairs) < 1, fewer than " + level.pairsForOneError()
                    + (s.sampling().isSampled() ? " sampled" : "")
                    + " impostor pairs, so their FAR at this level rests on no allowed error");
        }
        if (t.isDefined() && t.allowedFalseAccepts() == 0) {
            warnings.add("FAR " + level.label() + " is below the resolution of all " + t.impostorPairs()
                    + " pooled impostor pairs: the threshold admits no false accept at all");
        }
        Map<String, Differential> diffs = new LinkedHashMap<>();
        Double bfar = null;
        String bfarReason;
        Double bfrr = null;
        String bfrrReason;
        if (t.isDefined()) {
            var set = Differentials.compute(errors, level, global, s.differentialWeight());
            if (bootstrap == null) {
                set.asMap().forEach((k, v) -> diffs.put(k, Differential.of(v)));
            } else {
                diffs.putAll(DifferentialIntervals.compute(bootstrap, index, errors, set, s.differentialWeight()));
            }
            bfar = set.bfar().valueOrNull();
            bfarReason = set.bfar().reasonOrNull();
            bfrr = set.bfrr().valueOrNull();
            bfrrReason = set.bfrr().reasonOrNull();
        } else {
            bfarReason = "no threshold: " + t.undefinedReason();
            bfrrReason = bfarReason;
        }
        Map<String, Map<String, Double>> crossFar = null;
        if (cross != null) {
            crossFar = new TreeMap<>();
            for (var a : manifest.groups()) {
                var row = new TreeMap<String, Double>();
                for (var b : manifest.groups()) {
                    Double v;
                    if (a.name().equals(b.name())) {
                        v = perGroup.get(a.name()).far();
                    } else {
                        long pairs = cross.pairs(a.name(), b.name());
                        v = pairs == 0 || !t.isDefined() ? null : (double) cross.accepted(a.name(), b.name(), index) / pairs;
                    }
                    row.put(b.name(), v);
                }
                crossFar.put(a.name(), row);
            }
        }
        MetricValue gFar = t.isDefined() ? global.far() : MetricValue.undefined(t.undefinedReason());
        MetricValue gFrr = t.isDefined() ? global.frr() : MetricValue.undefined(t.undefinedReason());
        return new OperatingPoint(level.value(), t.allowedFalseAccepts(),
                t.isDefined() ? (double) t.value() : null, t.undefinedReason(), t.aboveMaximum(),
                gFar.valueOrNull(), gFrr.valueOrNull(), global.falseAccepts(), global.impostorPairs(),
                global.falseRejects(), global.genuinePairs(), perGroup, bfar, bfarReason, bfrr, bfrrReason, diffs,
                crossFar);
    }

}
