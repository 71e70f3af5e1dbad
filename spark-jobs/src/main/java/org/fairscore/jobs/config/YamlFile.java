package org.fairscore.jobs.config;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.fairscore.core.model.InvalidInputException;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * A YAML file a command is given: read from a local path or any URI Hadoop is configured for, and parsed with
 * the safe constructor (plain maps, lists and scalars, never arbitrary classes) and duplicate keys refused,
 * since a key given twice is a mistake whichever value would win. Failures are bad input naming the file.
 */
public final class YamlFile {
    private YamlFile() {
    }

    /** The file's text: a local path, or hdfs://, s3a://, file:// as Hadoop is configured. */
    public static String read(String file) {
        try {
            if (file.contains("://")) {
                var path = new org.apache.hadoop.fs.Path(file);
                var fs = path.getFileSystem(new org.apache.hadoop.conf.Configuration());
                try (var in = fs.open(path)) {
                    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
            }
            return Files.readString(Path.of(file), StandardCharsets.UTF_8);
        } catch (NoSuchFileException | FileNotFoundException e) {
            throw new InvalidInputException("config " + file + ": no such file");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read config " + file, e);
        }
    }

    /** The document in {@code text} (null when empty); {@code file} names it in messages. */
    public static Object parse(String text, String file) {
        var options = new LoaderOptions();
        options.setAllowDuplicateKeys(false);
        try {
            return new Yaml(new SafeConstructor(options)).load(text);
        } catch (YAMLException e) {
            throw new InvalidInputException("config " + file + ": not valid YAML: " + e.getMessage().replace('\n', ' '));
        }
    }
}
