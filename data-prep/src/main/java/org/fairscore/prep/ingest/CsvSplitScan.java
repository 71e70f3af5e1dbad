package org.fairscore.prep.ingest;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.JobContext;
import org.apache.hadoop.mapreduce.RecordReader;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;

/**
 * First pass over a CSV file, one task per split: what a split contributes to the record count without knowing
 * whether it starts inside quotes. Each split yields one {@link Summary}; {@link CsvSplitPlan} chains them on the
 * driver. Like {@link CsvRecordInputFormat} it keeps {@link FileInputFormat}'s splitting, so both passes see the
 * same splits.
 */
public class CsvSplitScan extends FileInputFormat<NullWritable, CsvSplitScan.Summary> {

    /**
     * @param start               the split's first byte
     * @param quotes              {@code "} bytes in the split (their parity flips the quote state)
     * @param breaksIfStartOutside line breaks outside quotes, if the split starts outside quotes
     * @param breaksIfStartInside  the same if it starts inside quotes
     *
     * A line break counts in the split holding its last byte (the LF of a CRLF); a break that ends the file starts
     * no record and is not counted.
     */
    public record Summary(long start, long quotes, long breaksIfStartOutside, long breaksIfStartInside)
            implements Serializable {
    }

    @Override
    protected boolean isSplitable(JobContext context, Path file) {
        return true;
    }

    @Override
    public RecordReader<NullWritable, Summary> createRecordReader(InputSplit split, TaskAttemptContext context) {
        return new RecordReader<>() {
            private Summary summary;
            private boolean done;

            @Override
            public void initialize(InputSplit s, TaskAttemptContext ctx) throws IOException {
                var fs = (FileSplit) s;
                var path = fs.getPath();
                var fileSystem = path.getFileSystem(ctx.getConfiguration());
                long length = fileSystem.getFileStatus(path).getLen();
                try (var in = fileSystem.open(path, 1 << 20)) {
                    in.seek(fs.getStart());
                    summary = scan(in, fs.getStart(), fs.getStart() + fs.getLength(), length);
                }
            }

            @Override
            public boolean nextKeyValue() {
                if (done) {
                    return false;
                }
                done = true;
                return true;
            }

            @Override
            public NullWritable getCurrentKey() {
                return NullWritable.get();
            }

            @Override
            public Summary getCurrentValue() {
                return summary;
            }

            @Override
            public float getProgress() {
                return done ? 1 : 0;
            }

            @Override
            public void close() {
            }
        };
    }

    /** Scans bytes [start, end) of a file of {@code fileLength} bytes; {@code in} is positioned at start. */
    static Summary scan(InputStream in, long start, long end, long fileLength) throws IOException {
        var buffer = new byte[1 << 16];
        long position = start;
        long quotes = 0;
        long[] breaks = new long[2]; // by quote parity since the split's start: [even, odd]
        boolean pendingCr = false;
        int n;
        while (position < end && (n = in.read(buffer, 0, (int) Math.min(buffer.length, end - position))) > 0) {
            for (int i = 0; i < n; i++) {
                byte b = buffer[i];
                if (pendingCr) {
                    pendingCr = false;
                    if (b != '\n') {
                        breaks[(int) (quotes & 1)]++; // a lone CR, whose last byte is itself
                    }
                }
                if (b == '"') {
                    quotes++;
                } else if (b == '\n') {
                    if (position + i + 1 < fileLength) {
                        breaks[(int) (quotes & 1)]++;
                    }
                } else if (b == '\r') {
                    pendingCr = true;
                }
            }
            position += n;
        }
        if (pendingCr) {
            // the CR is the split's last byte: it is a line break unless the next split begins with LF
            int next = position < fileLength ? in.read() : -1;
            if (next != '\n' && position < fileLength) {
                breaks[(int) (quotes & 1)]++;
            }
        }
        return new Summary(start, quotes, breaks[0], breaks[1]);
    }
}
