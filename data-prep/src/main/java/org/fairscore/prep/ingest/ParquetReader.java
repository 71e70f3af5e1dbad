package org.fairscore.prep.ingest;

import static org.apache.spark.sql.functions.array;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.exists;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.when;

import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.ParquetRuntimeException;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.api.java.UDF1;
import org.apache.spark.sql.expressions.UserDefinedFunction;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.DoubleType;
import org.apache.spark.sql.types.FloatType;
import org.apache.spark.sql.types.StructType;
import org.fairscore.core.model.InvalidInputException;

/**
 * Reads Parquet with Spark's Parquet source. Exact per-file row numbers come from the hidden file
 * metadata columns {@code _metadata.file_path} and {@code _metadata.row_index} (0-based position of
 * the row in its file, available for Parquet since Spark 3.5; data row = row_index + 1).
 *
 * <p>The embedding must be {@code array<float>} or {@code array<double>}; id, label and attributes
 * of any primitive type are cast to strings.
 */
public final class ParquetReader {
    private static final UserDefinedFunction DISPLAY =
            functions.udf((UDF1<String, String>) SourcePaths::displayUri, DataTypes.StringType);

    private ParquetReader() {
    }

    /** The raw rows, and the spec read: {@code spec} storing every other column ({@link StoredColumns}). */
    public record Read(Dataset<Row> raw, ReadSpec spec) {
    }

    public static Dataset<Row> read(SparkSession spark, List<SourceFile> files, ReadSpec spec) {
        return readStoring(spark, files, spec).raw();
    }

    /**
     * {@link #read}, storing every other column of the schema Spark reads (that of one file; a column another file
     * lacks reads as null there). Values of any type are cast to strings by Spark's rules ({@code 42}, {@code 1.5},
     * {@code true}, {@code 2024-01-31}, {@code [1, 2]}).
     */
    public static Read readStoring(SparkSession spark, List<SourceFile> files, ReadSpec configured) {
        checkFooters(spark, files);
        var paths = files.stream().map(SourceFile::path).toArray(String[]::new);
        var df = spark.read().parquet(paths);
        checkSchema(files.get(0).display(), df.schema(), configured);
        var spec = configured.storing(StoredColumns.of(List.of(List.of(df.schema().fieldNames())), configured));
        var source = DISPLAY.apply(col("_metadata.file_path"));
        return new Read(select(df, spec, source, col("_metadata.row_index").plus(1)), spec);
    }

    /**
     * The raw rows of {@code df} (already checked by {@link #checkSchema}): {@code source} names each row's file and
     * {@code row} its 1-based data row, as row errors report them. Shared with {@link DatasetReader}.
     */
    static Dataset<Row> select(Dataset<Row> df, ReadSpec spec, Column source, Column row) {
        var attrs = new ArrayList<Column>();
        for (var a : spec.attributeCols()) {
            attrs.add(quoted(a).cast(DataTypes.StringType));
        }
        var embedding = quoted(spec.embeddingCol());
        var missingValue = exists(embedding, Column::isNull);
        return df.select(
                source.as(RawColumns.SOURCE),
                source.as(RawColumns.META_SOURCE),
                row.cast(DataTypes.LongType).as(RawColumns.ROW),
                quoted(spec.idCol()).cast(DataTypes.StringType).as(RawColumns.ID),
                quoted(spec.labelCol()).cast(DataTypes.StringType).as(RawColumns.LABEL),
                array(attrs.toArray(new Column[0])).as(RawColumns.ATTRS),
                when(embedding.isNull().or(missingValue), lit(null))
                        .otherwise(embedding.cast(DataTypes.createArrayType(DataTypes.DoubleType, true)))
                        .as(RawColumns.EMBEDDING),
                lit(false).as(RawColumns.EMB_SPLIT),
                when(embedding.isNull().or(missingValue), lit(spec.embeddingCol())).as(RawColumns.PARSE_COLUMN),
                when(embedding.isNull(), lit("(missing embedding)"))
                        .when(missingValue, lit("(missing value)")).as(RawColumns.PARSE_DETAIL),
                lit(null).cast(DataTypes.StringType).as(RawColumns.READ_ERROR));
    }

    /**
     * Reads every file's footer once, in tasks (so a directory of many part files is checked in parallel), before Spark does. Spark reads one footer for the schema and the others inside its scan, where a
     * damaged file surfaces as an internal error without a word about which file is at fault; here it is bad input
     * naming the file. A row group whose column chunks lie outside the file is found too: its footer parses, but
     * the scan would read past the data.
     */
    private static void checkFooters(SparkSession spark, List<SourceFile> files) {
        var jsc = JavaSparkContext.fromSparkContext(spark.sparkContext());
        var conf = new SerializableConf(jsc.hadoopConfiguration());
        int tasks = Math.min(files.size(), Math.max(1, 4 * jsc.defaultParallelism()));
        jsc.parallelize(files, tasks).foreach(f -> checkFooter(conf.get(), f));
    }

