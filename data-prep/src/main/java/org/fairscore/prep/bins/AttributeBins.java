package org.fairscore.prep.bins;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.model.RejectReason;

/**
 * The bands of one numeric attribute: edges e0 &lt; … &lt; ek turn a value v into the band {@code [e_i,e_{i+1})} with
 * e_i ≤ v &lt; e_{i+1}, named with the edges exactly as written ({@code --bin age=0,18,30} gives {@code [0,18)} and
 * {@code [18,30)}). Values and edges are compared as decimals ({@link BigDecimal}), never as doubles, so a value
 * written like an edge ({@code 18}, {@code 18.0}, {@code 1.8e1}) always lands in the band that starts at that edge.
 */
public final class AttributeBins implements Serializable {
    private static final long serialVersionUID = 1L;

    private final String attribute;
    private final List<String> edgeTexts;
    private final BigDecimal[] edges;

    private AttributeBins(String attribute, List<String> edgeTexts, BigDecimal[] edges) {
        this.attribute = attribute;
        this.edgeTexts = List.copyOf(edgeTexts);
        this.edges = edges;
    }

    /**
     * One {@code ATTR=E0,E1,…} as given to {@code --bin}.
     *
     * @param where names the option or config key in messages, e.g. {@code --bin (config key 'bins')}
     */
    public static AttributeBins parse(String spec, String where) {
        int eq = spec.indexOf('=');
        if (eq <= 0) {
            throw new InvalidInputException(where + " '" + spec + "': expected ATTRIBUTE=EDGE,EDGE,…, e.g. age=0,18,30");
        }
        var edges = new ArrayList<String>();
        for (var e : spec.substring(eq + 1).split(",", -1)) {
            edges.add(e.strip());
        }
        return of(spec.substring(0, eq).strip(), edges, where);
    }

    /** An attribute with its edges as text; bad edges are bad input naming {@code where}. */
    public static AttributeBins of(String attribute, List<String> edgeTexts, String where) {
        String prefix = where + " '" + attribute + "=" + String.join(",", edgeTexts) + "': ";
        if (attribute.isEmpty()) {
            throw new InvalidInputException(prefix + "no attribute name before '='");
        }
        if (edgeTexts.size() < 2) {
            throw new InvalidInputException(prefix + "give at least two edges (one band), e.g. " + attribute + "=0,18");
        }
        var edges = new BigDecimal[edgeTexts.size()];
        for (int i = 0; i < edges.length; i++) {
            edges[i] = number(edgeTexts.get(i));
            if (edges[i] == null) {
                throw new InvalidInputException(prefix + "edge " + (i + 1) + " '" + edgeTexts.get(i) + "' is not a number");
            }
            if (i > 0 && edges[i].compareTo(edges[i - 1]) <= 0) {
                throw new InvalidInputException(prefix + "edges must increase strictly, but " + edgeTexts.get(i)
                        + " follows " + edgeTexts.get(i - 1));
            }
        }
        return new AttributeBins(attribute, edgeTexts, edges);
    }

    public String attribute() {
        return attribute;
    }

    /** The edges as written. */
    public List<String> edges() {
        return edgeTexts;
    }

    /** Every band's name, lowest first. */
    public List<String> bands() {
        var out = new ArrayList<String>();
        for (int i = 0; i + 1 < edges.length; i++) {
            out.add(bandName(i));
        }
        return out;
    }

    /** The band of {@code value} (the attribute's text as stored), or why it has none. */
    public Banding band(String value) {
        if (value == null || value.isBlank()) {
            return Banding.rejected(RejectReason.MISSING_ATTRIBUTE, null);
        }
        var v = number(value.strip());
        if (v == null) {
            return Banding.rejected(RejectReason.MALFORMED_NUMBER, "'" + value + "' (" + attribute + " is binned)");
        }
        if (v.compareTo(edges[0]) < 0) {
            return Banding.rejected(RejectReason.OUTSIDE_BINS,
                    "'" + value + "' is below the first edge " + edgeTexts.get(0));
        }
        int last = edges.length - 1;
        if (v.compareTo(edges[last]) >= 0) {
            return Banding.rejected(RejectReason.OUTSIDE_BINS,
                    "'" + value + "' is at or above the last edge " + edgeTexts.get(last));
        }
        // the largest i with e_i <= v (edges are few: a linear scan)
        int i = 0;
        while (v.compareTo(edges[i + 1]) >= 0) {
            i++;
        }
        return Banding.of(bandName(i));
    }

    private String bandName(int i) {
        return "[" + edgeTexts.get(i) + "," + edgeTexts.get(i + 1) + ")";
    }

    /** A finite decimal, or null (BigDecimal refuses NaN, Infinity, hex and empty text). */
    private static BigDecimal number(String text) {
        try {
            return new BigDecimal(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    @Override
    public String toString() {
        return attribute + "=" + String.join(",", edgeTexts);
    }
}
