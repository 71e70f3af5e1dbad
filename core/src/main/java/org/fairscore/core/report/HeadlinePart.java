package org.fairscore.core.report;

import java.util.Objects;

/**
 * One piece of a {@link HeadlineStatement}: wording of the headline's own ({@link Text}), a string from the report's
 * data ({@link Name}: a group name or a gate as configured, which every renderer escapes for its medium), or a number
 * ({@link Figure}) that each renderer formats in its own way (report.html as its tables do, text as
 * {@link ValueText}) and report.html links to the table it comes from.
 */
public sealed interface HeadlinePart {

    /** Hands this part to the renderer's method for its kind. */
    void renderTo(Renderer r);

    /** What a medium does with each kind of part (Java 17 has no pattern switch over the sealed kinds). */
    interface Renderer {
        void text(String wording);

        void name(Name name);

        void figure(Figure figure);
    }

    /** Wording written by {@link Headline}: never report data, so a renderer may set it as it is. */
    record Text(String text) implements HeadlinePart {
        public Text {
            Objects.requireNonNull(text, "text");
        }

        @Override
        public void renderTo(Renderer r) {
            r.text(text);
        }
    }

    /** A string from the report: a group name, a gate expression or a test's name; the renderer escapes it. */
    record Name(String name, Role role) implements HeadlinePart {
        public Name {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(role, "role");
        }

        @Override
        public void renderTo(Renderer r) {
            r.name(this);
        }

        /** What the string names, for the renderer's styling. */
        public enum Role {
            GROUP,
            GATE,
            /** An association test's name, as its sets file gives it. */
            TEST
        }
    }

    /**
     * A number of the report and where it is tabulated.
     *
     * @param value  the number (a count is held exactly: counts stay far below 2⁵³)
     * @param form   how it reads
     * @param target the table it comes from
     * @param level  the index of the operating point (in the report's {@code operatingPoints}) for
     *               {@link Target#OPERATING_POINT}; −1 otherwise
     */
    record Figure(double value, Form form, Target target, int level) implements HeadlinePart {
        public Figure {
            Objects.requireNonNull(form, "form");
            Objects.requireNonNull(target, "target");
            if ((target == Target.OPERATING_POINT) != (level >= 0)) {
                throw new IllegalArgumentException("an operating point's figure needs its level index, no other: "
                        + target + " at " + level);
            }
        }

        @Override
        public void renderTo(Renderer r) {
            r.figure(this);
        }
    }

    /** How a figure reads. */
    enum Form {
        /** A FAR level α ("1e-4"). */
        LEVEL,
        /** A threshold, on the report's score scale. */
        SCORE,
        /** An error rate. */
        RATE,
        /** A ratio of two rates, written with "×". */
        RATIO,
        /** A number of pairs, rows, identities or gates. */
        COUNT,
        /** Any other reported value (a gate's): {@link ValueText} everywhere, as the gates table writes it. */
        VALUE
    }

    /** The table a figure comes from (report.html links the figure to it). */
    enum Target {
        /** The per-group rates at one operating point. */
        OPERATING_POINT,
        /** The differentials at each operating point (the ratios and their intervals). */
        DIFFERENTIALS,
        /** The gates table. */
        GATES,
        /** The warnings list. */
        WARNINGS,
        /** The association tests' table. */
        ASSOCIATION
    }
}
