package org.fairscore.jobs.mitigation;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.fairscore.core.mitigation.TrainingReport;
import org.fairscore.core.model.InvalidInputException;

/**
 * The saved module: {@code MODEL/module.json} (then {@code MODEL/_SUCCESS}), one JSON object:
 * {@code format} ("fairscore-cf-module"), {@code version} (1), {@code dimension} d, {@code hidden} (2d),
 * {@code reference}, {@code groupBy}, {@code w1} (hidden·d floats, row-major: W₁[i][j] at i·d + j), {@code b1},
 * {@code w2} (d·hidden, row-major), {@code b2}, and {@code training} (how it was trained). g(z) = z + W₂·ReLU(W₁z +
 * b₁) + b₂, applied to L2-normalised embeddings and renormalised. Floats are written in Java's shortest
 * round-trip form, so a module reads back bit for bit. JSON because it is readable anywhere (numpy:
 * {@code np.array(m["w1"], np.float32).reshape(hidden, d)}); a 512-d module is about 12 MB.
 */
public final class ModuleFile {
    public static final String FORMAT = "fairscore-cf-module";
    public static final String FILE = "module.json";
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    /** The file's content. */
    @JsonPropertyOrder({"format", "version", "dimension", "hidden", "reference", "groupBy", "w1", "b1", "w2", "b2",
            "training"})
    public record Saved(String format, int version, int dimension, int hidden, String reference,
                        List<String> groupBy, float[] w1, float[] b1, float[] w2, float[] b2,
                        TrainingReport training) {
        public FairnessModule module() {
            return new FairnessModule(dimension, hidden, w1, b1, w2, b2);
        }
    }

    private ModuleFile() {
    }

    public static String toJson(FairnessModule m, String reference, List<String> groupBy, TrainingReport t) {
        try {
            return MAPPER.writeValueAsString(new Saved(FORMAT, 1, m.dimension(), m.hidden(), reference, groupBy,
                    m.w1(), m.b1(), m.w2(), m.b2(), t));
        } catch (IOException e) {
            throw new IllegalStateException("cannot write the module", e);
        }
    }

    /** Reads MODEL/module.json (MODEL: the directory {@code mitigate} wrote, or its {@code model/} inside a report). */
    public static Saved read(Configuration conf, String model) {
        var candidates = new Path[] {new Path(model, FILE), new Path(new Path(model, "model"), FILE), new Path(model)};
        for (Path p : candidates) {
            try {
                var fs = p.getFileSystem(conf);
                if (fs.exists(p) && fs.getFileStatus(p).isFile()) {
                    try (var in = fs.open(p)) {
                        return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), p.toString());
                    }
                }
            } catch (IOException e) {
                throw new InvalidInputException(p + ": cannot read the module: " + e.getMessage());
            }
        }
        throw new InvalidInputException("--model " + model + ": no " + FILE + " there (write one with 'fairscore mitigate')");
    }

    static Saved parse(String json, String where) {
        Saved s;
        try {
            s = MAPPER.readValue(json, Saved.class);
        } catch (IOException e) {
            throw new InvalidInputException(where + ": not a module file: " + e.getMessage());
        }
        if (!FORMAT.equals(s.format()) || s.version() != 1) {
            throw new InvalidInputException(where + ": format must be " + FORMAT + " version 1, got " + s.format()
                    + " version " + s.version());
        }
        try {
            s.module();
        } catch (IllegalArgumentException e) {
            throw new InvalidInputException(where + ": " + e.getMessage());
        }
        return s;
    }
}
