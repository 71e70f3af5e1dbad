package org.fairscore.prep.ingest;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.io.NullWritable;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.model.RejectReason;

/**
 * A CSV file as numbered records (RFC 4180, quoted line breaks included), read in parallel with exact data-row
 * numbers: the header is record 0 and a data row is a record's ordinal after it, whatever line breaks its quoted
 * cells hold. The file must be UTF-8 (a leading byte-order mark is skipped); see {@link CsvCells} for the cell
 * rules.
 *
 * <p>Method, two passes over the file's splits (Hadoop's, as for text files): the first ({@link CsvSplitScan})
 * counts, per split, quotes and line breaks for both possible quote states at its start; the driver chains these
 * small summaries ({@link CsvSplitPlan}); the second ({@link CsvRecordInputFormat}) reads each split's records
 * from its first record start, numbered. Cost: the file is read twice, as it was with {@code zipWithIndex}
 * (whose first job counts lines); the first pass is a byte scan without decoding. A file of one split skips it.
 */
public final class CsvRecords {
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private CsvRecords() {
    }

    /** The data records of one file, numbered 1, 2, … in file order. */
    public static JavaRDD<CsvRecord> read(JavaSparkContext jsc, SourceFile file) {
        var conf = new Configuration(jsc.hadoopConfiguration());
        var summaries = splitCount(conf, file) == 1
                ? List.of(new CsvSplitScan.Summary(0, 0, 0, 0)) // one split: it starts outside quotes, at record 0
                : jsc.newAPIHadoopFile(file.path(), CsvSplitScan.class, NullWritable.class, CsvSplitScan.Summary.class,
                        conf).values().collect();
        CsvSplitPlan.of(summaries).writeTo(conf);
        return jsc.newAPIHadoopFile(file.path(), CsvRecordInputFormat.class, NullWritable.class, CsvRecord.class, conf)
                .values();
    }

