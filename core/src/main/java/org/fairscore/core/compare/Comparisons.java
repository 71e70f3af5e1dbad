package org.fairscore.core.compare;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.fairscore.core.verification.Differential;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.OperatingPoint;

/**
 * Sets audits side by side: a pure function of their reports. Only the groups and FAR levels every audit has are
 * compared (in the first audit's order), each model at its own global threshold t_α; every number is copied from the
 * audits except the deltas, model k − model 1.
 */
public final class Comparisons {
    private Comparisons() {
    }

    public static ComparisonReport of(List<ComparedAudit> audits) {
        if (audits.size() < 2) {
            throw new IllegalArgumentException("a comparison needs at least two audits: " + audits.size());
        }
        var names = audits.stream().map(ComparedAudit::name).toList();
        if (new LinkedHashSet<>(names).size() != names.size()) {
            throw new IllegalArgumentException("model names must be distinct: " + names);
        }
        var levels = sharedLevels(audits);
        var groups = sharedGroups(audits, levels);
        var comparability = ComparabilityCheck.judge(audits, groups, levels);
        var models = audits.stream().map(Comparisons::model).toList();
        var groupFigures = groups.stream().map(g -> new ComparedGroup(g, audits.stream()
                .map(a -> modelGroup(a.name(), ComparabilityCheck.group(a.report(), g))).toList())).toList();
        var points = levels.stream().map(alpha -> level(audits, groups, alpha)).toList();
        return new ComparisonReport(ComparisonReport.SCHEMA_VERSION, ComparisonReport.KIND, models, comparability,
                groupFigures, points);
    }

    /** The FAR levels of the first audit that every audit has (levels are decimals parsed alike: compared exactly). */
    private static List<Double> sharedLevels(List<ComparedAudit> audits) {
        var out = new ArrayList<Double>();
        for (var op : audits.get(0).report().operatingPoints()) {
            if (audits.stream().allMatch(a -> point(a, op.farTarget()) != null) && !out.contains(op.farTarget())) {
                out.add(op.farTarget());
            }
        }
        return out;
    }

    /** The groups of the first audit that every audit has, with rates at every shared level. */
    private static List<String> sharedGroups(List<ComparedAudit> audits, List<Double> levels) {
        var out = new ArrayList<String>();
        for (var g : audits.get(0).report().groups()) {
            boolean everywhere = audits.stream().allMatch(a -> a.report().groups().stream()
                    .anyMatch(x -> x.name().equals(g.name())) && levels.stream()
                    .allMatch(alpha -> perGroup(point(a, alpha)).containsKey(g.name())));
            if (everywhere) {
                out.add(g.name());
            }
        }
        return out;
    }

    private static OperatingPoint point(ComparedAudit a, double alpha) {
        return a.report().operatingPoints().stream().filter(op -> op.farTarget() == alpha).findFirst().orElse(null);
    }

    private static Map<String, GroupRates> perGroup(OperatingPoint op) {
        return op.perGroup() == null ? Map.of() : op.perGroup();
    }

    private static ComparedModel model(ComparedAudit a) {
        var r = a.report();
        var input = r.input();
        return new ComparedModel(a.name(), a.source(), r.accept(), r.groupBy(), r.differentialWeight(),
                ComparabilityCheck.protocol(a), r.sampling() == null ? null : r.sampling().rate(),
                input == null ? 0 : input.dimension(), input == null ? 0 : input.samples(),
                input == null ? List.of() : input.inputs(), r.groups().stream().map(GroupReport::name).toList(),
                r.operatingPoints().stream().map(OperatingPoint::farTarget).toList(), r.gates(),
                r.warnings() == null ? List.of() : r.warnings());
    }

    private static ModelGroup modelGroup(String model, GroupReport g) {
        return new ModelGroup(model, g.samples(), g.identities(), g.genuinePairs(), g.impostorPairs(), g.eer(),
                g.eerUndefinedReason(), g.eerThreshold(), g.eerInterval(), g.histogram());
    }

    private static ComparedLevel level(List<ComparedAudit> audits, List<String> groups, double alpha) {
        var thresholds = new ArrayList<ModelThreshold>();
        for (var a : audits) {
            var op = point(a, alpha);
            thresholds.add(new ModelThreshold(a.name(), op.threshold(), op.thresholdUndefinedReason(), op.globalFar(),
                    op.globalFrr(), op.globalFalseAccepts(), op.globalImpostorPairs(), op.globalFalseRejects(),
                    op.globalGenuinePairs()));
        }
        var rows = new ArrayList<GroupAtLevel>();
        for (String g : groups) {
            var rates = audits.stream().map(a -> new ModelRates(a.name(), perGroup(point(a, alpha)).get(g))).toList();
            var base = rates.get(0);
            var deltas = rates.subList(1, rates.size()).stream().map(m -> delta(base, m)).toList();
            rows.add(new GroupAtLevel(g, rates, deltas));
        }
        return new ComparedLevel(alpha, thresholds, rows, differentials(audits, alpha));
    }

    /** FAR and FRR of model k minus the baseline's; undefined, with the reason, where either rate is. */
    static RateDelta delta(ModelRates base, ModelRates k) {
        Double far = difference(k.rates().far(), base.rates().far());
        Double frr = difference(k.rates().frr(), base.rates().frr());
        return new RateDelta(k.model(), far, far == null ? undefined("FAR", "impostor", base, k) : null, frr,
                frr == null ? undefined("FRR", "genuine", base, k) : null);
    }

    private static Double difference(Double a, Double b) {
        return a == null || b == null ? null : a - b;
    }

    private static String undefined(String rate, String kind, ModelRates base, ModelRates k) {
        var missing = new ArrayList<String>();
        for (var m : List.of(base, k)) {
            if (("FAR".equals(rate) ? m.rates().far() : m.rates().frr()) == null) {
                missing.add(ComparabilityCheck.quote(m.model()));
            }
        }
        return "the " + rate + " is undefined for " + String.join(" and ", missing) + " (no " + kind
                + " pairs in the group)";
    }

    /** Every differential all audits report at α, in the first audit's order. */
    private static List<ComparedDifferential> differentials(List<ComparedAudit> audits, double alpha) {
        var out = new ArrayList<ComparedDifferential>();
        var first = point(audits.get(0), alpha).differentials();
        if (first == null) {
            return out;
        }
        for (String name : first.keySet()) {
            var values = new ArrayList<ModelDifferential>();
            for (var a : audits) {
                var all = point(a, alpha).differentials();
                Differential d = all == null ? null : all.get(name);
                if (d == null) {
                    break;
                }
                values.add(new ModelDifferential(a.name(), d));
            }
            if (values.size() == audits.size()) {
                out.add(new ComparedDifferential(name, values));
            }
        }
        return out;
    }
}
