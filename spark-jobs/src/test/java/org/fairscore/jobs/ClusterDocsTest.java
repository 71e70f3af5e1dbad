package org.fairscore.jobs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The one-line build of the application jar is written in three places (README.md, docs/cluster.md and
 * .ci/cluster-test, which builds the jar with it when missing), and the versions the docs state come from the
 * parent pom: this keeps them from drifting apart.
 */
class ClusterDocsTest {
    /** Surefire runs in the module directory (spark-jobs); the repository root is its parent. */
    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

    @Test
    void theOneLineBuildIsTheSameInReadmeClusterDocsAndClusterTest() throws IOException {
        String readme = onlyBuildLine(codeBlockLines(ROOT.resolve("README.md")), "README.md");
        String clusterDocs = onlyBuildLine(codeBlockLines(ROOT.resolve("docs/cluster.md")), "docs/cluster.md");
        List<String> script = Files.readAllLines(ROOT.resolve(".ci/cluster-test")).stream().map(String::trim).toList();
        String clusterTest = onlyBuildLine(script, ".ci/cluster-test");

        assertEquals(clusterDocs, readme, "README.md and docs/cluster.md show different builds");
        assertEquals(clusterDocs, clusterTest, ".ci/cluster-test builds the jar otherwise than docs/cluster.md says");
    }

    @Test
    void theOneLineBuildSkipsTheTestsAndBuildsTheApplicationJar() throws IOException {
        String build = onlyBuildLine(codeBlockLines(ROOT.resolve("docs/cluster.md")), "docs/cluster.md");
        List<String> words = List.of(build.split("\\s+"));

        assertTrue(words.contains("-DskipTests"), build);
        assertTrue(words.contains("package"), build + ": the shade plugin's application jar is bound to package");
        assertTrue(build.contains("-pl spark-jobs -am"), build);
        assertFalse(build.contains("skipAppJar"), build);
        // the shade execution is skipped when fairscore.skipAppJar is true (bin/fairscore's build): the default
        // must build it
        assertTrue(pomText().contains("<fairscore.skipAppJar>false</fairscore.skipAppJar>"),
                "the parent pom no longer builds the application jar by default");
    }

    @Test
    void theVersionsTheDocsStateAreThePomsVersions() throws IOException {
        String pom = pomText();
        String spark = property(pom, "spark.version"); // e.g. 4.1.0
        String sparkMinor = spark.substring(0, spark.lastIndexOf('.'));
        String scala = property(pom, "scala.binary.version");
        String java = property(pom, "maven.compiler.release");

        String clusterDocs = Files.readString(ROOT.resolve("docs/cluster.md"));
        assertTrue(clusterDocs.contains("`spark.version` " + spark), "docs/cluster.md does not state Spark " + spark);
        assertTrue(clusterDocs.contains("`scala.binary.version` " + scala), "docs/cluster.md: Scala " + scala);
        assertTrue(clusterDocs.contains("`maven.compiler.release` " + java), "docs/cluster.md: Java " + java);
        assertTrue(clusterDocs.contains("Apache Spark " + sparkMinor + " (built with Scala " + scala + ") and Java "
                + java), "docs/cluster.md's versions line");

        String readme = Files.readString(ROOT.resolve("README.md"));
        assertTrue(readme.contains("**Versions**: Java " + java + ", Apache Spark " + sparkMinor + " for Scala "
                + scala), "README.md's versions line");
    }

    private static String pomText() throws IOException {
        return Files.readString(ROOT.resolve("pom.xml"));
    }

    private static String property(String pom, String name) {
        Matcher m = Pattern.compile("<" + Pattern.quote(name) + ">([^<]+)</" + Pattern.quote(name) + ">")
                .matcher(pom);
        assertTrue(m.find(), "pom.xml has no <" + name + ">");
        return m.group(1).trim();
    }

    /** The lines inside ``` fences of a Markdown file. */
    private static List<String> codeBlockLines(Path markdown) throws IOException {
        List<String> lines = new ArrayList<>();
        boolean inBlock = false;
        for (String line : Files.readAllLines(markdown)) {
            if (line.startsWith("```")) {
                inBlock = !inBlock;
            } else if (inBlock) {
                lines.add(line.trim());
            }
        }
        return lines;
    }

    /** The single Maven command line that builds spark-jobs with -pl (the application jar's build). */
    private static String onlyBuildLine(List<String> lines, String where) {
        List<String> builds = lines.stream()
                .filter(l -> l.startsWith("mvn ") && l.contains("-pl spark-jobs"))
                .toList();
        assertEquals(1, builds.size(), where + " should show the application jar's build exactly once: " + builds);
        return builds.get(0);
    }
}
