package org.fairscore.jobs.cli;

import java.util.ArrayList;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.jobs.config.YamlFile;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code --config FILE}: a YAML mapping from option names (the long option without {@code --}) to
 * values, merged into the command line before picocli parses it. An option given on the command line
 * replaces the file's value entirely (for lists too: {@code --far} replaces the file's {@code far}).
 * Scalars become the option's text, lists repeat a multi-value option, a mapping fills a map option
 * ({@code conf}), {@code true}/{@code false} switch a flag. {@code gates} is the file's name for the
 * repeatable {@code --gate}. Unknown keys and values of the wrong shape or type are errors naming the
 * key (exit code 2): a misspelt key must never be silently ignored.
 */
final class ConfigFile {
    static final String OPTION = "--config";
    /** File keys whose option has another name. */
    private static final Map<String, String> ALIASES = Map.of("gates", "--gate", "bins", "--bin");
    /** File keys whose mapping fills a repeatable KEY=VALUE option, a list value joined by commas. */
    private static final Set<String> MAPPINGS_OF_LISTS = Set.of("bins");
    private static final Set<String> NOT_IN_FILES = Set.of(OPTION, "--help", "--version");

    /**
     * The arguments with the file's settings in force.
     *
     * @param args     what picocli parses: the file's settings right after the subcommand name
     * @param file     the config file, or null
     * @param fromFile option (longest name) → file key, for options whose value came from the file
     */
    record Expanded(String[] args, String file, Map<String, String> fromFile) {
        static Expanded unchanged(String[] args) {
            return new Expanded(args, null, Map.of());
        }

        /** Names the key when picocli rejects a value that came from the file. */
        String describe(CommandLine.ParameterException e) {
            if (file == null || !(e.getArgSpec() instanceof OptionSpec o) || !fromFile.containsKey(o.longestName())) {
                return null;
            }
            return "config " + file + ", key '" + fromFile.get(o.longestName()) + "': " + e.getMessage();
        }
    }

    private ConfigFile() {
    }

    static Expanded expand(CommandLine root, String[] args) {
        int sub = -1;
        for (int i = 0; i < args.length; i++) {
            if (!args[i].startsWith("-")) {
                sub = root.getSubcommands().containsKey(args[i]) ? i : -1;
                break;
            }
        }
        if (sub < 0) {
            return Expanded.unchanged(args);
        }
        CommandLine command = root.getSubcommands().get(args[sub]);
        if (command.getCommandSpec().findOption(OPTION) == null || !hasConfigOption(command.getCommandSpec())) {
            // no --config, or a command whose --config is its own file (associate: the sets file)
            return Expanded.unchanged(args);
        }
        List<String> given = List.of(args).subList(sub + 1, args.length);
        String file = null;
        for (int i = 0; i < given.size(); i++) {
            if (given.get(i).equals(OPTION) && i + 1 < given.size()) {
                file = given.get(i + 1);
            } else if (given.get(i).startsWith(OPTION + "=")) {
                file = given.get(i).substring(OPTION.length() + 1);
            }
        }
        if (file == null) {
            return Expanded.unchanged(args);
        }
        var tokens = new ArrayList<String>();
        var fromFile = new LinkedHashMap<String, String>();
        for (var e : load(file).entrySet()) {
            OptionSpec option = optionFor(command, file, e.getKey());
            if (givenOnCommandLine(option, given)) {
                continue;
            }
            fromFile.put(option.longestName(), e.getKey());
            tokens.addAll(tokensFor(option, file, e.getKey(), e.getValue()));
        }
        var out = new ArrayList<>(List.of(args).subList(0, sub + 1));
        out.addAll(tokens);
        out.addAll(given);
        return new Expanded(out.toArray(String[]::new), file, fromFile);
    }

    /** Whether the --config option is a {@link ConfigOption}, given directly or through a mixin such as {@link CorpusOptions}. */
    private static boolean hasConfigOption(CommandSpec spec) {
        return spec.mixins().values().stream()
                .anyMatch(m -> m.userObject() instanceof ConfigOption || hasConfigOption(m));
    }

    /** The file as a mapping of keys to values, in file order. */
    static Map<String, Object> load(String file) {
        Object doc = YamlFile.parse(YamlFile.read(file), file);
        if (doc == null) {
            return Map.of();
        }
        if (!(doc instanceof Map<?, ?> map)) {
            throw new InvalidInputException("config " + file + ": expected a mapping of option names to values, e.g. "
                    + "'far: [1e-3, 1e-4]', not " + describe(doc));
        }
        var out = new LinkedHashMap<String, Object>();
        map.forEach((k, v) -> {
            if (!(k instanceof String key)) {
                throw new InvalidInputException("config " + file + ": key '" + k + "' is not an option name");
            }
            out.put(key, v);
        });
        return out;
    }

