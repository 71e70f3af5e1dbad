package org.fairscore.prep.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A CSV corpus with three attributes (race, gender, age) for regrouping and bins: eight samples of five identities,
 * d = 2, by hand. race A: p1 ×2, p2 ×2 (genuine 2, impostor 4); race B: p3 ×2, p4, p5
 * (genuine 1, impostor 5). gender F: p1 ×2, p3 ×2 (genuine 2, impostor 4); gender M: p2 ×2, p4, p5 (genuine 1,
 * impostor 5). Bands of age at 0, 18, 30, 60: [0,18) s1 p1, s7 p4 (genuine 0, impostor 1); [18,30) s2 p1, s3 p2,
 * s8 p5 (0, 3); [30,60) s4 p2, s5 p3, s6 p3 (1, 2).
 */
public final class AttributeCorpus {
    public static final String HEADER = "sample_id,label,race,gender,age,e0,e1";
    public static final List<String> ROWS = List.of(
            "s1,p1,A,F,17,1,0",
            "s2,p1,A,F,18,1,0.1",
            "s3,p2,A,M,25,0,1",
            "s4,p2,A,M,30,0.1,1",
            "s5,p3,B,F,45,1,1",
            "s6,p3,B,F,59.5,1,0.9",
            "s7,p4,B,M,0,-1,0",
            "s8,p5,B,M,29.99,0,-1");

    private AttributeCorpus() {
    }

    /** The corpus with data row {@code row} (1-based) replaced, when given. */
    public static String write(Path dir, String name, int row, String replacement) {
        var lines = new StringBuilder(HEADER).append('\n');
        for (int i = 0; i < ROWS.size(); i++) {
            lines.append(i + 1 == row ? replacement : ROWS.get(i)).append('\n');
        }
        var path = dir.resolve(name);
        try {
            Files.writeString(path, lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return path.toString();
    }

    public static String write(Path dir, String name) {
        return write(dir, name, 0, null);
    }
}
