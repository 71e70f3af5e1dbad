package org.fairscore.core.gates;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.fairscore.core.verification.DifferentialSet;
import org.fairscore.core.verification.MetricValue;
import org.junit.jupiter.api.Test;

class GateMetricTest {

    @Test
    void differentialGatesCoverExactlyTheReportsDifferentials() {
        var v = MetricValue.of(1);
        var reported = new DifferentialSet(v, v, v, v, v, v, v, v, v).asMap().keySet();
        var gated = Arrays.stream(GateMetric.values()).filter(m -> m.kind() == GateMetric.Kind.DIFFERENTIAL)
                .map(GateMetric::key).toList();
        assertEquals(reported.stream().toList(), gated);
    }
}
