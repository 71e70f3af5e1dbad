package org.fairscore.core.report;

import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.association.AssociationReport;
import org.fairscore.core.association.WeatResult;

/**
 * An association report's headline: per WEAT/FEAT test, in config order, its effect size and permutation p-value (the
 * two numbers its table leads with), at most {@value #MAX_TESTS} tests, then how many more. The gender directions are
 * left to their table: a polarity per item is no one number.
 */
final class AssociationSentences {
    static final int MAX_TESTS = 4;

    private AssociationSentences() {
    }

    static List<HeadlineStatement> of(AssociationReport a) {
        var out = new ArrayList<HeadlineStatement>();
        var tests = a.tests() == null ? List.<WeatResult>of() : a.tests();
        for (int i = 0; i < Math.min(tests.size(), MAX_TESTS); i++) {
            var t = tests.get(i);
            var b = new HeadlineStatement.Builder(HeadlineStatement.Topic.FAMILY).text("Association test ").test(t.name())
                    .text(": effect size ");
            if (t.effectSize() == null) {
                b.text("undefined (the table says why)");
            } else {
                b.figure(t.effectSize(), HeadlinePart.Form.VALUE, HeadlinePart.Target.ASSOCIATION);
            }
            b.text(", permutation p-value ").figure(t.pValue(), HeadlinePart.Form.VALUE, HeadlinePart.Target.ASSOCIATION)
                    .text(" (alternative " + alternative(t.alternative()) + ", ")
                    .figure(t.permutations(), HeadlinePart.Form.COUNT, HeadlinePart.Target.ASSOCIATION)
                    .text(t.exact() ? " partitions: exact)." : " random partitions).");
            out.add(b.build());
        }
        if (tests.size() > MAX_TESTS) {
            out.add(new HeadlineStatement.Builder(HeadlineStatement.Topic.FAMILY).text("And ")
                    .figure(tests.size() - MAX_TESTS, HeadlinePart.Form.COUNT, HeadlinePart.Target.ASSOCIATION)
                    .text(" more tests in the table.").build());
        }
        return out;
    }

    /** The alternative as report.json writes it, kept to its known words (it is the headline's own text). */
    private static String alternative(String a) {
        return switch (a == null ? "" : a) {
            case "greater", "less", "two-sided" -> a;
            default -> "as in the table";
        };
    }
}
