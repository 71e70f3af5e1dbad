package org.fairscore.jobs.protocol;

import java.io.Serializable;
import java.util.Locale;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * Turns one raw score-file row (strings, from {@link TableReader} or {@link BobTextReader}) into a parsed
 * comparison, or names what is wrong with it (column and reason); a record the reader could not read keeps the
 * reader's reject. A NaN, empty or missing score is a failure to acquire (score null), never an error; anything
 * else that is not a finite number is an error.
 */
final class ScoreRowParser implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Order of the table format's raw columns c0 … c7. */
    static final int SCORE = 0;
    static final int GENUINE = 1;
    static final int LABEL_A = 2;
    static final int LABEL_B = 3;
    static final int GROUP_A = 4;
    static final int GROUP_B = 5;
    static final int SAMPLE_A = 6;
    static final int SAMPLE_B = 7;

    static final StructType PARSED = new StructType()
            .add(RowErrors.FILE, DataTypes.StringType, false)
            .add(RowErrors.ROW, DataTypes.LongType, false)
            .add(RowErrors.COLUMN, DataTypes.StringType, true)
            .add(RowErrors.ERROR, DataTypes.StringType, true)
            .add("group_a", DataTypes.StringType, true)
            .add("group_b", DataTypes.StringType, true)
            .add(Comparisons.GENUINE, DataTypes.BooleanType, true)
            .add(Comparisons.SCORE, DataTypes.FloatType, true)
            .add(Comparisons.SAMPLE_A, DataTypes.StringType, true)
            .add(Comparisons.SAMPLE_B, DataTypes.StringType, true)
            .add(Comparisons.LABEL_A, DataTypes.StringType, true)
            .add(Comparisons.LABEL_B, DataTypes.StringType, true);

    private final ScoreFileSpec spec;
    private final boolean hasGenuine;
    private final boolean hasLabels;
    private final boolean hasGroups;

    /** @param present for a table: which of its optional columns the file has (by raw index) */
    ScoreRowParser(ScoreFileSpec spec, boolean[] present) {
        this.spec = spec;
        boolean table = spec.format() == ScoreFormat.TABLE;
        this.hasGenuine = table && present[GENUINE];
        this.hasLabels = table && present[LABEL_A] && present[LABEL_B];
        this.hasGroups = table && present[GROUP_A] && present[GROUP_B];
    }

    /** Thrown inside {@link #parse} for one bad cell; becomes the row's error. */
    private static final class Bad extends Exception {
        private static final long serialVersionUID = 1L;
        final String column;

        Bad(String column, String reason) {
            super(reason, null, false, false);
            this.column = column;
        }
    }

    Row parse(Row raw) {
        String file = raw.getString(0);
        long row = raw.getLong(1);
        if (TableReader.rejectReason(raw) != null) { // the reader could not read the record: pass its reject on
            return error(file, row, TableReader.rejectColumn(raw), TableReader.rejectReason(raw));
        }
        try {
            return spec.format() == ScoreFormat.TABLE ? table(file, row, raw) : bob(file, row, raw);
        } catch (Bad b) {
            return error(file, row, b.column, b.getMessage());
        }
    }

    private static Row error(String file, long row, String column, String reason) {
        return RowFactory.create(file, row, column, reason, null, null, null, null, null, null, null, null);
    }

    private static String cell(Row raw, int i) {
        return raw.isNullAt(2 + i) ? null : raw.getString(2 + i);
    }

    private Row table(String file, long row, Row raw) throws Bad {
        Float score = score(cell(raw, SCORE), spec.scoreCol());
        String la = cell(raw, LABEL_A);
        String lb = cell(raw, LABEL_B);
        Boolean genuine = null;
        if (hasGenuine) {
            genuine = flag(cell(raw, GENUINE), spec.genuineCol());
        }
        if (hasLabels) {
            require(la, spec.labelCols().get(0), "missing label");
            require(lb, spec.labelCols().get(1), "missing label");
            boolean same = la.equals(lb);
            if (genuine != null && genuine != same) {
                throw new Bad(spec.genuineCol(), "declared " + (genuine ? "genuine" : "impostor") + " but the labels '"
                        + la + "' and '" + lb + "' are " + (same ? "the same" : "different"));
            }
            genuine = same;
        }
        String ga = null;
        String gb = null;
        if (hasGroups) {
            ga = require(cell(raw, GROUP_A), spec.groupCols().get(0), "missing group");
            gb = require(cell(raw, GROUP_B), spec.groupCols().get(1), "missing group");
        } else if (spec.metadata() == null) {
            ga = ComparisonGroups.ALL;
            gb = ComparisonGroups.ALL;
        }
        return RowFactory.create(file, row, null, null, ga, gb, genuine, score, cell(raw, SAMPLE_A), cell(raw, SAMPLE_B),
                la, lb);
    }

    private Row bob(String file, long row, Row raw) throws Bad {
        var f = spec.format(); // the field count is checked by BobLine
        String all = spec.metadata() == null ? ComparisonGroups.ALL : null;
        if (f == ScoreFormat.BOB_2COL) {
            String label = cell(raw, 0);
            boolean genuine;
            if ("1".equals(label)) {
                genuine = true;
            } else if ("-1".equals(label)) {
                genuine = false;
            } else {
                throw new Bad(f.fieldName(0), "label must be 1 (genuine) or -1 (impostor), got '" + label + "'");
            }
            return RowFactory.create(file, row, null, null, all, all, genuine, score(cell(raw, 1), f.fieldName(1)),
                    null, null, null, null);
        }
        boolean five = f == ScoreFormat.BOB_5COL;
        String claimed = cell(raw, 0);
        String model = five ? cell(raw, 1) : null;
        String real = cell(raw, five ? 2 : 1);
        String test = cell(raw, five ? 3 : 2);
        Float score = score(cell(raw, f.fields() - 1), f.fieldName(f.fields() - 1));
        return RowFactory.create(file, row, null, null, all, all, claimed.equals(real), score, model, test, claimed, real);
    }

    private static String require(String v, String column, String reason) throws Bad {
        if (v == null || v.isBlank()) {
            throw new Bad(column, reason);
        }
        return v;
    }

    private Float score(String text, String column) throws Bad {
        if (text == null || text.isBlank() || text.strip().equalsIgnoreCase("nan")) {
            return null; // failure to acquire
        }
        String t = text.strip();
        double v;
        try {
            if (!t.matches("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?")) {
                throw new NumberFormatException();
            }
            v = Double.parseDouble(t);
        } catch (NumberFormatException e) {
            throw new Bad(column, "malformed score '" + text + "' (a number, or NaN/empty for a failure to acquire)");
        }
        float s = (float) v;
        if (Float.isInfinite(s)) { // "inf" is refused by the pattern above; this is a number past ±3.4e38
            throw new Bad(column, "score '" + text + "' is out of the float32 range (|s| <= 3.4028235e38)");
        }
        // any finite float32 is a score: counts and moments are exact on every scale (ScoreSums)
        return spec.distance() ? -s + 0.0f : s; // + 0.0f: −0.0 would be a distinct bit pattern, not a distinct score
    }

    private static Boolean flag(String text, String column) throws Bad {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        return switch (t) {
            case "1", "true", "genuine", "yes" -> true;
            case "0", "-1", "false", "impostor", "no" -> false;
            default -> throw new Bad(column, "genuine flag must be 1/0, true/false or genuine/impostor, got '"
                    + (text == null ? "" : text) + "'");
        };
    }
}
