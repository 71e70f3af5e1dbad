package org.fairscore.prep.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.fairscore.core.model.InvalidInputException;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each input file is read once: every way of reaching one file twice is refused, naming the inputs. */
class InputFilesTest {
    private static final Configuration CONF = new Configuration();

    @TempDir
    Path dir;
    private Path data;
    private Path a;
    private Path b;

    @BeforeEach
    void files() throws Exception {
        data = Files.createDirectories(dir.resolve("data"));
        a = Files.writeString(data.resolve("a.csv"), "sample_id\n1\n");
        b = Files.writeString(data.resolve("b.csv"), "sample_id\n2\n");
    }

    private String refused(String... inputs) {
        var e = assertThrows(InvalidInputException.class, () -> InputFiles.resolve(CONF, List.of(inputs), null));
        assertTrue(e.getMessage().contains("pass each file once"), e.getMessage());
        return e.getMessage();
    }

    @Test
    void distinctFilesAndAFolderAreReadOnceEach() {
        assertEquals(List.of(a.toString(), b.toString()), InputFiles.resolve(CONF, List.of(b.toString(), a.toString()),
                null).files().stream().map(SourceFile::display).toList());
        assertEquals(2, InputFiles.resolve(CONF, List.of(data.toString()), null).files().size());
    }

    @Test
    void theSamePathTwiceIsRefused() {
        var message = refused(a.toString(), a.toString());
        assertTrue(message.contains("the file " + a + " is reached twice"), message);
    }

    @Test
    void twoSpellingsOfOneFileAreRefused() {
        refused(a.toString(), data + "/./a.csv");
        refused(a.toString(), data + "/../data/a.csv");
    }

    @Test
    void aFolderAndAFileInsideItAreRefused() {
        var message = refused(data.toString(), a.toString());
        assertTrue(message.contains("'" + data + "' and '" + a + "'"), message);
    }

    @Test
    void overlappingFoldersAreRefused() throws Exception {
        var sub = Files.createDirectories(data.resolve("sub"));
        Files.writeString(sub.resolve("c.csv"), "sample_id\n3\n");
        refused(data.toString(), sub.toString());
    }

    @Test
    void symbolicAndHardLinksAreTheFileTheyLinkTo() throws Exception {
        var elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
        var soft = Files.createSymbolicLink(elsewhere.resolve("soft.csv"), a);
        var hard = Files.createLink(elsewhere.resolve("hard.csv"), b);
        var message = refused(a.toString(), soft.toString());
        assertTrue(message.contains("(also as "), message);
        refused(b.toString(), hard.toString());
        refused(data.toString(), elsewhere.toString());
    }
}
