package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

class GemmProbeTest {

    @Test
    void theKernelIsTheOneOpenblasCoretypeNamesElseOpenblasOwnChoice() {
        assertEquals("Haswell (OPENBLAS_CORETYPE)", GemmProbe.kernelChoice(Map.of("OPENBLAS_CORETYPE", "Haswell")));
        assertEquals("OpenBLAS's own choice (OPENBLAS_CORETYPE unset)", GemmProbe.kernelChoice(Map.of()));
        // OpenBLAS ignores an empty value, as if unset
        assertEquals("OpenBLAS's own choice (OPENBLAS_CORETYPE unset)",
                GemmProbe.kernelChoice(Map.of("OPENBLAS_CORETYPE", "")));
    }
}
