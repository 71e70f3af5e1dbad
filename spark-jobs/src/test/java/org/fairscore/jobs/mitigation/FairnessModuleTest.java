package org.fairscore.jobs.mitigation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.fairscore.core.model.InvalidInputException;
import org.junit.jupiter.api.Test;
import org.nd4j.linalg.api.buffer.DataType;
import org.nd4j.linalg.factory.Nd4j;

class FairnessModuleTest {
    private static float[] unitRows(SplittableRandom rng, int n, int d) {
        float[] x = new float[n * d];
        for (int i = 0; i < n; i++) {
            double s = 0;
            double[] v = new double[d];
            for (int j = 0; j < d; j++) {
                v[j] = rng.nextGaussian();
                s += v[j] * v[j];
            }
            for (int j = 0; j < d; j++) {
                x[i * d + j] = (float) (v[j] / Math.sqrt(s));
            }
        }
        return x;
    }

    @Test
    void identityModuleReproducesItsInputBitForBitThroughApplysNormalisation() {
        int n = 300;
        int d = 24;
        float[] x = unitRows(new SplittableRandom(2), n, d);
        var module = FairnessModule.identity(d, 9);
        float[] h = FairnessModule.forward(module.params(DataType.FLOAT), Nd4j.create(x, new long[] {n, d}, 'c'))
                .dup('c').data().asFloat();
        assertArrayEquals(x, h); // exact: z + 0
        for (int i = 0; i < n; i++) {
            float[] row = java.util.Arrays.copyOfRange(x, i * d, (i + 1) * d);
            assertArrayEquals(row, ModuleTransform.normalised(h, i * d, d));
        }
    }

    @Test
    void nonUnitOutputIsRenormalised() {
        float[] h = {3f, 4f};
        assertArrayEquals(new float[] {0.6f, 0.8f}, ModuleTransform.normalised(h, 0, 2));
    }

    @Test
    void moduleFileRoundTripsEveryBit() {
        var m = FairnessModule.identity(5, 3);
        var rng = new SplittableRandom(4);
        for (int i = 0; i < m.w2().length; i++) {
            m.w2()[i] = (float) rng.nextGaussian() * 1e-7f; // tiny values: shortest-form floats must still round-trip
        }
        var back = ModuleFile.parse(ModuleFile.toJson(m, "A", java.util.List.of("race"), null), "test").module();
        assertArrayEquals(m.w1(), back.w1());
        assertArrayEquals(m.b1(), back.b1());
        assertArrayEquals(m.w2(), back.w2());
        assertArrayEquals(m.b2(), back.b2());
        assertEquals(2 * 5 * 10 + 10 + 5, m.parameters());
    }

    @Test
    void badModuleFilesAreRejectedWithTheirName() {
        var e = assertThrows(InvalidInputException.class, () -> ModuleFile.parse("{\"format\": \"other\", \"version\": 1}", "m.json"));
        assertTrue(e.getMessage().startsWith("m.json: format must be fairscore-cf-module"), e.getMessage());
        var json = ModuleFile.toJson(FairnessModule.identity(2, 1), "A", java.util.List.of(), null)
                .replace("\"dimension\" : 2", "\"dimension\" : 3");
        var shapes = assertThrows(InvalidInputException.class, () -> ModuleFile.parse(json, "m.json"));
        assertTrue(shapes.getMessage().contains("shapes"), shapes.getMessage());
    }
}
