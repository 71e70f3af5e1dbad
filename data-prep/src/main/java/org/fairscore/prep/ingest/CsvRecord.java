package org.fairscore.prep.ingest;

import java.io.Serializable;

/**
 * One CSV record as bytes, before any decoding, with its data row (1-based ordinal after the header).
 *
 * @param truncated the record exceeded {@link CsvRecordScanner#MAX_RECORD_BYTES}; {@code bytes} is its start
 * @param openQuote the file ended inside a quoted cell of this record
 */
public record CsvRecord(long dataRow, byte[] bytes, boolean truncated, boolean openQuote) implements Serializable {
}
