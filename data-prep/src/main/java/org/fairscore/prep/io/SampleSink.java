package org.fairscore.prep.io;

import java.util.List;

/**
 * Streams samples to a file, one at a time, in constant memory: the synthetic-corpus generator writes
 * corpora larger than the heap through it. Open one with {@link SampleSinks#open}.
 *
 * <p>Ids, labels and attribute values may be {@code null} (written as missing), so that tests can
 * produce the bad rows data-prep must reject.
 */
public interface SampleSink extends AutoCloseable {
    /** Appends one sample; {@code attributeValues} follow the attribute columns given at open. */
    void write(String sampleId, String label, List<String> attributeValues, float[] embedding);

    /** Flushes and finishes the file (for .npy and Arrow, the file is only valid after close). */
    @Override
    void close();
}
