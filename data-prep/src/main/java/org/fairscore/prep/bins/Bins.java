package org.fairscore.prep.bins;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fairscore.core.model.InvalidInputException;

/** The banded attributes of a run ({@code --bin}, repeatable; config key {@code bins}), by attribute name. */
public final class Bins implements Serializable {
    private static final long serialVersionUID = 1L;
    /** How messages name the option, whichever way it was given. */
    public static final String OPTION = "--bin (config key 'bins')";
    private static final Bins NONE = new Bins(Map.of());

    private final Map<String, AttributeBins> byAttribute;

    private Bins(Map<String, AttributeBins> byAttribute) {
        this.byAttribute = byAttribute;
    }

    public static Bins none() {
        return NONE;
    }

    /** {@code --bin} values, each {@code ATTR=E0,E1,…}; an attribute binned twice is bad input. */
    public static Bins parse(List<String> specs) {
        if (specs == null || specs.isEmpty()) {
            return NONE;
        }
        var out = new LinkedHashMap<String, AttributeBins>();
        for (var spec : specs) {
            var b = AttributeBins.parse(spec, OPTION);
            if (out.put(b.attribute(), b) != null) {
                throw new InvalidInputException(OPTION + ": attribute '" + b.attribute() + "' is binned twice");
            }
        }
        return new Bins(out);
    }

    public boolean isEmpty() {
        return byAttribute.isEmpty();
    }

    /** The bins of {@code attribute}, or null when it is not binned. */
    public AttributeBins of(String attribute) {
        return byAttribute.get(attribute);
    }

    public Collection<AttributeBins> all() {
        return byAttribute.values();
    }

    /** Attribute → edges as written, for the manifest. */
    public Map<String, List<String>> edges() {
        var out = new LinkedHashMap<String, List<String>>();
        byAttribute.forEach((a, b) -> out.put(a, new ArrayList<>(b.edges())));
        return out;
    }

    @Override
    public String toString() {
        return byAttribute.values().toString();
    }
}
