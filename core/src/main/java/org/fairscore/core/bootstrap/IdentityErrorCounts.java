package org.fairscore.core.bootstrap;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.fairscore.core.summaries.Mergeable;
import org.fairscore.core.summaries.VarLongs;

/**
 * Mergeable per-identity error counts at the global thresholds (one slot per FAR level): for every
 * (group, identity label), its genuine pairs G_k and false rejects FR_k[t], and its attributed impostor
 * pairs I_k and false accepts FA_k[t]. An impostor pair is attributed to <em>both</em> of its identities,
 * so within a group Σ_k I_k = 2·(impostor pairs) and Σ_k FA_k[t] = 2·(false accepts);
 * {@link IdentityBootstrap} relies on that (and checks that the sums are even).
 *
 * <p>The identity key is (group, label): an identity whose samples fall in two groups is two units, one
 * per group, as each group's pairs are the pairs inside it.
 *
 * <p>Memory: per identity one {@code long[2 + 2·thresholds]} (G, I, FR[·], FA[·]) plus its map entry,
 * i.e. identities × thresholds × 2 longs — 10⁵ identities at 6 FAR levels ≈ 11 MB of longs.
 *
 * <p>Mutability, as Spark's aggregators (and MLlib's {@code MultivariateOnlineSummarizer}) expect: the
 * {@code add…} methods and {@link #merge} update {@code this} in place and {@code merge} returns
 * {@code this}; {@code other} is never modified and no array is shared between two instances. Use
 * {@link #copy()} when a value must be kept. Merge is associative and commutative (sums of longs) and
 * {@link #empty(int)} is its identity.
 */
public final class IdentityErrorCounts implements Mergeable<IdentityErrorCounts>, Serializable {
    private static final long serialVersionUID = 1L;
    /** Offsets inside an identity's row. */
    static final int GENUINE = 0;
    static final int IMPOSTOR = 1;
    static final int FIRST = 2;

    private final int thresholds;
    /**
     * group → label → {G, I, FR[0..T), FA[0..T)}; written by {@link #writeObject}, not field by field: an audit task
     * returns one of these per group it counted (4,010 identities × (2 + 2·(6 levels + 36 EER-grid columns)) longs
     * took 3.5 MB as serialised maps and arrays, above Spark's 1 MiB for a result sent straight back, so each task's
     * result went through the block manager; as variable-length integers, 0.6 MB).
     */
    private transient HashMap<String, HashMap<String, long[]>> rows = new HashMap<>();

    public IdentityErrorCounts(int thresholds) {
        if (thresholds < 0) {
            throw new IllegalArgumentException("thresholds must be >= 0: " + thresholds);
        }
        this.thresholds = thresholds;
    }

    public static IdentityErrorCounts empty(int thresholds) {
        return new IdentityErrorCounts(thresholds);
    }

    /**
     * Adds genuine pairs of one identity and its false rejects at each threshold (called once per
     * identity; repeated calls sum).
     */
    public void addGenuine(String group, String label, long genuinePairs, long[] falseRejects) {
        check(group, label, genuinePairs, falseRejects, "genuinePairs", "falseRejects");
        long[] row = row(group, label);
        row[GENUINE] = Math.addExact(row[GENUINE], genuinePairs);
        for (int t = 0; t < thresholds; t++) {
            row[FIRST + t] = Math.addExact(row[FIRST + t], falseRejects[t]);
        }
    }

    /**
     * Adds impostor pairs in which this identity takes part (each impostor pair is added once for EACH of
     * its two identities) and their false accepts at each threshold; called many times per identity (per
     * tile row), sums.
     */
    public void addImpostor(String group, String label, long impostorPairs, long[] falseAccepts) {
        check(group, label, impostorPairs, falseAccepts, "impostorPairs", "falseAccepts");
        long[] row = row(group, label);
        row[IMPOSTOR] = Math.addExact(row[IMPOSTOR], impostorPairs);
        for (int t = 0; t < thresholds; t++) {
            row[FIRST + thresholds + t] = Math.addExact(row[FIRST + thresholds + t], falseAccepts[t]);
        }
    }

