package org.fairscore.api;

import java.io.OutputStream;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.audit.AuditSettings;
import org.fairscore.core.audit.ImpostorSampling;
import org.fairscore.core.bootstrap.IdentityBootstrap;
import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.report.AuditReport;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.FarLevel;
import org.fairscore.jobs.audit.AuditConfig;
import org.fairscore.jobs.audit.AuditJob;
import org.fairscore.jobs.run.JobRun;
import org.fairscore.jobs.run.ReportOutput;
import org.fairscore.prep.PrepConfig;
import org.fairscore.prep.PrepJob;
import org.fairscore.prep.io.OutputGuard;

/**
 * Audits the per-group verification error rates of an embedding corpus held in a caller's {@code Dataset<Row>}, on the
 * caller's {@code SparkSession}, and returns the report model — what {@code fairscore audit --input} computes.
 *
 * <pre>{@code
 * AuditReport report = FairnessAudit.on(spark)
 *         .idColumn("sample_id").labelColumn("label").embeddingColumn("embedding")
 *         .groupBy("race", "gender")
 *         .farLevels(1e-3, 1e-4)
 *         .bootstrap(200).seed(1)
 *         .run(df);
 * }</pre>
 *
 * <p>The Dataset is validated and normalised by the rules {@code fairscore prep} applies to a Parquet file
 * (docs/input.md): a bad row throws {@link InvalidInputException} naming the source ({@link #source}), the row (its
 * 1-based position in the Dataset) and the column, unless {@link #maxRejectFraction} allows it. Then the audit is the
 * command line's own ({@code AuditJob.audit} of the validated corpus): same thresholds, counts, intervals and report.
 * No per-sample data is collected to the driver; the Dataset is read where it lies.
 *
 * <p>A builder: each setter changes this instance and returns it; defaults are those of {@code fairscore audit}.
 * Settings are checked by {@link #run}, which names the setter in its message (bad input, as exit code 2 is on the
 * command line). Not thread-safe; {@link #run} may be called again with other data.
 */
public final class FairnessAudit {
    private static final PrintWriter SILENT = new PrintWriter(OutputStream.nullOutputStream());

    private final SparkSession spark;
    private String idColumn = PrepConfig.DEFAULT_ID_COL;
    private String labelColumn = PrepConfig.DEFAULT_LABEL_COL;
    private String embeddingColumn = PrepConfig.DEFAULT_EMBEDDING_COL;
    private List<String> groupBy = new ArrayList<>();
    private Integer dimension;
    private double maxRejectFraction;
    private String source = "dataset";
    private List<String> farLevels = AuditSettings.DEFAULT_LEVELS;
    private String accept = "above";
    private double differentialWeight = 0.5;
    private boolean crossGroup;
    private Double impostorSample;
    private int bootstrap = 200;
    private long seed = 1;
    private int blockSize = AuditConfig.DEFAULT_BLOCK_SIZE;
    private boolean strictIdentities;
    private PrintWriter progress = SILENT;

    private FairnessAudit(SparkSession spark) {
        this.spark = spark;
    }

    /** An audit on {@code spark} with the defaults of {@code fairscore audit}; name the groups with {@link #groupBy}. */
    public static FairnessAudit on(SparkSession spark) {
        if (spark == null) {
            throw new IllegalArgumentException("on: a SparkSession is required");
        }
        return new FairnessAudit(spark);
    }

    /** Sample id column (default {@code sample_id}); values of any primitive type are read as strings. */
    public FairnessAudit idColumn(String column) {
        idColumn = named(column, "idColumn");
        return this;
    }

    /** Identity label column (default {@code label}). */
    public FairnessAudit labelColumn(String column) {
        labelColumn = named(column, "labelColumn");
        return this;
    }

    /** Embedding column (default {@code embedding}): {@code array<float>} or {@code array<double>}. */
    public FairnessAudit embeddingColumn(String column) {
        embeddingColumn = named(column, "embeddingColumn");
        return this;
    }

