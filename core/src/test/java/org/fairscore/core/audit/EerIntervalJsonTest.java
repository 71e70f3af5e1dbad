package org.fairscore.core.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import org.fairscore.core.report.ReportJson;
import org.fairscore.core.verification.EerInterval;
import org.fairscore.core.verification.GroupReport;
import org.junit.jupiter.api.Test;

/** report.json's {@code eerInterval} and {@code sampledImpostorPairs}: beside the EER and the pair count, read back. */
class EerIntervalJsonTest {

    @Test
    void eerIntervalSitsAfterTheEerThresholdAndRoundTrips() throws Exception {
        var report = ReportJsonTest.report();
        var groups = new ArrayList<GroupReport>();
        for (var g : report.groups()) {
            groups.add(g.name().equals("A")
                    ? g.withEerInterval(new EerInterval(0.01, 0.03, "identity-bootstrap", 200, 2, true, null))
                    : g.withEerInterval(new EerInterval(null, null, "identity-bootstrap", 200, 0, null, "no pairs")));
        }
        String json = ReportJson.write(report.toBuilder().groups(groups).build());
        assertEquals(json, ReportJson.write(ReportJson.read(json)));
        var a = new ObjectMapper().readTree(json).get("groups").get(0);
        var names = new ArrayList<String>();
        a.fieldNames().forEachRemaining(names::add);
        assertEquals(names.indexOf("eerThreshold") + 1, names.indexOf("eerInterval"), names.toString());
        assertFalse(names.contains("sampledImpostorPairs"), "absent when every pair was scored");
        var interval = a.get("eerInterval");
        assertEquals(0.01, interval.get("lower").asDouble());
        assertEquals(2, interval.get("undefinedReplicates").asInt());
        assertFalse(interval.has("defined"));
        var b = new ObjectMapper().readTree(json).get("groups").get(1).get("eerInterval");
        assertTrue(b.get("lower").isNull());
        assertEquals("no pairs", b.get("undefinedReason").asText());
    }

    @Test
    void boundsAndReasonExcludeEachOther() {
        assertThrows(IllegalArgumentException.class,
                () -> new EerInterval(0.1, 0.2, "m", 10, 0, true, "why"));
        assertThrows(IllegalArgumentException.class,
                () -> new EerInterval(null, null, "m", 10, 0, null, null));
        assertThrows(IllegalArgumentException.class,
                () -> new EerInterval(0.1, null, "m", 10, 0, null, null));
    }
}
