package org.fairscore.jobs.association;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.fairscore.core.association.Alternative;
import org.fairscore.core.association.WeatSettings;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.jobs.config.YamlFile;

/**
 * The sets file of {@code fairscore associate} (YAML):
 * <pre>
 * permutations: 100000        # defaults for every test (optional)
 * seed: 1
 * alternative: greater        # greater | less | two-sided
 * ddof: 1                     # of every standard deviation: 1 (sample) or 0 (population)
 * items: auto                 # auto | words | samples (sample ids, else labels)
 * tests:
 *   - name: career-gender
 *     targetX: [engineer, programmer, scientist]
 *     targetY: [nurse, receptionist, homemaker]
 *     attributeA: [he, him, his, man]
 *     attributeB: [she, her, hers, woman]
 *     alternative: two-sided   # any default may be overridden per test
 * directions:
 *   - name: gender
 *     pairs: [[she, he], [her, him], [woman, man]]
 *     terms: [engineer, nurse]
 * </pre>
 * Unknown keys, missing keys and values of the wrong type are errors naming the key (exit code 2).
 */
public final class SetsFile {
    private static final Set<String> TOP = Set.of("tests", "directions", "permutations", "seed", "alternative", "ddof",
            "items");
    private static final Set<String> TEST = Set.of("name", "targetX", "targetY", "attributeA", "attributeB",
            "permutations", "seed", "alternative", "ddof", "items");
    private static final Set<String> DIRECTION = Set.of("name", "pairs", "terms", "ddof", "items");

    /** The parsed file. */
    public record Sets(List<TestSpec> tests, List<DirectionSpec> directions) {
    }

    private SetsFile() {
    }

    public static Sets read(String file) {
        return parse(YamlFile.read(file), file);
    }

    public static Sets parse(String text, String file) {
        Object doc = YamlFile.parse(text, file);
        String at = "config " + file;
        var top = map(doc, at, TOP);
        var defaults = new Defaults(
                top.containsKey("permutations") ? longValue(top.get("permutations"), at + ", key 'permutations'")
                        : WeatSettings.DEFAULT_PERMUTATIONS,
                top.containsKey("seed") ? longValue(top.get("seed"), at + ", key 'seed'") : 1L,
                top.containsKey("alternative") ? Alternative.parse(string(top.get("alternative"), at + ", key 'alternative'"),
                        at + ", key 'alternative'") : Alternative.GREATER,
                top.containsKey("ddof") ? ddof(longValue(top.get("ddof"), at + ", key 'ddof'"), at + ", key 'ddof'")
                        : WeatSettings.DEFAULT_DDOF,
                top.containsKey("items") ? ItemKind.parse(string(top.get("items"), at + ", key 'items'"), at + ", key 'items'")
                        : ItemKind.AUTO);
        var tests = new ArrayList<TestSpec>();
        var names = new LinkedHashSet<String>();
        var testList = top.containsKey("tests") ? list(top.get("tests"), at + ", key 'tests'") : List.of();
        for (int i = 0; i < testList.size(); i++) {
            String where = at + ", tests[" + i + "]";
            var t = map(testList.get(i), where, null);
            String name = string(required(t, "name", where), where + ".name");
            where = where + " '" + name + "'";
            map(t, where, TEST);
            if (!names.add(name)) {
                throw new InvalidInputException(where + ": the name is used twice");
            }
            var settings = settings(t, where, defaults);
            tests.add(new TestSpec(name, where, names(t, "targetX", where), names(t, "targetY", where),
                    names(t, "attributeA", where), names(t, "attributeB", where),
                    t.containsKey("items") ? ItemKind.parse(string(t.get("items"), where + ".items"), where + ".items")
                            : defaults.items(), settings));
        }
        var directions = new ArrayList<DirectionSpec>();
        var dirList = top.containsKey("directions") ? list(top.get("directions"), at + ", key 'directions'") : List.of();
        for (int i = 0; i < dirList.size(); i++) {
            String where = at + ", directions[" + i + "]";
            var d = map(dirList.get(i), where, null);
            String name = string(required(d, "name", where), where + ".name");
            where = where + " '" + name + "'";
            map(d, where, DIRECTION);
            var pairs = list(required(d, "pairs", where), where + ".pairs");
            if (pairs.isEmpty()) {
                throw new InvalidInputException(where + ".pairs: give at least one pair such as [she, he]");
            }
            var first = new ArrayList<String>();
            var second = new ArrayList<String>();
            for (int p = 0; p < pairs.size(); p++) {
                var pair = list(pairs.get(p), where + ".pairs[" + p + "]");
                if (pair.size() != 2) {
                    throw new InvalidInputException(where + ".pairs[" + p + "]: expected two names such as [she, he], got "
                            + pair);
                }
                first.add(string(pair.get(0), where + ".pairs[" + p + "]"));
                second.add(string(pair.get(1), where + ".pairs[" + p + "]"));
            }
            int ddof = d.containsKey("ddof") ? ddof(longValue(d.get("ddof"), where + ".ddof"), where + ".ddof") : defaults.ddof();
            directions.add(new DirectionSpec(name, where, first, second, names(d, "terms", where),
                    d.containsKey("items") ? ItemKind.parse(string(d.get("items"), where + ".items"), where + ".items")
                            : defaults.items(), ddof));
        }
        if (tests.isEmpty() && directions.isEmpty()) {
            throw new InvalidInputException(at + ": no 'tests' and no 'directions': nothing to compute");
        }
        return new Sets(tests, directions);
    }