    private static int splitCount(Configuration conf, SourceFile file) {
        try {
            var job = Job.getInstance(conf);
            FileInputFormat.setInputPaths(job, new Path(file.path()));
            return new CsvSplitScan().getSplits(job).size();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file.display(), e);
        }
    }

    /**
     * The number of data records, counted on the driver by one sequential read with the same record rule as
     * {@link #read}, so the two agree (a quoted line break does not start a row).
     */
    public static long count(Configuration conf, SourceFile file) {
        return index(conf, file, Long.MAX_VALUE).rows();
    }

    /**
     * A file's data-row count and where some of its data rows start: {@code starts[k]} is the byte offset of data row
     * k·every + 1, for every such row the file has. Lets a reader that knows which rows it wants (a .npy's row range)
     * read their records by seeking, with no shuffle to bring them together.
     */
    public record RecordIndex(long rows, long[] starts) {
    }

    /**
     * The {@link RecordIndex} of {@code file}, by one sequential read on the driver with the same record rule as
     * {@link #read} and {@link #count}, so the three agree on every data row. Memory: ⌈rows / every⌉ longs.
     */
    public static RecordIndex index(Configuration conf, SourceFile file, long every) {
        if (every < 1) {
            throw new IllegalArgumentException("every must be >= 1: " + every);
        }
        var path = new Path(file.path());
        try (var in = path.getFileSystem(conf).open(path, 1 << 20)) {
            var scanner = new CsvRecordScanner(in, 0);
            var starts = new ArrayList<Long>();
            long records = 0;
            while (scanner.next()) {
                // record r ends where record r + 1 (data row r + 1) starts
                if (records % every == 0) {
                    starts.add(scanner.end());
                }
                records++;
            }
            long rows = Math.max(0, records - 1);
            long wanted = (rows + every - 1) / every;
            return new RecordIndex(rows, starts.stream().limit(wanted).mapToLong(Long::longValue).toArray());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file.display(), e);
        }
    }

    /** The header's names as written (BOM removed); bad input when it is missing, badly quoted or not UTF-8. */
    public static String[] header(Configuration conf, SourceFile file) {
        var path = new Path(file.path());
        try (var in = path.getFileSystem(conf).open(path, 1 << 20)) {
            var scanner = new CsvRecordScanner(in, 0);
            if (!scanner.next() || scanner.length() == 0) {
                throw new InvalidInputException(file.display() + ": empty file or blank first line; a CSV needs a"
                        + " header row");
            }
            if (scanner.truncated()) {
                throw new InvalidInputException(file.display() + ": the header row is longer than "
                        + CsvRecordScanner.MAX_RECORD_BYTES + " bytes (a quote never closed?)");
            }
            byte[] bytes = scanner.bytes();
            int from = startsWithBom(bytes, scanner.length()) ? BOM.length : 0;
            var result = new CsvCells().split(Arrays.copyOfRange(bytes, from, scanner.length()),
                    scanner.length() - from);
            if (!result.ok()) {
                var p = result.problem();
                throw new InvalidInputException(file.display() + ", header, column " + (p.cell() + 1) + ": "
                        + (p.kind() == CsvCells.Kind.ENCODING ? RejectReason.INVALID_UTF8.description()
                                : RejectReason.MALFORMED_ROW.description()) + " " + p.detail());
            }
            return result.cells();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file.display(), e);
        }
    }

    /**
     * Bad input when two header names are equal after stripping surrounding whitespace (the rule every CSV reader
     * here matches names by): picking one of the two would read the wrong column without a word.
     */
    public static void rejectDuplicates(String file, String[] header) {
        var positions = new LinkedHashMap<String, List<Integer>>();
        for (int i = 0; i < header.length; i++) {
            positions.computeIfAbsent(header[i].strip(), k -> new ArrayList<>()).add(i);
        }
        var twice = new ArrayList<String>();
        positions.forEach((name, at) -> {
            if (at.size() > 1) {
                var written = at.stream().map(i -> "'" + header[i] + "' (column " + (i + 1) + ")").toList();
                twice.add("'" + name + "' at " + String.join(", ", written));
            }
        });
        if (!twice.isEmpty()) {
            throw new InvalidInputException(file + ": the header names a column more than once (names are compared"
                    + " without surrounding spaces): " + String.join("; ", twice) + "; rename or remove the copies");
        }
    }

    private static boolean startsWithBom(byte[] bytes, int length) {
        return length >= BOM.length && bytes[0] == BOM[0] && bytes[1] == BOM[1] && bytes[2] == BOM[2];
    }

    /**
     * A record's cells, or why they cannot be read against a header of {@code header.length} columns.
     *
     * @param column the header name of the cell at fault ("cell N" past the last column)
     */
    public record Checked(String[] cells, RejectReason reason, String column, String detail) {
        public boolean ok() {
            return reason == null;
        }
    }

    /** What a reader makes of one record checked against its header. */
    @FunctionalInterface
    public interface CheckedMapper<T> extends Serializable {
        T map(CsvRecord record, Checked checked);
    }

    /**
     * The file's records, each checked against {@code header} by one {@link Checker} per task (it keeps a decoder)
     * and mapped: the loop every reader of CSV records shares.
     */
    public static <T> JavaRDD<T> checked(JavaSparkContext jsc, SourceFile file, String[] header, CheckedMapper<T> mapper) {
        return read(jsc, file).mapPartitions(records -> {
            var checker = new Checker(header);
            return new Iterator<T>() {
                @Override
                public boolean hasNext() {
                    return records.hasNext();
                }

                @Override
                public T next() {
                    var record = records.next();
                    return mapper.map(record, checker.check(record));
                }
            };
        });
    }

    /** Checks records against one header; one per task (not thread-safe). */
    public static final class Checker {
        private final String[] header;
        private final CsvCells cells = new CsvCells();

        public Checker(String[] header) {
            this.header = header.clone();
        }

        public Checked check(CsvRecord record) {
            if (record.truncated()) {
                return bad(RejectReason.MALFORMED_ROW, 0, "(the record is longer than "
                        + CsvRecordScanner.MAX_RECORD_BYTES + " bytes: a quote opened in it is probably never closed)");
            }
            var bytes = record.bytes();
            var result = cells.split(bytes, bytes.length);
            if (!result.ok()) {
                var p = result.problem();
                return bad(p.kind() == CsvCells.Kind.ENCODING ? RejectReason.INVALID_UTF8 : RejectReason.MALFORMED_ROW,
                        p.cell(), p.kind() == CsvCells.Kind.QUOTING && record.openQuote()
                                ? "(a quote opened here is never closed: the row runs to the end of the file)"
                                : p.detail());
            }
            int n = result.cells().length;
            if (n != header.length) {
                String detail = bytes.length == 0 ? "(a blank line; the header has " + header.length + " cells)"
                        : "(" + n + " cells, the header has " + header.length
                                + (n > header.length ? ": an unquoted decimal comma or an extra delimiter?)"
                                        : ": a missing delimiter?)");
                return bad(RejectReason.MALFORMED_ROW, bytes.length == 0 ? 0 : Math.min(n, header.length), detail);
            }
            return new Checked(result.cells(), null, null, null);
        }

        private Checked bad(RejectReason reason, int cell, String detail) {
            String column = cell < header.length ? header[cell].strip() : "cell " + (cell + 1);
            return new Checked(null, reason, column, detail);
        }
    }
}