    /** Adds {@code other} into this and returns this; {@code other} is unchanged. */
    @Override
    public IdentityErrorCounts merge(IdentityErrorCounts other) {
        if (other.thresholds != thresholds) {
            throw new IllegalArgumentException("cannot merge counts at " + other.thresholds + " thresholds into counts at "
                    + thresholds);
        }
        if (other == this) {
            return merge(other.copy());
        }
        other.rows.forEach((group, labels) -> {
            var mine = rows.computeIfAbsent(group, g -> new HashMap<>());
            labels.forEach((label, theirs) -> {
                long[] row = mine.get(label);
                if (row == null) {
                    mine.put(label, theirs.clone());
                } else {
                    for (int i = 0; i < row.length; i++) {
                        row[i] = Math.addExact(row[i], theirs[i]);
                    }
                }
            });
        });
        return this;
    }

    /** A deep copy. */
    public IdentityErrorCounts copy() {
        return new IdentityErrorCounts(thresholds).merge(this);
    }

    public int thresholds() {
        return thresholds;
    }

    /** Group names, sorted. */
    public List<String> groups() {
        return List.copyOf(new TreeSet<>(rows.keySet()));
    }

    /** Identity labels of a group, sorted (empty for an unknown group). */
    public List<String> identities(String group) {
        var labels = rows.get(group);
        return labels == null ? List.of() : List.copyOf(new TreeSet<>(labels.keySet()));
    }

    /** G_k: genuine pairs of one identity (0 when unknown). */
    public long genuinePairs(String group, String label) {
        return cell(group, label, GENUINE);
    }

    /** I_k: impostor pairs attributed to one identity (0 when unknown). */
    public long impostorPairs(String group, String label) {
        return cell(group, label, IMPOSTOR);
    }

    /** FR_k[t]. */
    public long falseRejects(String group, String label, int threshold) {
        return cell(group, label, FIRST + index(threshold));
    }

    /** FA_k[t], attributed (a false accept counts for both of its identities). */
    public long falseAccepts(String group, String label, int threshold) {
        return cell(group, label, FIRST + thresholds + index(threshold));
    }

    /**
     * The rows of one group in label order, flattened: identity i occupies
     * {@code [i·(2+2T), (i+1)·(2+2T))} as {G, I, FR[0..T), FA[0..T)}. A fresh array.
     */
    long[] flatRows(String group) {
        var labels = rows.get(group);
        if (labels == null) {
            return new long[0];
        }
        int width = FIRST + 2 * thresholds;
        var sorted = new ArrayList<>(labels.keySet());
        sorted.sort(null);
        long[] flat = new long[sorted.size() * width];
        for (int i = 0; i < sorted.size(); i++) {
            System.arraycopy(labels.get(sorted.get(i)), 0, flat, i * width, width);
        }
        return flat;
    }

    /**
     * This table's rows of one group beside another table's, in label order: identity i occupies
     * {@code [i·(w + w'), (i+1)·(w + w'))} as this table's row (w = 2 + 2T longs) followed by the other's (w' = 2 + 2T'
     * longs). Null when the group's identities differ between the two (or either has none), so that the caller
     * resamples the two separately. A fresh array.
     */
    long[] flatRowsBeside(String group, IdentityErrorCounts other) {
        var mine = rows.get(group);
        var theirs = other.rows.get(group);
        if (mine == null || theirs == null || mine.size() != theirs.size() || !mine.keySet().equals(theirs.keySet())) {
            return null;
        }
        int width = FIRST + 2 * thresholds;
        int otherWidth = FIRST + 2 * other.thresholds;
        var sorted = new ArrayList<>(mine.keySet());
        sorted.sort(null);
        long[] flat = new long[Math.multiplyExact(sorted.size(), width + otherWidth)];
        for (int i = 0; i < sorted.size(); i++) {
            String label = sorted.get(i);
            int at = i * (width + otherWidth);
            System.arraycopy(mine.get(label), 0, flat, at, width);
            System.arraycopy(theirs.get(label), 0, flat, at + width, otherWidth);
        }
        return flat;
    }

    /** Σ_k FA_k[t] over a group's identities, per threshold: twice the group's false accepts (zeros when unknown). */
    public long[] falseAcceptTotals(String group) {
        return Arrays.copyOfRange(groupTotals(group), FIRST + thresholds, FIRST + 2 * thresholds);
    }

    /** Σ_k FR_k[t] over a group's identities, per threshold: the group's false rejects (zeros when unknown). */
    public long[] falseRejectTotals(String group) {
        return Arrays.copyOfRange(groupTotals(group), FIRST, FIRST + thresholds);
    }

