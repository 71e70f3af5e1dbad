package org.fairscore.prep.io;

import java.util.List;
import java.util.Locale;

/** Opens a {@link SampleSink} by format name: {@code csv}, {@code npy}, {@code arrow}, {@code parquet}. */
public final class SampleSinks {
    private SampleSinks() {
    }

    /**
     * @param format   csv, npy, arrow (or ipc, feather), parquet
     * @param path     local file to write; for npy also {@code <stem>.meta.csv} beside it
     * @param attrCols names of the sensitive-attribute columns, in the order values are passed
     * @param dim      embedding dimension; every written embedding must have it
     */
    public static SampleSink open(
            String format, String path, String idCol, String labelCol, List<String> attrCols, int dim) {
        if (dim < 1) {
            throw new IllegalArgumentException("dimension must be >= 1: " + dim);
        }
        var columns = new SinkColumns(idCol, labelCol, attrCols, dim);
        return switch (format.toLowerCase(Locale.ROOT)) {
            case "csv" -> new CsvSampleSink(path, columns);
            case "npy" -> new NpySampleSink(path, columns);
            case "arrow", "ipc", "feather" -> new ArrowSampleSink(path, columns);
            case "parquet" -> new ParquetSampleSink(path, columns);
            default -> throw new IllegalArgumentException(
                    "unknown sink format '" + format + "': expected csv, npy, arrow or parquet");
        };
    }

    /** {@code x.npy} → {@code x.meta.csv}: where the npy sink writes, and the npy reader looks for, metadata. */
    public static String metadataPathOf(String npyPath) {
        if (!npyPath.endsWith(".npy")) {
            throw new IllegalArgumentException("not a .npy path: " + npyPath);
        }
        return npyPath.substring(0, npyPath.length() - ".npy".length()) + ".meta.csv";
    }
}
