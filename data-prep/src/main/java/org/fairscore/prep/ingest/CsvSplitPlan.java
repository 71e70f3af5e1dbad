package org.fairscore.prep.ingest;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;

/**
 * Where each split of a CSV file stands, from the first pass's {@link CsvSplitScan.Summary summaries} chained in
 * file order: whether the split starts inside quotes (an odd number of {@code "} before it) and the ordinal of
 * the first record it owns (the header is record 0, so a record's ordinal is its data row). A split owns the
 * records that start after a line break whose last byte it holds; the first split also owns the header.
 *
 * <p>For a file that follows RFC 4180 the parity of the quotes before a byte says exactly whether it is inside
 * a quoted cell (an escaped quote is two). A stray quote in an unquoted cell flips it for the rest of the
 * record — and the split scan, the reader and the driver's count all flip alike, so row numbers still agree and
 * the record that holds it is rejected as malformed ({@link CsvCells}).
 */
record CsvSplitPlan(Map<Long, Entry> byStart) {
    static final String KEY = "fairscore.csv.split-plan";

    /** @param quoted the split starts inside quotes; @param firstRecord ordinal of the first record it owns */
    record Entry(boolean quoted, long firstRecord) {
    }

    static CsvSplitPlan of(List<CsvSplitScan.Summary> summaries) {
        var sorted = new ArrayList<>(summaries);
        sorted.sort(Comparator.comparingLong(CsvSplitScan.Summary::start));
        var byStart = new HashMap<Long, Entry>();
        boolean quoted = false;
        long records = 1; // the header, owned by the first split
        for (var s : sorted) {
            byStart.put(s.start(), new Entry(quoted, s.start() == 0 ? 0 : records));
            records += quoted ? s.breaksIfStartInside() : s.breaksIfStartOutside();
            quoted ^= (s.quotes() & 1) == 1;
        }
        return new CsvSplitPlan(Map.copyOf(byStart));
    }

    /** Ships the plan to the record readers in their configuration: "start:quoted:first;…". */
    void writeTo(Configuration conf) {
        var sb = new StringBuilder();
        byStart.forEach((start, e) -> sb.append(start).append(':').append(e.quoted() ? 1 : 0).append(':')
                .append(e.firstRecord()).append(';'));
        conf.set(KEY, sb.toString());
    }

    static CsvSplitPlan readFrom(Configuration conf) {
        var byStart = new HashMap<Long, Entry>();
        for (var part : conf.get(KEY, "").split(";")) {
            if (!part.isEmpty()) {
                var f = part.split(":");
                byStart.put(Long.parseLong(f[0]), new Entry(f[1].equals("1"), Long.parseLong(f[2])));
            }
        }
        return new CsvSplitPlan(Map.copyOf(byStart));
    }

    Entry at(long start) {
        var e = byStart.get(start);
        if (e == null) {
            throw new IllegalStateException("no CSV split plan for a split at byte " + start
                    + ": the two passes over the file saw different splits");
        }
        return e;
    }
}