    private static OptionSpec optionFor(CommandLine command, String file, String key) {
        String name = ALIASES.getOrDefault(key, "--" + key);
        OptionSpec option = key.startsWith("-") || NOT_IN_FILES.contains(name) ? null
                : command.getCommandSpec().findOption(name);
        if (option == null || !option.longestName().startsWith("--")) {
            var known = new TreeSet<String>();
            for (OptionSpec o : command.getCommandSpec().options()) {
                if (!NOT_IN_FILES.contains(o.longestName())) {
                    known.add(o.longestName().substring(2));
                }
            }
            ALIASES.forEach((alias, target) -> {
                if (known.remove(target.substring(2))) {
                    known.add(alias);
                }
            });
            throw new InvalidInputException("config " + file + ": unknown key '" + key + "' for '"
                    + command.getCommandName() + "'; known keys: " + String.join(", ", known));
        }
        return option;
    }

    private static boolean givenOnCommandLine(OptionSpec option, List<String> given) {
        for (String token : given) {
            for (String name : option.names()) {
                if (token.equals(name) || token.startsWith(name + "=")) {
                    return true;
                }
            }
        }
        return false;
    }

    private static List<String> tokensFor(OptionSpec option, String file, String key, Object value) {
        String where = "config " + file + ", key '" + key + "': ";
        String name = option.longestName();
        if (value == null) {
            throw new InvalidInputException(where + "no value");
        }
        if (option.arity().max() == 0) { // a flag
            if (!(value instanceof Boolean b)) {
                throw new InvalidInputException(where + "expected true or false, got " + describe(value));
            }
            return b ? List.of(name) : List.of();
        }
        if (MAPPINGS_OF_LISTS.contains(key)) {
            if (!(value instanceof Map<?, ?> map)) {
                throw new InvalidInputException(where + "expected a mapping (attribute: [edge, edge, …]), got "
                        + describe(value));
            }
            var out = new ArrayList<String>();
            map.forEach((k, v) -> {
                var parts = new ArrayList<String>();
                for (Object p : v instanceof List<?> l ? l : List.of(v == null ? "" : v)) {
                    parts.add(scalar(where + "'" + k + "': ", p));
                }
                out.add(name + "=" + scalar(where, k) + "=" + String.join(",", parts));
            });
            return out;
        }
        if (Map.class.isAssignableFrom(option.type())) {
            if (!(value instanceof Map<?, ?> map)) {
                throw new InvalidInputException(where + "expected a mapping of settings (key: value), got " + describe(value));
            }
            var out = new ArrayList<String>();
            map.forEach((k, v) -> out.add(name + "=" + scalar(where, k) + "=" + scalar(where + "'" + k + "': ", v)));
            return out;
        }
        if (value instanceof List<?> list) {
            if (!option.isMultiValue()) {
                throw new InvalidInputException(where + "expected a single value, got a list");
            }
            var out = new ArrayList<String>();
            for (Object v : list) {
                out.add(name + "=" + typed(option, where, v));
            }
            return out;
        }
        return List.of(name + "=" + typed(option, where, value));
    }

    /** A scalar as option text, checked against the option's type where YAML already typed it. */
    private static String typed(OptionSpec option, String where, Object value) {
        String text = scalar(where, value);
        Class<?> type = option.isMultiValue() && option.auxiliaryTypes().length > 0 ? option.auxiliaryTypes()[0] : option.type();
        boolean integral = type == int.class || type == Integer.class || type == long.class || type == Long.class;
        boolean real = type == double.class || type == Double.class;
        if (integral || real) {
            boolean ok;
            try {
                if (integral) {
                    Long.parseLong(text);
                } else {
                    Double.parseDouble(text);
                }
                ok = !(value instanceof Boolean);
            } catch (NumberFormatException e) {
                ok = false;
            }
            if (!ok) {
                throw new InvalidInputException(where + "expected " + (integral ? "an integer" : "a number") + ", got "
                        + describe(value));
            }
        }
        return text;
    }

    private static String scalar(String where, Object value) {
        if (value instanceof String || value instanceof Number || value instanceof Boolean) {
            return String.valueOf(value);
        }
        if (value instanceof Date) {
            throw new InvalidInputException(where + "YAML read a date here: quote the value");
        }
        throw new InvalidInputException(where + "expected a single value, got " + describe(value));
    }

    private static String describe(Object value) {
        if (value instanceof Map) {
            return "a mapping";
        }
        if (value instanceof List) {
            return "a list";
        }
        return value instanceof String ? "'" + value + "'" : value == null ? "nothing" : String.valueOf(value);
    }
}
