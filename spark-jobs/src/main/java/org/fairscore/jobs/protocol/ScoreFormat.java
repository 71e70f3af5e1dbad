package org.fairscore.jobs.protocol;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.fairscore.core.model.InvalidInputException;

/**
 * Layouts of a score file. {@code table}: CSV or Parquet with named columns. The {@code bob-*} formats are
 * bob.measure's white-space separated text files: 2 columns {@code label score} (label 1 genuine, −1
 * impostor); 4 columns {@code claimed_id real_id test_label score}; 5 columns
 * {@code claimed_id model_label real_id test_label score} (genuine iff claimed_id = real_id).
 */
public enum ScoreFormat {
    TABLE("table", 0, List.of()),
    BOB_2COL("bob-2col", 2, List.of("label", "score")),
    BOB_4COL("bob-4col", 4, List.of("claimed_id", "real_id", "test_label", "score")),
    BOB_5COL("bob-5col", 5, List.of("claimed_id", "model_label", "real_id", "test_label", "score"));

    private final String cliName;
    private final int fields;
    private final List<String> fieldNames;

    ScoreFormat(String cliName, int fields, List<String> fieldNames) {
        this.cliName = cliName;
        this.fields = fields;
        this.fieldNames = fieldNames;
    }

    public String cliName() {
        return cliName;
    }

    int fields() {
        return fields;
    }

    /** How a message names field i of a bob format: "claimed_id (field 1)". */
    String fieldName(int i) {
        return fieldNames.get(i) + " (field " + (i + 1) + ")";
    }

    /** The fields in order, as a message lists them: "claimed_id real_id test_label score". */
    String fieldList() {
        return String.join(" ", fieldNames);
    }

    /** Whether the rows name the subjects (identities) of both sides, so a subject-metadata file can give groups. */
    boolean namesSubjects() {
        return this == BOB_4COL || this == BOB_5COL;
    }

    public static ScoreFormat parse(String text, String key) {
        for (var f : values()) {
            if (f.cliName.equals(text)) {
                return f;
            }
        }
        throw new InvalidInputException(key + ": unknown score format '" + text + "'; expected one of "
                + Arrays.stream(values()).map(ScoreFormat::cliName).collect(Collectors.joining(", ")));
    }
}
