package org.fairscore.core.compare;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.fairscore.core.protocol.ProtocolSource;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.report.ValueText;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.OperatingPoint;

/**
 * Judges whether audits differ only in the model. Each criterion is one thing that, when it differs, makes a rate
 * of one audit mean something else than the same rate of another: the groups and FAR levels (only shared ones can
 * be set side by side), the acceptance rule (a threshold accepts other comparisons), the differential weight (FDR,
 * IR, GARBE weigh FAR and FRR otherwise), the protocol and the impostor sampling (other pairs, or estimates), and the
 * corpus, judged by its counts per group (samples, identities, genuine and impostor pairs). Input paths and the
 * embedding dimension are not criteria: two models' embeddings of one corpus are two files, of any dimension.
 */
final class ComparabilityCheck {
    /** Groups named in a reason about counts before "and N more". */
    private static final int SHOWN_GROUPS = 3;

    private ComparabilityCheck() {
    }

    static Comparability judge(List<ComparedAudit> audits, List<String> sharedGroups, List<Double> sharedLevels) {
        var reasons = new ArrayList<String>();
        same(audits, a -> a.report().accept() == null ? "none" : a.report().accept().cliName(),
                "the acceptance rules differ (%s): a threshold accepts other comparisons under each", reasons);
        same(audits, a -> String.join(" × ", a.report().groupBy()),
                "the groups are formed by different attributes (%s)", reasons);
        missing(audits, a -> a.report().groups().stream().map(GroupReport::name).toList(), "group", Quote.NAME, reasons);
        missing(audits, a -> a.report().operatingPoints().stream().map(OperatingPoint::farTarget).toList(), "FAR level",
                Quote.LEVEL, reasons);
        same(audits, a -> a.report().differentialWeight() == null ? "none" : ValueText.of(a.report().differentialWeight()),
                "the differential weights differ (%s): FDR, IR and GARBE weigh FAR and FRR differently", reasons);
        same(audits, ComparabilityCheck::protocol, "the protocols differ (%s): the pairs compared are not the same",
                reasons);
        same(audits, a -> a.report().sampling() == null ? "every impostor pair" : "impostor pairs sampled at rate "
                        + ValueText.of(a.report().sampling().rate()),
                "the impostor sampling differs (%s): FARs are estimates from different pairs", reasons);
        corpus(audits, sharedGroups, reasons);
        return new Comparability(reasons.isEmpty(), reasons, shown(reasons.isEmpty(), sharedGroups, sharedLevels));
    }

    static String protocol(ComparedAudit a) {
        var p = a.report().protocol();
        return p == null || p.protocol() == null ? ProtocolSource.ALL_PAIRS : p.protocol();
    }

    /** A reason when {@code property} is not the same in every audit; {@code what} takes "A: x; B: y". */
    private static void same(List<ComparedAudit> audits, Function<ComparedAudit, String> property, String what,
                             List<String> reasons) {
        if (audits.stream().map(property).distinct().count() > 1) {
            reasons.add(String.format(what, audits.stream().map(a -> quote(a.name()) + ": " + property.apply(a))
                    .collect(Collectors.joining("; "))));
        }
    }

    private enum Quote {
        NAME, LEVEL
    }

    /** One reason per audit lacking some of the items (groups, levels) another audit has. */
    private static <T> void missing(List<ComparedAudit> audits, Function<ComparedAudit, List<T>> items, String noun,
                                    Quote quote, List<String> reasons) {
        var union = new LinkedHashSet<T>();
        audits.forEach(a -> union.addAll(items.apply(a)));
        for (var a : audits) {
            var lacks = new ArrayList<>(union);
            lacks.removeAll(items.apply(a));
            if (!lacks.isEmpty()) {
                reasons.add(quote(a.name()) + " lacks the " + noun + (lacks.size() == 1 ? " " : "s ")
                        + lacks.stream().map(x -> quote == Quote.NAME ? quote((String) x) : ValueText.of((Double) x))
                        .collect(Collectors.joining(", ")) + " that another audit has");
            }
        }
    }

    /** The corpora: total samples, then each shared group's counts. */
    private static void corpus(List<ComparedAudit> audits, List<String> sharedGroups, List<String> reasons) {
        same(audits, a -> a.report().input() == null ? "unknown" : Long.toString(a.report().input().samples()),
                "the corpora differ in size (samples: %s)", reasons);
        var differing = new ArrayList<String>();
        for (String g : sharedGroups) {
            var counts = audits.stream().map(a -> counts(group(a.report(), g))).distinct().count();
            if (counts > 1) {
                differing.add("group " + quote(g) + " (" + audits.stream().map(a -> quote(a.name()) + ": "
                        + counts(group(a.report(), g))).collect(Collectors.joining("; ")) + ")");
            }
        }
        if (!differing.isEmpty()) {
            int shown = Math.min(SHOWN_GROUPS, differing.size());
            reasons.add("the corpora differ in samples, identities or pairs of " + String.join(", ",
                    differing.subList(0, shown)) + (differing.size() > shown ? " and " + (differing.size() - shown)
                    + " more groups" : "") + ": the audits did not see the same data");
        }
    }

    private static String counts(GroupReport g) {
        return g.samples() + " samples, " + g.identities() + " identities, " + g.genuinePairs() + " genuine and "
                + g.impostorPairs() + " impostor pairs";
    }

    static GroupReport group(AuditReport r, String name) {
        return r.groups().stream().filter(g -> Objects.equals(g.name(), name)).findFirst().orElseThrow();
    }

    private static String shown(boolean comparable, List<String> groups, List<Double> levels) {
        if (comparable) {
            return "every group and FAR level of the audits";
        }
        if (groups.isEmpty() || levels.isEmpty()) {
            return "no rates: the audits share no " + (groups.isEmpty() ? "group" : "FAR level");
        }
        return "the " + groups.size() + (groups.size() == 1 ? " group" : " groups") + " and " + levels.size()
                + (levels.size() == 1 ? " FAR level" : " FAR levels") + " every audit has, each model at its own "
                + "threshold; read the differences above before the rates";
    }

    static String quote(String s) {
        return "'" + s + "'";
    }
}