    private record Defaults(long permutations, long seed, Alternative alternative, int ddof, ItemKind items) {
    }

    private static WeatSettings settings(Map<String, Object> t, String where, Defaults d) {
        long permutations = t.containsKey("permutations") ? longValue(t.get("permutations"), where + ".permutations")
                : d.permutations();
        if (permutations < 1) {
            throw new InvalidInputException(where + ".permutations: must be at least 1, got " + permutations);
        }
        long seed = t.containsKey("seed") ? longValue(t.get("seed"), where + ".seed") : d.seed();
        var alternative = t.containsKey("alternative")
                ? Alternative.parse(string(t.get("alternative"), where + ".alternative"), where + ".alternative")
                : d.alternative();
        int ddof = t.containsKey("ddof") ? ddof(longValue(t.get("ddof"), where + ".ddof"), where + ".ddof") : d.ddof();
        return new WeatSettings(alternative, permutations, seed, ddof);
    }

    private static int ddof(long v, String where) {
        if (v != 0 && v != 1) {
            throw new InvalidInputException(where + ": must be 0 or 1, got " + v);
        }
        return (int) v;
    }

    private static List<String> names(Map<String, Object> m, String key, String where) {
        var items = list(required(m, key, where), where + "." + key);
        if (items.isEmpty()) {
            throw new InvalidInputException(where + "." + key + ": the set is empty");
        }
        var out = new ArrayList<String>();
        for (int i = 0; i < items.size(); i++) {
            out.add(string(items.get(i), where + "." + key + "[" + i + "]"));
        }
        return out;
    }

    private static Object required(Map<String, Object> m, String key, String where) {
        if (!m.containsKey(key) || m.get(key) == null) {
            throw new InvalidInputException(where + ": missing key '" + key + "'");
        }
        return m.get(key);
    }

    /** {@code o} as a mapping whose keys are all in {@code allowed} (null: any string keys). */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object o, String where, Set<String> allowed) {
        if (!(o instanceof Map<?, ?> m)) {
            throw new InvalidInputException(where + ": expected a mapping, got " + o);
        }
        for (var k : m.keySet()) {
            if (!(k instanceof String s) || allowed != null && !allowed.contains(s)) {
                throw new InvalidInputException(where + ": unknown key '" + k + "'; known keys: "
                        + (allowed == null ? "(names)" : String.join(", ", new TreeSet<>(allowed))));
            }
        }
        return (Map<String, Object>) m;
    }

    private static List<?> list(Object o, String where) {
        if (!(o instanceof List<?> l)) {
            throw new InvalidInputException(where + ": expected a list, got " + o);
        }
        return l;
    }

    /** Names may be numbers in YAML (sample ids such as 17); they are used as text. */
    private static String string(Object o, String where) {
        if (o instanceof String s && !s.isBlank()) {
            return s;
        }
        if (o instanceof Number) {
            return o.toString();
        }
        if (o instanceof Boolean) {
            throw new InvalidInputException(where + ": YAML reads yes, no, on, off, true and false as booleans: quote "
                    + "the name, e.g. 'no'");
        }
        throw new InvalidInputException(where + ": expected a name, got " + o);
    }

    private static long longValue(Object o, String where) {
        if (o instanceof Integer || o instanceof Long) {
            return ((Number) o).longValue();
        }
        throw new InvalidInputException(where + ": expected a whole number, got " + o);
    }
}
