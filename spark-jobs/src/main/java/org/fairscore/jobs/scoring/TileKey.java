package org.fairscore.jobs.scoring;

import java.io.Serializable;
import java.util.Comparator;

/**
 * A tile: block (groupA, blockA) against block (groupB, blockB), with (groupA, blockA) ≤ (groupB,
 * blockB). Intra-group tiles have groupA = groupB; a diagonal tile has both blocks equal.
 */
public record TileKey(String groupA, int blockA, String groupB, int blockB) implements Serializable {

    /** Sort order inside a partition: tiles sharing block A follow each other (its matrix is reused). */
    public static final Comparator<TileKey> ORDER = new Order();

    public static TileKey of(String groupA, int blockA, String groupB, int blockB) {
        int c = groupA.compareTo(groupB);
        if (c > 0 || (c == 0 && blockA > blockB)) {
            return new TileKey(groupB, blockB, groupA, blockA);
        }
        return new TileKey(groupA, blockA, groupB, blockB);
    }

    public boolean diagonal() {
        return blockA == blockB && groupA.equals(groupB);
    }

    public boolean crossGroup() {
        return !groupA.equals(groupB);
    }

    private static final class Order implements Comparator<TileKey>, Serializable {
        private static final long serialVersionUID = 1L;

        @Override
        public int compare(TileKey x, TileKey y) {
            int c = x.groupA.compareTo(y.groupA);
            if (c == 0) {
                c = Integer.compare(x.blockA, y.blockA);
            }
            if (c == 0) {
                c = x.groupB.compareTo(y.groupB);
            }
            return c != 0 ? c : Integer.compare(x.blockB, y.blockB);
        }
    }
}