    /** The sensitive-attribute column(s) forming the groups (required); several form intersectional groups. */
    public FairnessAudit groupBy(String... columns) {
        groupBy = new ArrayList<>();
        for (String c : columns) {
            groupBy.add(named(c, "groupBy"));
        }
        return this;
    }

    /** Expected embedding dimension (default: the most common one); a row of another dimension is a row error. */
    public FairnessAudit dimension(int d) {
        dimension = d;
        return this;
    }

    /** Go on when at most this fraction of rows is invalid (default 0: any invalid row throws). */
    public FairnessAudit maxRejectFraction(double fraction) {
        maxRejectFraction = fraction;
        return this;
    }

    /** The name row errors and the report's {@code input.inputs} give the Dataset, in place of a file name (default {@code dataset}). */
    public FairnessAudit source(String name) {
        source = named(name, "source");
        return this;
    }

    /** FAR levels of the global thresholds (default 1e-1 … 1e-6), as {@code --far}; {@code 1e-3} is taken as 0.001. */
    public FairnessAudit farLevels(double... levels) {
        farLevels = Arrays.stream(levels).mapToObj(Double::toString).toList();
        return this;
    }

    /** FAR levels as decimal text ("1e-3"), taken exactly, as {@code --far}. */
    public FairnessAudit farLevels(String... levels) {
        farLevels = List.of(levels);
        return this;
    }

    /** Acceptance rule: "above" (score &gt; t, the default) or "at-or-above" (score &ge; t), as {@code --accept}. */
    public FairnessAudit accept(String rule) {
        accept = rule;
        return this;
    }

    /** Weight of FAR against FRR in FDR, IR and GARBE, in [0, 1] (default 0.5), as {@code --differential-weight}. */
    public FairnessAudit differentialWeight(double w) {
        differentialWeight = w;
        return this;
    }

    /** Also the cross-group impostor FAR matrix (scores every pair of the corpus), as {@code --cross-group}. */
    public FairnessAudit crossGroup(boolean on) {
        crossGroup = on;
        return this;
    }

    /** Keeps each impostor pair with probability {@code rate} in (0, 1] (seeded), as {@code --impostor-sample}. */
    public FairnessAudit impostorSample(double rate) {
        impostorSample = rate;
        return this;
    }

    /** Identity-bootstrap replicates (default 200; 0 turns the bootstrap off), as {@code --bootstrap}. */
    public FairnessAudit bootstrap(int replicates) {
        bootstrap = replicates;
        return this;
    }

    /** Seed of impostor sampling and of the identity bootstrap (default 1), as {@code --seed}. */
    public FairnessAudit seed(long s) {
        seed = s;
        return this;
    }

    /** Rows per scoring block (default 0: chosen from the corpus), as {@code --block-size}. */
    public FairnessAudit blockSize(int rows) {
        blockSize = rows;
        return this;
    }

    /** An identity with samples in more than one group throws (default: a report warning), as {@code --strict-identities}. */
    public FairnessAudit strictIdentities(boolean strict) {
        strictIdentities = strict;
        return this;
    }

    /** Where the progress lines of the passes go (default: nowhere); e.g. {@code new PrintWriter(System.err, true)}. */
    public FairnessAudit progress(PrintWriter out) {
        progress = out == null ? SILENT : out;
        return this;
    }

    /**
     * Validates {@code samples} and audits them; nothing is written.
     *
     * @return the report model ({@code ReportJson.write} gives report.json's text)
     * @throws InvalidInputException on a bad setting (naming the setter) or bad rows (naming source, row and column)
     */
    public AuditReport run(Dataset<Row> samples) {
        return audited(samples).report();
    }

    /**
     * {@link #run}, then writes {@code out}/report.json, report.html, report.md, run.json and rejects/ (when rows were
     * rejected) atomically, {@code _SUCCESS} last, as {@code fairscore audit --out} does. {@code out} (any Hadoop file
     * system) must be absent, empty or an earlier fairscore output, which is replaced; it is checked before any work.
     */
    public AuditReport runAndWrite(Dataset<Row> samples, String out) {
        OutputGuard.checkDirectory(spark.sparkContext().hadoopConfiguration(), named(out, "runAndWrite"), List.of());
        var run = JobRun.start(spark, out, List.of(FairnessAudit.class.getName(), "runAndWrite"));
        var audited = audited(samples);
        return run.finish(audited.report(), List.of(), ReportOutput.Pages.HTML_AND_MARKDOWN,
                ReportOutput.rejectsOf(audited.corpus()));
    }

