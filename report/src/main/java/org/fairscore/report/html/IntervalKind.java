package org.fairscore.report.html;

import java.util.List;
import java.util.function.Function;
import org.fairscore.core.verification.GroupRates;
import org.fairscore.core.verification.Interval;

/**
 * One kind of per-group confidence interval the report shows beside each rate: how to read it from
 * {@link GroupRates}, its name, and how its whisker is drawn. Kinds are drawn side by side (one whisker
 * each, slightly offset) and get one column each in the tables, so a reader sees how much the identity
 * bootstrap widens Clopper–Pearson.
 *
 * <p>Adding a kind is one entry in {@link #ALL}, as {@link #IDENTITY_BOOTSTRAP} was. A kind whose interval
 * is null for a group (no pairs of the kind, or not computed for this report) is skipped for that group.
 *
 * @param label     shown in legends and table headers
 * @param far       the FAR interval of a group, or null
 * @param frr       the FRR interval of a group, or null
 * @param cssClass  class of its whiskers in the SVG (colour and dash are in the style sheet)
 */
record IntervalKind(String label, Function<GroupRates, Interval> far, Function<GroupRates, Interval> frr,
                    String cssClass) {

    static final IntervalKind CLOPPER_PEARSON = new IntervalKind("Clopper–Pearson", GroupRates::farInterval,
            GroupRates::frrInterval, "ci-cp");

    /** The identity bootstrap ({@link org.fairscore.core.bootstrap.IdentityBootstrap}); null until computed. */
    static final IntervalKind IDENTITY_BOOTSTRAP = new IntervalKind("identity bootstrap", GroupRates::farBootstrap,
            GroupRates::frrBootstrap, "ci-boot");

    /** Every kind, in drawing order. */
    static final List<IntervalKind> ALL = List.of(CLOPPER_PEARSON, IDENTITY_BOOTSTRAP);
}
