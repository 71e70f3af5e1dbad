package org.fairscore.prep.ingest;

import java.io.Serializable;

/** One input file: its qualified Hadoop path (to open it) and its display name (for messages). */
public record SourceFile(String path, String display) implements Serializable {
}
