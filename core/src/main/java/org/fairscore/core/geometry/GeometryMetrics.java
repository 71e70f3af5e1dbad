package org.fairscore.core.geometry;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The per-group geometry metrics a report shows, by their report.json name, in page order: recall@k only when k is
 * not 1, NMI only when it was computed. report.html and report.md both read it, so they show the same rows.
 */
public final class GeometryMetrics {
    private GeometryMetrics() {
    }

    public static Map<String, Function<GroupGeometry, GeometryValue>> shown(GeometryReport g) {
        var m = new LinkedHashMap<String, Function<GroupGeometry, GeometryValue>>();
        m.put("recallAt1", GroupGeometry::recallAt1);
        if (g.settings().k() != 1) {
            m.put("recallAtK", GroupGeometry::recallAtK);
        }
        if (g.settings().nmi()) {
            m.put("nmi", GroupGeometry::nmi);
        }
        m.put("alignmentPositive", GroupGeometry::alignmentPositive);
        m.put("alignmentNegative", GroupGeometry::alignmentNegative);
        m.put("uniformityKL", GroupGeometry::uniformityKL);
        m.put("rbfUniformity", GroupGeometry::rbfUniformity);
        m.put("silhouette", GroupGeometry::silhouette);
        return m;
    }
}
