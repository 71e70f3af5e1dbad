package org.fairscore.jobs.scoring;

/** A tile's two blocks (the same block twice for a diagonal tile). */
public record Tile(TileKey key, Block a, Block b) {
}
