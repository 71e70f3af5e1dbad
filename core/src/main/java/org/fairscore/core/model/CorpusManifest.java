package org.fairscore.core.model;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What data-prep read, rejected and wrote: {@code manifest.json} beside the prepared Parquet, and the
 * {@code input} section of every report.
 *
 * @param schemaVersion    version of this manifest's JSON layout
 * @param dimension        embedding dimension d
 * @param inputs           files read, with their format and data-row counts
 * @param idColumn         input column of sample ids
 * @param labelColumn      input column of labels
 * @param groupBy          attributes forming groups (several: intersectional groups)
 * @param samples          rows kept
 * @param rejected         rows rejected (only non-zero with --max-reject-fraction)
 * @param rejectsByReason  rejected rows per {@link RejectReason} name
 * @param groups           per group, sorted by name
 * @param attributes       every attribute column stored with the samples (the {@code attributes} map), the
 *                         {@code groupBy} columns among them; a later run may group by any of them. Manifests of
 *                         earlier versions stored only {@code groupBy}, and read so
 * @param bins             attributes stored as bands, with the edges as given ({@code age → [0, 18, 30]}); empty
 *                         when none
 * @param identitiesAcrossGroups labels with samples in more than one group and their cross-group genuine pairs;
 *                         null when not counted (manifests of earlier versions, corpora derived from another's
 *                         manifest): the audit then counts them itself
 */
public record CorpusManifest(
        int schemaVersion,
        int dimension,
        List<InputFile> inputs,
        String idColumn,
        String labelColumn,
        List<String> groupBy,
        long samples,
        long rejected,
        Map<String, Long> rejectsByReason,
        List<GroupStats> groups,
        List<String> attributes,
        Map<String, List<String>> bins,
        @JsonInclude(JsonInclude.Include.NON_NULL) IdentitiesAcrossGroups identitiesAcrossGroups) {

    public static final int SCHEMA_VERSION = 1;

    /** A manifest whose identities across groups are not counted (null). */
    public CorpusManifest(int schemaVersion, int dimension, List<InputFile> inputs, String idColumn, String labelColumn,
                          List<String> groupBy, long samples, long rejected, Map<String, Long> rejectsByReason,
                          List<GroupStats> groups, List<String> attributes, Map<String, List<String>> bins) {
        this(schemaVersion, dimension, inputs, idColumn, labelColumn, groupBy, samples, rejected, rejectsByReason, groups,
                attributes, bins, null);
    }

    /** This manifest with its identities across groups counted. */
    public CorpusManifest withIdentitiesAcrossGroups(IdentitiesAcrossGroups counted) {
        return new CorpusManifest(schemaVersion, dimension, inputs, idColumn, labelColumn, groupBy, samples, rejected,
                rejectsByReason, groups, attributes, bins, counted);
    }

    public CorpusManifest {
        inputs = List.copyOf(inputs);
        groupBy = List.copyOf(groupBy);
        rejectsByReason = Map.copyOf(rejectsByReason);
        groups = List.copyOf(groups);
        attributes = attributes == null ? groupBy : List.copyOf(attributes);
        bins = bins == null ? Map.of() : Map.copyOf(bins);
    }

    /** A manifest whose stored attributes are the {@code groupBy} columns, none banded, identities not counted. */
    public CorpusManifest(int schemaVersion, int dimension, List<InputFile> inputs, String idColumn, String labelColumn,
                          List<String> groupBy, long samples, long rejected, Map<String, Long> rejectsByReason,
                          List<GroupStats> groups) {
        this(schemaVersion, dimension, inputs, idColumn, labelColumn, groupBy, samples, rejected, rejectsByReason,
                groups, null, null, null);
    }

    /** One input file. {@code rows} counts data rows (header excluded). */
    public record InputFile(String path, String format, long rows) {
    }

    /**
     * Per-group counts. Pairs are unordered intra-group pairs: genuine = Σ_k C(n_k, 2) over the group's
     * identities, impostor = C(n, 2) − genuine.
     */
    public record GroupStats(String name, long samples, long identities, long genuinePairs, long impostorPairs) {
    }

    /** Samples per group, in the manifest's group order (not part of manifest.json). */
    @JsonIgnore
    public Map<String, Long> groupSizes() {
        var out = new LinkedHashMap<String, Long>();
        groups.forEach(g -> out.put(g.name(), g.samples()));
        return out;
    }
}
