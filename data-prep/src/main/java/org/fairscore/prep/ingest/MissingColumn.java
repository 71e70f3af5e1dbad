package org.fairscore.prep.ingest;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.fairscore.core.model.InvalidInputException;

/**
 * The message for a column the reading options name and the input lacks: the closest header names with the option
 * that selects them ("did you mean 'identity' (--label-col identity)?"), else how many columns the header has and the
 * first {@link #LISTED} of them — never a wide header in full (a CSV of 128 embedding columns has 132 names).
 *
 * <p>A header name is close when it equals the missing name ignoring case, is within edit distance
 * {@value #MAX_DISTANCE} of it (ignoring case), or — for the label — is a common name for an identity or class
 * ({@link #LABEL_SYNONYMS}). Names another option already selects, and embedding component columns (e0, e1, …), are
 * never suggested; at most {@link #MAX_SUGGESTIONS}, closest first, then in header order.
 */
public final class MissingColumn {
    static final int MAX_SUGGESTIONS = 3;
    static final int MAX_DISTANCE = 2;
    static final int LISTED = 10;
    /** What corpora call the label column, compared ignoring case. */
    static final Set<String> LABEL_SYNONYMS = Set.of("label", "identity", "identity_id", "subject", "subject_id", "person",
            "person_id", "class", "class_id", "class_label", "name");
    private static final Pattern COMPONENT = Pattern.compile("e\\d+");

    private MissingColumn() {
    }

    /** {@code FILE: no column 'C'} and the hint: bad input, exit code 2. */
    public static InvalidInputException of(String file, String column, ReadSpec spec, List<String> header) {
        return new InvalidInputException(file + ": no column '" + column + "'" + hint(column, spec, header));
    }

    /** "; did you mean …?" or "; the header has N columns: …", for any message about {@code column} missing. */
    public static String hint(String column, ReadSpec spec, List<String> header) {
        var suggestions = suggestions(column, spec, header);
        if (!suggestions.isEmpty()) {
            var parts = new ArrayList<String>();
            for (String s : suggestions) {
                parts.add("'" + s + "' (" + option(column, spec) + " " + value(column, s, spec) + ")");
            }
            return "; did you mean " + String.join(" or ", parts) + "?";
        }
        var listed = header.stream().limit(LISTED).map(n -> "'" + n + "'").toList();
        return header.size() <= LISTED
                ? "; the header's " + header.size() + (header.size() == 1 ? " column: " : " columns: ")
                        + String.join(", ", listed)
                : "; the header has " + header.size() + " columns, the first " + LISTED + ": " + String.join(", ", listed)
                        + ", …";
    }

    /** The close header names, closest first. */
    static List<String> suggestions(String column, ReadSpec spec, List<String> header) {
        var taken = new ArrayList<String>(List.of(spec.idCol(), spec.labelCol(), spec.embeddingCol()));
        taken.addAll(spec.groupCols());
        boolean label = column.equals(spec.labelCol());
        record Candidate(String name, int rank, int position) {
        }
        var found = new ArrayList<Candidate>();
        for (int i = 0; i < header.size(); i++) {
            String name = header.get(i);
            if (taken.contains(name) || COMPONENT.matcher(name).matches()) {
                continue;
            }
            int d = distance(column.toLowerCase(Locale.ROOT), name.toLowerCase(Locale.ROOT));
            if (d <= MAX_DISTANCE) {
                found.add(new Candidate(name, d, i));
            } else if (label && LABEL_SYNONYMS.contains(name.toLowerCase(Locale.ROOT))) {
                found.add(new Candidate(name, MAX_DISTANCE + 1, i));
            }
        }
        return found.stream().sorted(Comparator.comparingInt(Candidate::rank).thenComparingInt(Candidate::position))
                .limit(MAX_SUGGESTIONS).map(Candidate::name).toList();
    }

    /** The option that names {@code column}: the first role it has in {@code spec}. */
    private static String option(String column, ReadSpec spec) {
        if (column.equals(spec.idCol())) {
            return "--id-col";
        }
        if (column.equals(spec.labelCol())) {
            return "--label-col";
        }
        if (spec.groupCols().contains(column)) {
            return "--group";
        }
        return "--embedding-col";
    }

    /** The option's value with {@code suggested} in place of {@code column} (every --group attribute kept). */
    private static String value(String column, String suggested, ReadSpec spec) {
        if (option(column, spec).equals("--group")) {
            return String.join(",", spec.groupCols().stream().map(g -> g.equals(column) ? suggested : g).toList());
        }
        return suggested;
    }

    /** Levenshtein distance (insertions, deletions, substitutions of UTF-16 units). */
    static int distance(String a, String b) {
        int[] prev = new int[b.length() + 1];
        int[] cur = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            prev[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            cur[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                cur[j] = Math.min(substitute, Math.min(prev[j] + 1, cur[j - 1] + 1));
            }
            var t = prev;
            prev = cur;
            cur = t;
        }
        return prev[b.length()];
    }
}
