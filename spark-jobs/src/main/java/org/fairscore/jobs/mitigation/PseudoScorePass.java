package org.fairscore.jobs.mitigation;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.fairscore.core.mitigation.PseudoScoreHistograms;
import org.fairscore.core.model.CorpusColumns;
import org.fairscore.core.model.PairKind;

/**
 * Pseudo-score distributions (CF eqs. 8–9), distributed like the audit's scores: the centroids of every group
 * (K × d floats, small) are broadcast, each task scores its rows against their own group's centroids and counts
 * the scores into {@link PseudoScoreHistograms}, which are tree-reduced. No pseudo-score is a row and none
 * reaches the driver. Memory per task: the broadcast centroids plus 2 × 512 KiB of counts per group it meets.
 * Cost: n · K_a · d multiply-adds (a plain dot-product loop: per row the work is one K_a × d mat-vec).
 */
public final class PseudoScorePass {
    private PseudoScorePass() {
    }

    public static PseudoScoreHistograms run(Dataset<Row> samples, Map<String, GroupCentroids> centroids) {
        var jsc = JavaSparkContext.fromSparkContext(samples.sparkSession().sparkContext());
        var shared = jsc.broadcast(centroids);
        return samples.select(CorpusColumns.GROUP, CorpusColumns.LABEL, CorpusColumns.EMBEDDING).javaRDD()
                .mapPartitions(it -> {
                    var out = PseudoScoreHistograms.empty();
                    var units = new HashMap<String, float[]>();
                    var indices = new HashMap<String, Map<String, Integer>>();
                    while (it.hasNext()) {
                        Row r = it.next();
                        String g = r.getString(0);
                        GroupCentroids c = shared.value().get(g);
                        if (c == null) {
                            continue; // a group of the corpus without centroids cannot happen: same corpus
                        }
                        float[] u = units.computeIfAbsent(g, k -> c.unitRows());
                        Integer own = indices.computeIfAbsent(g, k -> c.index()).get(r.getString(1));
                        List<Float> e = r.getList(2);
                        int d = c.dimension();
                        float[] x = new float[d];
                        for (int j = 0; j < d; j++) {
                            x[j] = e.get(j);
                        }
                        for (int k = 0; k < c.size(); k++) {
                            float s = 0;
                            for (int j = 0; j < d; j++) {
                                s += x[j] * u[k * d + j];
                            }
                            out.add(g, own != null && own == k ? PairKind.GENUINE : PairKind.IMPOSTOR, s);
                        }
                    }
                    return List.of(out).iterator();
                })
                .treeReduce(PseudoScoreHistograms::merge, 2);
    }
}
