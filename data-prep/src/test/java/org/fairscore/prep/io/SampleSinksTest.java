package org.fairscore.prep.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.fairscore.prep.ingest.NpyHeader;
import org.fairscore.prep.ingest.SourceFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SampleSinksTest {
    @Test
    void npyShapeIsPatchedAtCloseAndDataStartOn64ByteBoundary(@TempDir Path dir) throws Exception {
        var npy = dir.resolve("x.npy").toString();
        try (var sink = SampleSinks.open("npy", npy, "id", "label", List.of("g"), 2)) {
            for (int i = 0; i < 5; i++) {
                sink.write("s" + i, "l", List.of("G"), new float[] {i, -i});
            }
        }

        var header = NpyHeader.read(new Configuration(), new SourceFile("file:" + npy, npy));

        assertEquals(new NpyHeader(128, 4, 5, 2), header);
        assertEquals(128 + 5 * 2 * 4, Files.size(Path.of(npy)));
        assertEquals(List.of("id,label,g", "s0,l,G", "s1,l,G", "s2,l,G", "s3,l,G", "s4,l,G"),
                Files.readAllLines(Path.of(SampleSinks.metadataPathOf(npy))));
    }

    @Test
    void csvFloatsRoundTripExactly(@TempDir Path dir) throws Exception {
        var csv = dir.resolve("x.csv").toString();
        float awkward = Math.nextUp(0.1f);
        try (var sink = SampleSinks.open("csv", csv, "id", "label", List.of("g"), 2)) {
            sink.write("s,1", null, List.of("G"), new float[] {awkward, -3.4028235e38f});
        }

        var lines = Files.readAllLines(Path.of(csv));

        assertEquals("id,label,g,e0,e1", lines.get(0));
        var cells = lines.get(1).split(",");
        assertEquals(awkward, Float.parseFloat(cells[cells.length - 2]));
        assertEquals(-3.4028235e38f, Float.parseFloat(cells[cells.length - 1]));
        assertEquals("\"s,1\"", lines.get(1).substring(0, 5));
    }

    @Test
    void aWrongDimensionIsRefusedAtWrite(@TempDir Path dir) {
        try (var sink = SampleSinks.open("arrow", dir.resolve("x.arrow").toString(), "id", "label", List.of("g"), 3)) {
            assertThrows(IllegalArgumentException.class, () -> sink.write("s", "l", List.of("G"), new float[2]));
        }
    }
}
