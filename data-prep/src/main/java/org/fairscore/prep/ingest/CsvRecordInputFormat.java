package org.fairscore.prep.ingest;

import java.io.IOException;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.JobContext;
import org.apache.hadoop.mapreduce.RecordReader;
import org.apache.hadoop.mapreduce.TaskAttemptContext;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;

/**
 * Second pass over a CSV file: the data records each split owns, numbered, with quoted line breaks inside
 * records. Needs the file's {@link CsvSplitPlan} in the configuration (key {@link CsvSplitPlan#KEY}). A split
 * reads past its end to finish its last record, as Hadoop's line reader does; the header (record 0) is not
 * returned.
 */
public class CsvRecordInputFormat extends FileInputFormat<NullWritable, CsvRecord> {

    @Override
    protected boolean isSplitable(JobContext context, Path file) {
        return true;
    }

    @Override
    public RecordReader<NullWritable, CsvRecord> createRecordReader(InputSplit split, TaskAttemptContext context) {
        return new Reader();
    }

    private static final class Reader extends RecordReader<NullWritable, CsvRecord> {
        private FSDataInputStream in;
        private CsvRecordScanner scanner;
        private long start;
        private long end;
        private long ordinal;
        private boolean owned;
        private CsvRecord current;

        @Override
        public void initialize(InputSplit s, TaskAttemptContext ctx) throws IOException {
            var split = (FileSplit) s;
            var entry = CsvSplitPlan.readFrom(ctx.getConfiguration()).at(split.getStart());
            Path path = split.getPath();
            start = split.getStart();
            end = start + split.getLength();
            in = path.getFileSystem(ctx.getConfiguration()).open(path, 1 << 20);
            in.seek(start);
            scanner = new CsvRecordScanner(in, start);
            owned = start == 0 || scanner.skipToRecordAfterBreakBefore(end, entry.quoted());
            ordinal = entry.firstRecord();
        }

        @Override
        public boolean nextKeyValue() throws IOException {
            while (owned && scanner.next()) {
                long row = ordinal++;
                // the record after this one is ours when the line break that ends this one lies in the split
                owned = scanner.end() <= end;
                if (row > 0) {
                    current = scanner.copy(row);
                    return true;
                }
            }
            current = null;
            return false;
        }

        @Override
        public NullWritable getCurrentKey() {
            return NullWritable.get();
        }

        @Override
        public CsvRecord getCurrentValue() {
            return current;
        }

        @Override
        public float getProgress() {
            long pos = scanner == null ? start : scanner.position();
            return end == start ? 1 : Math.min(1f, (pos - start) / (float) (end - start));
        }

        @Override
        public void close() throws IOException {
            if (in != null) {
                in.close();
            }
        }
    }
}
