package org.fairscore.jobs.downstream;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.function.Supplier;
import org.apache.spark.ml.functions;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.ml.InternalFunctionRegistration$;

/**
 * MLlib's SQL functions ({@code vector_to_array}, {@code array_to_vector}), registered when a downstream classifier
 * needs them rather than at the start of every session.
 *
 * <p>Why: MLlib registers them through a session extension found by {@link java.util.ServiceLoader}
 * ({@code org.apache.spark.sql.ml.InternalFunctionRegistration}), whose static initialiser builds its UDFs from Scala
 * type tags, and with them Scala's runtime-reflection universe: about 0.5 s of the one thread that starts Spark, in
 * every command (docs/performance.md, fifteenth round). The registration is global to the JVM (Spark's internal
 * function registry), and the extension only triggers it; so {@link #startingWithout} hides that one provider while
 * a session starts, and {@link #register} triggers the same initialiser where the functions are used (here: the
 * vector conversions, and one-vs-rest, whose model converts its columns with them). Any other session extension on
 * the class path is loaded as before.
 */
public final class MlSqlFunctions {
    static final String SERVICE = "META-INF/services/org.apache.spark.sql.SparkSessionExtensionsProvider";
    static final String PROVIDER = "org.apache.spark.sql.ml.InternalFunctionRegistration";

    private MlSqlFunctions() {
    }

    /** Registers MLlib's SQL functions (once per JVM; later calls return at once). */
    public static void register() {
        InternalFunctionRegistration$.MODULE$.apply();
    }

    /** {@code functions.array_to_vector}, its function registered first. */
    static Column arrayToVector(Column array) {
        register();
        return functions.array_to_vector(array);
    }

    /** {@code functions.vector_to_array}, its function registered first. */
    static Column vectorToArray(Column vector, String dtype) {
        register();
        return functions.vector_to_array(vector, dtype);
    }

    /**
     * Runs {@code start} (the start of a Spark session on this thread) with a context class loader that does not list
     * MLlib's provider of {@link #SERVICE}: a service file naming that provider alone is left out; every other
     * resource, class and provider comes from the thread's loader as before.
     */
    public static <T> T startingWithout(Supplier<T> start) {
        var thread = Thread.currentThread();
        var before = thread.getContextClassLoader();
        thread.setContextClassLoader(new WithoutProvider(before != null ? before
                : MlSqlFunctions.class.getClassLoader()));
        try {
            return start.get();
        } finally {
            thread.setContextClassLoader(before);
        }
    }

    /** Whether a service file names MLlib's provider and nothing else (comments and blank lines aside). */
    static boolean onlyMllibProvider(URL file) {
        try (InputStream in = file.openStream()) {
            List<String> providers = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                int hash = line.indexOf('#');
                String name = (hash >= 0 ? line.substring(0, hash) : line).trim();
                if (!name.isEmpty()) {
                    providers.add(name);
                }
            }
            return providers.equals(List.of(PROVIDER));
        } catch (IOException e) {
            return false; // unreadable here: left for the ServiceLoader, which reports it as it would have
        }
    }

    /** Delegates everything to its parent, but lists {@link #SERVICE} without MLlib's own file. */
    static final class WithoutProvider extends ClassLoader {
        WithoutProvider(ClassLoader parent) {
            super(parent);
        }

        @Override
        public Enumeration<URL> getResources(String name) throws IOException {
            Enumeration<URL> all = super.getResources(name);
            if (!SERVICE.equals(name)) {
                return all;
            }
            var kept = new ArrayList<URL>();
            while (all.hasMoreElements()) {
                URL file = all.nextElement();
                if (!onlyMllibProvider(file)) {
                    kept.add(file);
                }
            }
            return Collections.enumeration(kept);
        }
    }
}
