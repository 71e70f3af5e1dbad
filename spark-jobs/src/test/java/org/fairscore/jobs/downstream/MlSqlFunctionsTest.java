package org.fairscore.jobs.downstream;

import static org.apache.spark.sql.functions.array;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.ServiceLoader;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.SparkSessionExtensionsProvider;
import org.fairscore.prep.testing.LocalSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

@ExtendWith(LocalSpark.class)
class MlSqlFunctionsTest {

    /** A class-path root holding one service file of session extension providers with {@code content}. */
    private static URL root(Path dir, String name, String content) throws IOException {
        Path file = dir.resolve(name).resolve(MlSqlFunctions.SERVICE);
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
        Files.writeString(dir.resolve(name).resolve("META-INF/services/other"), "x\n");
        return dir.resolve(name).toUri().toURL();
    }

    private static List<String> providers(ClassLoader loader) {
        return ServiceLoader.load(SparkSessionExtensionsProvider.class, loader).stream()
                .map(p -> p.type().getName()).toList();
    }

    @Test
    void aServiceFileIsLeftOutOnlyWhenItNamesMllibsProviderAlone(@TempDir Path dir) throws IOException {
        var mllib = root(dir, "mllib", "# Licensed to the ASF\n\n" + MlSqlFunctions.PROVIDER + "  # the one\n");
        var merged = root(dir, "merged", MlSqlFunctions.PROVIDER + "\ncom.example.Ext\n");
        var user = root(dir, "user", "com.example.Ext\n");
        assertTrue(MlSqlFunctions.onlyMllibProvider(new URL(mllib, MlSqlFunctions.SERVICE)));
        assertFalse(MlSqlFunctions.onlyMllibProvider(new URL(merged, MlSqlFunctions.SERVICE)));
        assertFalse(MlSqlFunctions.onlyMllibProvider(new URL(user, MlSqlFunctions.SERVICE)));
        assertFalse(MlSqlFunctions.onlyMllibProvider(dir.resolve("missing").toUri().toURL()), "unreadable: kept");

        try (var parent = new URLClassLoader(new URL[] {mllib, merged, user}, null)) {
            var filtered = new MlSqlFunctions.WithoutProvider(parent);
            var files = Collections.list(filtered.getResources(MlSqlFunctions.SERVICE));
            assertEquals(List.of(new URL(merged, MlSqlFunctions.SERVICE), new URL(user, MlSqlFunctions.SERVICE)), files);
            assertEquals(3, Collections.list(filtered.getResources("META-INF/services/other")).size());
            assertEquals(3, Collections.list(parent.getResources(MlSqlFunctions.SERVICE)).size());
        }
    }

    @Test
    void theRealClassPathsMllibProviderIsHiddenWhileASessionStartsAndTheLoaderRestored() {
        var thread = Thread.currentThread();
        var before = thread.getContextClassLoader();
        assertTrue(providers(before).contains(MlSqlFunctions.PROVIDER), "MLlib lists it on this class path");
        var during = MlSqlFunctions.startingWithout(() -> providers(thread.getContextClassLoader()));
        assertFalse(during.contains(MlSqlFunctions.PROVIDER), during.toString());
        assertSame(before, thread.getContextClassLoader());
        assertThrows(IllegalStateException.class, () -> MlSqlFunctions.startingWithout(() -> {
            throw new IllegalStateException("the session could not start");
        }));
        assertSame(before, thread.getContextClassLoader());
    }

    /**
     * The command line's sessions start without MLlib's SQL functions, while the tests' shared session has them: a
     * use of them that bypasses {@link MlSqlFunctions} would pass every test here and fail in {@code bin/fairscore}
     * ("UNRESOLVED_ROUTINE"). So the main sources may name them only there and where one-vs-rest is built.
     */
    @Test
    void mainSourcesReachMllibsSqlFunctionsOnlyThroughTheRegistration() throws IOException {
        Path modules = Path.of(System.getProperty("user.dir")).getParent();
        var offenders = new ArrayList<String>();
        for (String module : List.of("core", "report", "data-prep", "spark-jobs")) {
            Path main = modules.resolve(module).resolve("src/main/java");
            try (var files = Files.walk(main)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    String name = f.getFileName().toString();
                    String text = Files.readString(f);
                    if (text.contains("org.apache.spark.ml.functions") && !name.equals("MlSqlFunctions.java")) {
                        offenders.add(f + ": org.apache.spark.ml.functions");
                    }
                    if (text.contains("new OneVsRest(") && !(name.equals("Models.java")
                            && text.contains("MlSqlFunctions.register();"))) {
                        offenders.add(f + ": new OneVsRest(");
                    }
                }
            }
        }
        assertTrue(Files.isDirectory(modules.resolve("spark-jobs/src/main/java")), modules.toString());
        assertEquals(List.of(), offenders);
    }

    @Test
    void theVectorConversionsResolveOnceRegistered(SparkSession spark) {
        MlSqlFunctions.register();
        var row = spark.range(1).select(MlSqlFunctions.vectorToArray(
                MlSqlFunctions.arrayToVector(array(lit(1.5), lit(-2.0))), "float64").as("a"))
                .select(col("a")).first();
        assertArrayEquals(new Object[] {1.5, -2.0}, row.getList(0).toArray());
    }
}