    private AuditJob.Audited audited(Dataset<Row> samples) {
        if (samples == null) {
            throw new IllegalArgumentException("run: a Dataset<Row> is required");
        }
        var cfg = config();
        refuseKryo(spark.sparkContext().getConf());
        var corpus = PrepJob.prepare(spark, samples, cfg.prep());
        return AuditJob.audit(spark, corpus, cfg, AuditJob.Addition.NONE, progress);
    }

    /** The typed request the command line builds too; a bad setting is bad input naming the setter. */
    private AuditConfig config() {
        if (groupBy.isEmpty()) {
            throw new InvalidInputException("groupBy: name at least one sensitive-attribute column");
        }
        if (farLevels.isEmpty()) {
            throw new InvalidInputException("farLevels: give at least one FAR level");
        }
        var levels = new ArrayList<FarLevel>();
        for (String f : farLevels) {
            levels.add(FarLevel.parse(f, "farLevels"));
        }
        if (!(differentialWeight >= 0 && differentialWeight <= 1)) {
            throw new InvalidInputException("differentialWeight: must be in [0, 1], got " + differentialWeight);
        }
        if (blockSize < 0) {
            throw new InvalidInputException("blockSize: must be positive, or 0 for automatic, got " + blockSize);
        }
        if (bootstrap < 0 || bootstrap == 1 || bootstrap > IdentityBootstrap.MAX_REPLICATES) {
            throw new InvalidInputException("bootstrap: must be 0 (off) or a number of replicates from 2 to "
                    + IdentityBootstrap.MAX_REPLICATES + ", got " + bootstrap);
        }
        if (impostorSample != null && !(impostorSample > 0 && impostorSample <= 1)) {
            throw new InvalidInputException("impostorSample: must be in (0, 1], got " + impostorSample);
        }
        if (dimension != null && dimension < 1) {
            throw new InvalidInputException("dimension: must be at least 1, got " + dimension);
        }
        if (!(maxRejectFraction >= 0 && maxRejectFraction <= 1)) {
            throw new InvalidInputException("maxRejectFraction: must be in [0, 1], got " + maxRejectFraction);
        }
        if (groupBy.stream().distinct().count() != groupBy.size()) {
            throw new InvalidInputException("groupBy: a column is named twice: " + groupBy);
        }
        var settings = new AuditSettings(levels, AcceptanceRule.parse(accept, "accept"), differentialWeight, crossGroup,
                new ImpostorSampling(impostorSample, null, seed), bootstrap, seed);
        var prep = new PrepConfig(List.of(source), null, null, idColumn, labelColumn, groupBy, embeddingColumn,
                dimension, maxRejectFraction);
        return new AuditConfig(source, prep, settings, blockSize, null).withStrictIdentities(strictIdentities);
    }

    /** A column, source or output name as given; null or blank is bad input, never replaced by a default. */
    private static String named(String name, String setter) {
        if (name == null || name.isBlank()) {
            throw new InvalidInputException(setter + ": give a name, got " + (name == null ? "null" : "'" + name + "'"));
        }
        return name;
    }

    /**
     * A session serialising with Kryo is refused (bad input), as the command line refuses {@code --conf
     * spark.serializer}: Spark 4.1's Kryo cannot serialise Java records ("can't get field offset on a record class").
     */
    static void refuseKryo(SparkConf conf) {
        if (conf.get("spark.serializer", "").contains("Kryo")) {
            throw new InvalidInputException("spark.serializer=" + conf.get("spark.serializer") + " (this SparkSession): "
                    + "Spark's Kryo cannot serialise fairscore's records; run the audit on a session with the default "
                    + "(Java) serializer");
        }
    }
}
