package org.fairscore.jobs.cli;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * An independent reference for the end-to-end tests: every pair's cosine in double precision from the
 * raw (unnormalised) embeddings, thresholds and rates straight from the definitions of docs/design.md
 * ("Error rates (exact conventions)") on sorted arrays. Written without any fairscore code, so the two can only
 * agree by both being right.
 */
final class BruteForceAudit {
    /** Parsed raw corpus row. */
    record Sample(String id, String label, String group, double[] embedding) {
    }

    final Map<String, double[]> genuine = new TreeMap<>();
    final Map<String, double[]> impostor = new TreeMap<>();
    final Map<String, double[]> cross = new TreeMap<>(); // key "a|b", a < b, impostor pairs only
    final Map<String, Long> identities = new TreeMap<>();
    final Map<String, Long> samples = new TreeMap<>();

    BruteForceAudit(List<Sample> rows) {
        var byGroup = new TreeMap<String, List<Sample>>();
        for (var r : rows) {
            byGroup.computeIfAbsent(r.group(), g -> new ArrayList<>()).add(r);
        }
        var normalised = new TreeMap<String, List<double[]>>();
        byGroup.forEach((g, list) -> {
            samples.put(g, (long) list.size());
            identities.put(g, list.stream().map(Sample::label).distinct().count());
            var gen = new ArrayList<Double>();
            var imp = new ArrayList<Double>();
            var units = new ArrayList<double[]>();
            for (var s : list) {
                units.add(unit(s.embedding()));
            }
            normalised.put(g, units);
            for (int i = 0; i < list.size(); i++) {
                for (int j = i + 1; j < list.size(); j++) {
                    double c = dot(units.get(i), units.get(j));
                    (list.get(i).label().equals(list.get(j).label()) ? gen : imp).add(c);
                }
            }
            genuine.put(g, sorted(gen));
            impostor.put(g, sorted(imp));
        });
        var groups = new ArrayList<>(byGroup.keySet());
        for (int a = 0; a < groups.size(); a++) {
            for (int b = a + 1; b < groups.size(); b++) {
                var la = byGroup.get(groups.get(a));
                var lb = byGroup.get(groups.get(b));
                var ua = normalised.get(groups.get(a));
                var ub = normalised.get(groups.get(b));
                var scores = new ArrayList<Double>();
                for (int i = 0; i < la.size(); i++) {
                    for (int j = 0; j < lb.size(); j++) {
                        if (!la.get(i).label().equals(lb.get(j).label())) {
                            scores.add(dot(ua.get(i), ub.get(j)));
                        }
                    }
                }
                cross.put(groups.get(a) + "|" + groups.get(b), sorted(scores));
            }
        }
    }

    double[] pooledImpostors() {
        return sorted(impostor.values().stream().flatMap(a -> Arrays.stream(a).boxed()).toList());
    }

    /** t_α under "above": the k-th smallest pooled impostor score, k = n − ⌊α·n⌋ (exact decimal floor). */
    double thresholdAbove(String alpha) {
        double[] pooled = pooledImpostors();
        long n = pooled.length;
        long m = new BigDecimal(alpha).multiply(BigDecimal.valueOf(n)).setScale(0, RoundingMode.FLOOR).longValueExact();
        return pooled[(int) (n - m) - 1];
    }

    static long countAbove(double[] sortedScores, double t) {
        return Arrays.stream(sortedScores).filter(s -> s > t).count();
    }

    /** Scores within eps of t: their side of t may differ between float32 and double arithmetic. */
    static long ambiguous(double[] sortedScores, double t, double eps) {
        return Arrays.stream(sortedScores).filter(s -> Math.abs(s - t) <= eps).count();
    }

    /** EER by the linear-interpolation definition, under "above". */
    static double eerAbove(double[] gen, double[] imp) {
        var values = new java.util.TreeSet<Double>();
        Arrays.stream(gen).forEach(values::add);
        Arrays.stream(imp).forEach(values::add);
        double prevFar = 1;
        double prevFrr = 0;
        for (double t : values) {
            double far = (double) countAbove(imp, t) / imp.length;
            double frr = (double) (gen.length - countAbove(gen, t)) / gen.length;
            if (far - frr <= 0) {
                if (far == frr) {
                    return far;
                }
                double dPrev = prevFar - prevFrr;
                double lambda = dPrev / (dPrev - (far - frr));
                return prevFar + lambda * (far - prevFar);
            }
            prevFar = far;
            prevFrr = frr;
        }
        throw new AssertionError("no crossing");
    }

    static double mean(double[] x) {
        return Arrays.stream(x).average().orElseThrow();
    }

    static double std(double[] x) {
        double m = mean(x);
        return Math.sqrt(Arrays.stream(x).map(v -> (v - m) * (v - m)).sum() / x.length);
    }

    private static double[] unit(double[] v) {
        double n = Math.sqrt(dot(v, v));
        return Arrays.stream(v).map(x -> x / n).toArray();
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    private static double[] sorted(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    }
}
