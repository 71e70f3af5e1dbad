package org.fairscore.jobs.scoring;

import java.io.Serializable;

/**
 * A tile: block (groupA, blockA) against block (groupB, blockB), with (groupA, blockA) ≤ (groupB,
 * blockB). Intra-group tiles have groupA = groupB; a diagonal tile has both blocks equal.
 */
public record TileKey(String groupA, int blockA, String groupB, int blockB) implements Serializable {

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
}
