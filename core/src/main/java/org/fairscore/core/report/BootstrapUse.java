package org.fairscore.core.report;

import java.util.Objects;
import org.fairscore.core.verification.OperatingPoint;

/**
 * Whether the identity bootstrap ran for a report: some group has a bootstrap interval, or some differential counts
 * its replicates or says why it has no interval. report.json has no flag of its own for it.
 */
final class BootstrapUse {
    private BootstrapUse() {
    }

    static boolean ran(AuditReport r) {
        if (r.operatingPoints() == null) {
            return false;
        }
        for (OperatingPoint op : r.operatingPoints()) {
            if (op.perGroup() != null && op.perGroup().values().stream()
                    .anyMatch(g -> g.farBootstrap() != null || g.frrBootstrap() != null)) {
                return true;
            }
            if (op.differentials() != null && op.differentials().values().stream().filter(Objects::nonNull)
                    .anyMatch(d -> d.interval() != null || d.undefinedReplicates() != null
                            || d.intervalUndefinedReason() != null)) {
                return true;
            }
        }
        return false;
    }
}
