package org.fairscore.core.verification;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Every differential of docs/design.md ("Differentials") at one threshold.
 *
 * @param bfar                max_a FAR_a / geometric-mean_a FAR_a (CF paper; NIST's max/geomean)
 * @param bfrr                the same for FRR
 * @param farMaxMinRatio      max_a FAR_a / min_a FAR_a
 * @param frrMaxMinRatio      max_a FRR_a / min_a FRR_a
 * @param farMaxMinDifference max_a FAR_a − min_a FAR_a
 * @param frrMaxMinDifference max_a FRR_a − min_a FRR_a
 * @param fdr                 1 − (w·A + (1−w)·B), A and B the largest pairwise FAR and FRR differences
 *                            (de Freitas Pereira &amp; Marcel)
 * @param inequityRate        (maxFAR/minFAR)^w · (maxFRR/minFRR)^(1−w)
 * @param garbe               w·Gini(FAR_a) + (1−w)·Gini(FRR_a)
 */
public record DifferentialSet(MetricValue bfar, MetricValue bfrr, MetricValue farMaxMinRatio,
                              MetricValue frrMaxMinRatio, MetricValue farMaxMinDifference,
                              MetricValue frrMaxMinDifference, MetricValue fdr, MetricValue inequityRate,
                              MetricValue garbe) {

    /** Name → value, in a stable order, for reports. */
    public Map<String, MetricValue> asMap() {
        var m = new LinkedHashMap<String, MetricValue>();
        m.put("bfar", bfar);
        m.put("bfrr", bfrr);
        m.put("farMaxMinRatio", farMaxMinRatio);
        m.put("frrMaxMinRatio", frrMaxMinRatio);
        m.put("farMaxMinDifference", farMaxMinDifference);
        m.put("frrMaxMinDifference", frrMaxMinDifference);
        m.put("fdr", fdr);
        m.put("inequityRate", inequityRate);
        m.put("garbe", garbe);
        return m;
    }
}
