package org.fairscore.core.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * One sentence of the {@link Headline}: what it is about and its parts in reading order. Renderers join the parts
 * without adding spaces (the wording carries its own).
 */
public record HeadlineStatement(Topic topic, List<HeadlinePart> parts) {

    public HeadlineStatement {
        Objects.requireNonNull(topic, "topic");
        parts = List.copyOf(parts);
    }

    /** What a statement is about, in the order the headline gives them. */
    public enum Topic {
        /** The reading of the report as a whole (a mitigation's "after the module"). */
        CONTEXT,
        /** The worst/best group ratios of FAR and FRR at one FAR level. */
        LEVEL,
        /** That no interval is given, and why. */
        INTERVALS,
        /** A family's main numbers, for a report without a verification audit (an association test's effect size). */
        FAMILY,
        /** The gate verdicts. */
        GATES,
        /** A warning that changes how the numbers read. */
        CAVEAT
    }

    /** The statement as plain text with the numbers in {@link ValueText}'s form and names as they are (for tests, logs). */
    public String plain() {
        return text(HeadlinePart.Name::name);
    }

    /**
     * The statement as text: wording as it is, numbers in {@link HeadlineNumbers}' text form, each name as
     * {@code nameText} writes it (the one thing the text renderings differ in: escaped for a terminal or Markdown).
     */
    public String text(Function<HeadlinePart.Name, String> nameText) {
        var sb = new StringBuilder();
        var renderer = new HeadlinePart.Renderer() {
            @Override
            public void text(String wording) {
                sb.append(wording);
            }

            @Override
            public void name(HeadlinePart.Name name) {
                sb.append(nameText.apply(name));
            }

            @Override
            public void figure(HeadlinePart.Figure figure) {
                sb.append(HeadlineNumbers.text(figure));
            }
        };
        parts.forEach(p -> p.renderTo(renderer));
        return sb.toString();
    }

    /** Collects a statement's parts. */
    static final class Builder {
        private final Topic topic;
        private final List<HeadlinePart> parts = new ArrayList<>();

        Builder(Topic topic) {
            this.topic = topic;
        }

        Builder text(String s) {
            parts.add(new HeadlinePart.Text(s));
            return this;
        }

        Builder group(String name) {
            parts.add(new HeadlinePart.Name(name, HeadlinePart.Name.Role.GROUP));
            return this;
        }

        Builder gate(String gate) {
            parts.add(new HeadlinePart.Name(gate, HeadlinePart.Name.Role.GATE));
            return this;
        }

        Builder test(String name) {
            parts.add(new HeadlinePart.Name(name, HeadlinePart.Name.Role.TEST));
            return this;
        }

        Builder figure(double value, HeadlinePart.Form form, HeadlinePart.Target target) {
            parts.add(new HeadlinePart.Figure(value, form, target, -1));
            return this;
        }

        /** A figure of the operating point with index {@code level}. */
        Builder at(int level, double value, HeadlinePart.Form form) {
            parts.add(new HeadlinePart.Figure(value, form, HeadlinePart.Target.OPERATING_POINT, level));
            return this;
        }

        /**
         * Names as a list ("A", "A and B", "A, B and C"); beyond {@code max} names the first {@code max − 1} and
         * "and N more groups", so a tie of many groups stays one line.
         */
        Builder groups(List<String> names, int max) {
            int shown = names.size() <= max ? names.size() : max - 1;
            for (int i = 0; i < shown; i++) {
                if (i > 0) {
                    text(i == names.size() - 1 ? " and " : ", ");
                }
                group(names.get(i));
            }
            if (shown < names.size()) {
                text(" and " + (names.size() - shown) + " more groups");
            }
            return this;
        }

        HeadlineStatement build() {
            return new HeadlineStatement(topic, parts);
        }
    }
}