    /** The column sums of a group's rows, {G, I, FR[0..T), FA[0..T)}, in one pass over its map (no sorting). */
    private long[] groupTotals(String group) {
        long[] out = new long[FIRST + 2 * thresholds];
        var labels = rows.get(group);
        if (labels != null) {
            for (long[] row : labels.values()) {
                for (int i = 0; i < out.length; i++) {
                    out[i] = Math.addExact(out[i], row[i]);
                }
            }
        }
        return out;
    }

    private long cell(String group, String label, int offset) {
        var labels = rows.get(group);
        long[] row = labels == null ? null : labels.get(label);
        return row == null ? 0 : row[offset];
    }

    private int index(int threshold) {
        if (threshold < 0 || threshold >= thresholds) {
            throw new IndexOutOfBoundsException("threshold index must be in [0, " + thresholds + "): " + threshold);
        }
        return threshold;
    }

    private long[] row(String group, String label) {
        return rows.computeIfAbsent(group, g -> new HashMap<>()).computeIfAbsent(label, l -> new long[FIRST + 2 * thresholds]);
    }

    private void check(String group, String label, long pairs, long[] errors, String pairsName, String errorsName) {
        if (group == null || label == null) {
            throw new IllegalArgumentException("group and label must not be null: group=" + group + ", label=" + label);
        }
        if (pairs < 0) {
            throw new IllegalArgumentException(pairsName + " must be >= 0: " + pairs + " (group '" + group + "', label '"
                    + label + "')");
        }
        if (errors == null || errors.length != thresholds) {
            throw new IllegalArgumentException(errorsName + " must have one entry per threshold (" + thresholds + "): "
                    + (errors == null ? "null" : errors.length) + " (group '" + group + "', label '" + label + "')");
        }
        for (int t = 0; t < thresholds; t++) {
            if (errors[t] < 0 || errors[t] > pairs) {
                throw new IllegalArgumentException(errorsName + "[" + t + "] must be in [0, " + pairsName + " = " + pairs
                        + "]: " + errors[t] + " (group '" + group + "', label '" + label + "')");
            }
        }
    }

    /**
     * The rows as group and label strings and each row's counts as variable-length integers (all are ≥ 0),
     * gathered in one byte array ({@link VarLongs.Writer}).
     */
    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        long values = 0;
        for (var group : rows.values()) {
            values += (long) group.size() * (FIRST + 2 * thresholds);
        }
        var w = new VarLongs.Writer((int) Math.min(1 << 26, 2 * values + 64)); // most counts take one or two bytes
        w.add(rows.size());
        for (var group : rows.entrySet()) {
            w.add(group.getKey());
            w.add(group.getValue().size());
            for (var row : group.getValue().entrySet()) {
                w.add(row.getKey());
                w.add(row.getValue());
            }
        }
        w.writeTo(out);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        rows = new HashMap<>();
        var r = VarLongs.Reader.readFrom(in);
        int groups = r.nextCount();
        for (int g = 0; g < groups; g++) {
            String group = r.nextString();
            int labels = r.nextCount();
            var byLabel = new HashMap<String, long[]>(Math.max(16, labels * 4 / 3 + 1));
            for (int l = 0; l < labels; l++) {
                String label = r.nextString();
                long[] row = new long[FIRST + 2 * thresholds];
                r.next(row);
                byLabel.put(label, row);
            }
            rows.put(group, byLabel);
        }
        r.end();
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof IdentityErrorCounts other) || other.thresholds != thresholds) {
            return false;
        }
        if (!rows.keySet().equals(other.rows.keySet())) {
            return false;
        }
        for (Map.Entry<String, HashMap<String, long[]>> e : rows.entrySet()) {
            var theirs = other.rows.get(e.getKey());
            if (!e.getValue().keySet().equals(theirs.keySet())) {
                return false;
            }
            for (var row : e.getValue().entrySet()) {
                if (!Arrays.equals(row.getValue(), theirs.get(row.getKey()))) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = thresholds;
        for (var e : rows.entrySet()) {
            for (var row : e.getValue().entrySet()) {
                h += (e.getKey().hashCode() * 31 + row.getKey().hashCode()) ^ Arrays.hashCode(row.getValue());
            }
        }
        return h;
    }

    @Override
    public String toString() {
        int identities = rows.values().stream().mapToInt(Map::size).sum();
        return "IdentityErrorCounts[thresholds=" + thresholds + ", groups=" + rows.size() + ", identities=" + identities
                + "]";
    }
}
