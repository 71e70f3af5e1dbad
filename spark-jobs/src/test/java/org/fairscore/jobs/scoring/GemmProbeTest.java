package org.fairscore.jobs.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

class GemmProbeTest {

    @Test
    void theKernelIsTheOneOpenblasCoretypeNamesElseOpenblasOwnChoice() {
        assertEquals("Haswell (OPENBLAS_CORETYPE from the environment)",
                GemmProbe.kernelChoice(Map.of("OPENBLAS_CORETYPE", "Haswell")));
        assertEquals("SkylakeX (bin/fairscore's choice for this CPU)", GemmProbe.kernelChoice(
                Map.of("OPENBLAS_CORETYPE", "SkylakeX", GemmProbe.LAUNCHER_CHOICE, "SkylakeX")));
        // a marker left by another launcher for another value: the value is the environment's
        assertEquals("Haswell (OPENBLAS_CORETYPE from the environment)", GemmProbe.kernelChoice(
                Map.of("OPENBLAS_CORETYPE", "Haswell", GemmProbe.LAUNCHER_CHOICE, "SkylakeX")));
        assertEquals("OpenBLAS's own choice (OPENBLAS_CORETYPE unset)", GemmProbe.kernelChoice(Map.of()));
        // OpenBLAS ignores an empty value, as if unset
        assertEquals("OpenBLAS's own choice (OPENBLAS_CORETYPE unset)",
                GemmProbe.kernelChoice(Map.of("OPENBLAS_CORETYPE", "")));
    }
}
