package org.fairscore.core.summaries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The laws of {@link Mergeable}, for every implementation: associativity, the empty value as identity on both
 * sides, order independence, and an argument left unchanged. Each implementation is registered in
 * {@link Mergeables} with a generator of small instances (deterministic per seed, so a law can build fresh copies:
 * most summaries merge in place), its empty value and a view of its whole state that the laws compare. A
 * Mergeable class in core's compiled classes that is not registered there fails
 * {@link #everyMergeableIsRegistered()}, and so does a class with an {@code S merge(S)} that does not implement
 * Mergeable. Values are dyadic where sums of doubles would otherwise round differently by grouping; where they
 * cannot be (kernel and silhouette sums), the view is compared to a relative 1e-12.
 */
class MergeLawTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.fairscore.core.summaries.Mergeables#laws")
    <S extends Mergeable<S>> void mergeIsAssociative(Mergeables.Law<S> law) {
        var seen = new ArrayList<>();
        for (int seed = 1; seed <= 3; seed++) {
            seen.add(law.seen(law.sample().apply(seed)));
        }
        if (law.empty() != null) {
            seen.add(law.seen(law.empty().get()));
        }
        assertEquals(seen.size(), new HashSet<>(seen).size(), "the samples must differ from each other and from empty: "
                + seen);
        var left = law.sample().apply(1).merge(law.sample().apply(2)).merge(law.sample().apply(3));
        var right = law.sample().apply(1).merge(law.sample().apply(2).merge(law.sample().apply(3)));
        assertSame(law, law.seen(left), law.seen(right));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.fairscore.core.summaries.Mergeables#laws")
    <S extends Mergeable<S>> void emptyIsAnIdentityOnBothSides(Mergeables.Law<S> law) {
        assumeTrue(law.empty() != null, "no empty value");
        var x = law.seen(law.sample().apply(4));
        assertSame(law, x, law.seen(law.empty().get().merge(law.sample().apply(4))));
        assertSame(law, x, law.seen(law.sample().apply(4).merge(law.empty().get())));
        assertSame(law, law.seen(law.empty().get()), law.seen(law.empty().get().merge(law.empty().get())));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.fairscore.core.summaries.Mergeables#laws")
    <S extends Mergeable<S>> void orderDoesNotMatter(Mergeables.Law<S> law) {
        assertSame(law, law.seen(law.sample().apply(5).merge(law.sample().apply(6))),
                law.seen(law.sample().apply(6).merge(law.sample().apply(5))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("org.fairscore.core.summaries.Mergeables#laws")
    <S extends Mergeable<S>> void mergeLeavesItsArgumentUnchanged(Mergeables.Law<S> law) {
        var other = law.sample().apply(8);
        law.sample().apply(7).merge(other);
        assertSame(law, law.seen(law.sample().apply(8)), law.seen(other));
    }

    @Test
    void everyMergeableIsRegistered() throws IOException, URISyntaxException {
        var root = Path.of(Mergeable.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        var implementing = new TreeSet<String>();
        var shapedButNot = new TreeSet<String>();
        try (var files = Files.walk(root)) {
            for (var f : files.filter(p -> p.toString().endsWith(".class")).toList()) {
                String name = root.relativize(f).toString().replace(f.getFileSystem().getSeparator(), ".")
                        .replaceAll("\\.class$", "");
                Class<?> c;
                try {
                    c = Class.forName(name, false, getClass().getClassLoader());
                } catch (ClassNotFoundException | LinkageError e) {
                    continue;
                }
                if (c.isInterface() || Modifier.isAbstract(c.getModifiers())) {
                    continue;
                }
                if (Mergeable.class.isAssignableFrom(c)) {
                    implementing.add(c.getName());
                } else if (Arrays.stream(c.getDeclaredMethods()).anyMatch(m -> m.getName().equals("merge")
                        && Modifier.isPublic(m.getModifiers()) && m.getReturnType() == c
                        && Arrays.equals(m.getParameterTypes(), new Class<?>[] {c}))) {
                    shapedButNot.add(c.getName());
                }
            }
        }
        var registered = Mergeables.laws().stream().map(l -> l.type().getName())
                .collect(Collectors.toCollection(TreeSet::new));
        var missing = new TreeSet<>(implementing);
        missing.removeAll(registered);
        var gone = new TreeSet<>(registered);
        gone.removeAll(implementing);
        assertEquals(new TreeSet<>(), missing, "register these Mergeables in Mergeables.laws()");
        assertEquals(new TreeSet<>(), gone, "registered in Mergeables.laws() but not Mergeable (any more)");
        assertEquals(new TreeSet<>(), shapedButNot, "these have S merge(S): implement Mergeable");
        assertTrue(implementing.size() >= 19, implementing::toString);
    }

    // ---- comparing views: exact, or to a relative tolerance for doubles

    private static void assertSame(Mergeables.Law<?> law, Object expected, Object actual) {
        if (law.tolerance() == 0) {
            assertEquals(expected, actual, law.toString());
        } else {
            near(expected, actual, law.tolerance(), law.toString());
        }
    }

    private static void near(Object e, Object a, double tol, String where) {
        if (e instanceof Double x && a instanceof Double y) {
            if (!x.equals(y)) { // NaN and infinities only equal themselves
                assertEquals(x, y, tol * Math.max(1, Math.abs(x)), where);
            }
        } else if (e instanceof List<?> x && a instanceof List<?> y) {
            assertEquals(x.size(), y.size(), where);
            for (int i = 0; i < x.size(); i++) {
                near(x.get(i), y.get(i), tol, where + "[" + i + "]");
            }
        } else if (e instanceof Map<?, ?> x && a instanceof Map<?, ?> y) {
            assertEquals(x.keySet(), y.keySet(), where);
            x.forEach((k, v) -> near(v, y.get(k), tol, where + "." + k));
        } else if (!Objects.equals(e, a)) {
            fail(where + ": expected " + e + " but was " + a);
        }
    }
}
