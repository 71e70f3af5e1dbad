package org.fairscore.jobs.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.fairscore.jobs.scoring.GemmProbe;
import org.junit.jupiter.api.Test;

class PeerBenchBlasLineTest {
    private static final String UNSET = "OpenBLAS: OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE unset for every command, so "
            + "that each picks the kernel for this CPU (numpy's OpenBLAS by itself, bin/fairscore by "
            + "bin/openblas-coretype)";

    @Test
    void namesWhatTheEnvironmentSetAndDidNotPassOn() {
        assertEquals(UNSET, PeerBench.blasLine(Map.of()));
        assertEquals(UNSET + "; this environment's OPENBLAS_CORETYPE=Haswell, OPENBLAS_L2_SIZE=512 not passed on",
                PeerBench.blasLine(Map.of("OPENBLAS_CORETYPE", "Haswell", "OPENBLAS_L2_SIZE", "512")));
    }

    @Test
    void theLaunchersOwnChoiceIsNotTheEnvironments() {
        // bin/fairscore set OPENBLAS_CORETYPE for the bench's own JVM on a machine whose environment had none
        var line = PeerBench.blasLine(Map.of("OPENBLAS_CORETYPE", "SkylakeX", GemmProbe.LAUNCHER_CHOICE, "SkylakeX"));

        assertEquals(UNSET, line);
        assertTrue(PeerBench.blasLine(Map.of("OPENBLAS_CORETYPE", "Haswell", GemmProbe.LAUNCHER_CHOICE, "SkylakeX"))
                .endsWith("this environment's OPENBLAS_CORETYPE=Haswell not passed on"));
    }
}