    /** The smallest Parquet file: "PAR1", an empty footer's 4-byte length, "PAR1". */
    private static final int MIN_LENGTH = 12;

    static void checkFooter(Configuration conf, SourceFile file) {
        var path = new Path(file.path());
        ParquetMetadata footer;
        long length;
        try {
            var input = HadoopInputFile.fromPath(path, conf);
            length = input.getLength();
            if (length < MIN_LENGTH) {
                throw new InvalidInputException(file.display() + ": not a Parquet file (" + length
                        + " bytes; even an empty one has " + MIN_LENGTH + ": magic, footer length, magic)");
            }
            try (var reader = ParquetFileReader.open(input)) {
                footer = reader.getFooter();
            }
        } catch (IOException e) {
            // parquet reports an undecodable footer (Thrift) as an IOException; an end of file is a cut file; any
            // other IOException on a remote file system may be transient and stays an I/O failure
            if (e instanceof EOFException || "file".equals(path.toUri().getScheme())
                    || String.valueOf(e.getMessage()).contains("FileMetaData")) {
                throw new InvalidInputException(file.display() + ": corrupt Parquet footer: " + e.getMessage(),
                        plainCopy(e));
            }
            throw new UncheckedIOException("cannot read the footer of " + file.display(), e);
        } catch (RuntimeException e) {
            // parquet-mr signals a missing magic number with a bare RuntimeException: "... is not a Parquet file"
            if (String.valueOf(e.getMessage()).contains("is not a Parquet file")) {
                throw new InvalidInputException(file.display() + ": not a Parquet file (bad magic at its end; "
                        + "a truncated Parquet file loses its footer and looks like this too)", plainCopy(e));
            }
            if (e instanceof ParquetRuntimeException || e instanceof IllegalArgumentException
                    || e instanceof IndexOutOfBoundsException
                    || String.valueOf(e.getMessage()).contains("corrupted file")
                    || String.valueOf(e.getMessage()).contains("footer is too large")) {
                throw new InvalidInputException(file.display() + ": corrupt Parquet footer: " + e.getMessage(),
                        plainCopy(e));
            }
            throw e;
        }
        checkExtents(file, footer, length);
    }

    /** Every column chunk must lie between the leading magic and the footer. */
    private static void checkExtents(SourceFile file, ParquetMetadata footer, long length) {
        for (int g = 0; g < footer.getBlocks().size(); g++) {
            BlockMetaData group = footer.getBlocks().get(g);
            if (group.getRowCount() < 0) {
                throw new InvalidInputException(file.display() + ": corrupt Parquet footer: row group " + g
                        + " has a negative row count " + group.getRowCount());
            }
            for (ColumnChunkMetaData c : group.getColumns()) {
                long start = c.getStartingPos();
                long size = c.getTotalSize();
                if (start < 4 || size < 0 || start > length - size) {
                    throw new InvalidInputException(file.display() + ": corrupt Parquet footer: row group " + g
                            + ", column " + c.getPath() + " says bytes [" + start + ", " + (start + size)
                            + "), outside the file's " + length + " bytes");
                }
            }
        }
    }

    /**
     * A serialisable stand-in for a cause thrown inside a task: the exception crosses to the driver only if it
     * serialises, and library exceptions may hold fields that do not, which would lose the type (and exit 2).
     */
    private static IOException plainCopy(Exception e) {
        var copy = new IOException(e.toString());
        copy.setStackTrace(e.getStackTrace());
        return copy;
    }

    private static Column quoted(String name) {
        return col("`" + name + "`");
    }

    static void checkSchema(String file, StructType schema, ReadSpec spec) {
        var names = List.of(schema.fieldNames());
        var required = new ArrayList<String>(List.of(spec.idCol(), spec.labelCol()));
        required.addAll(spec.attributeCols());
        required.add(spec.embeddingCol());
        for (var c : required) {
            if (!names.contains(c)) {
                throw MissingColumn.of(file, c, spec, names);
            }
        }
        var type = schema.apply(spec.embeddingCol()).dataType();
        if (!(type instanceof ArrayType at)
                || !(at.elementType() instanceof FloatType || at.elementType() instanceof DoubleType)) {
            throw new InvalidInputException(file + ", column '" + spec.embeddingCol()
                    + "': expected array<float> or array<double>, found " + type.simpleString());
        }
    }
}
