package org.fairscore.core.report;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonPOJOBuilder;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.fairscore.core.association.AssociationReport;
import org.fairscore.core.classification.DownstreamReport;
import org.fairscore.core.geometry.GeometryReport;
import org.fairscore.core.mitigation.MitigationReport;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.protocol.ProtocolReport;
import org.fairscore.core.verification.AcceptanceRule;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.OperatingPoint;

/**
 * {@code report.json}. Field order is part of the schema (stable output, diffable reports).
 *
 * <p>Built with {@link #builder} (or {@link #toBuilder} for a copy with one part changed), never
 * positionally: a new family section is one component here, its name in {@link JsonPropertyOrder}, one
 * {@link Builder} method, and its renderer. report.json is read through the same {@link Builder}.
 *
 * @param kind                what the report is; not in report.json (see {@link Kind})
 * @param schemaVersion       version of this layout
 * @param input               the manifest of the audited corpus
 * @param groupBy             attributes that form the groups
 * @param accept              acceptance rule (null: not a verification audit); in JSON its
 *                            {@link AcceptanceRule#cliName()}, {@code above} or {@code at-or-above}; for a score
 *                            file of distances {@code below} or {@code at-or-below} (see
 *                            {@link org.fairscore.core.audit.DistanceScale})
 * @param differentialWeight  w in FDR, IR, GARBE (null: not a verification audit)
 * @param groups              per group, sorted by name
 * @param operatingPoints     per FAR level, ascending threshold order of the levels given
 * @param crossGroupImpostorPairs with --cross-group: impostor pairs per group pair (diagonal: intra-group)
 * @param sampling            impostor sampling in force (null: every pair was scored)
 * @param gates               fairness gates and their outcome (null: none configured)
 * @param warnings            things a reader must know
 * @param methods             the conventions in force, in words
 * @param protocol            how the comparisons were obtained (pair list, score file) and what only some
 *                            protocols have; null for an all-pairs audit under the default rule
 * @param geometry            embedding-geometry metrics ({@code fairscore geometry}, {@code audit --geometry}); null: not computed
 * @param downstream          downstream classifiers, leakage probe and prediction fairness (null: not run)
 * @param mitigation          Centroid Fairness mitigation ({@code fairscore mitigate --evaluate}): the trained
 *                            module, its training, the pseudo-metrics and the before/after audits of the
 *                            evaluation corpus (the report's own audit fields are the after audit); null: not run
 * @param association         WEAT/FEAT association tests and gender directions ({@code fairscore associate}; null: not run)
 * @param templates           with {@code --template-col}: the templates audited and the samples averaged into them
 *                            (null: samples were audited)
 */
@JsonPropertyOrder({"schemaVersion", "input", "groupBy", "accept", "differentialWeight", "groups",
        "operatingPoints", "crossGroupImpostorPairs", "sampling", "gates", "warnings", "methods", "protocol",
        "geometry", "downstream", "mitigation", "association", "templates"})
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonDeserialize(builder = AuditReport.Builder.class)
public record AuditReport(
        @JsonIgnore Kind kind,
        int schemaVersion,
        CorpusManifest input,
        List<String> groupBy,
        AcceptanceRule accept,
        Double differentialWeight,
        List<GroupReport> groups,
        List<OperatingPoint> operatingPoints,
        Map<String, Map<String, Long>> crossGroupImpostorPairs,
        SamplingReport sampling,
        List<GateResult> gates,
        List<String> warnings,
        Map<String, String> methods,
        ProtocolReport protocol,
        GeometryReport geometry,
        DownstreamReport downstream,
        MitigationReport mitigation,
        AssociationReport association,
        TemplateReport templates) {

    public static final int SCHEMA_VERSION = 1;

    /**
     * What a report is, by the job that wrote it. Renderers and commands ask this, not which fields
     * happen to be null.
     *
     * <p>report.json does not hold it: schema version 1 is frozen and every report written so far must
     * read and re-render to the same bytes. So the kind is declared by the job that builds the report,
     * checked against the sections it holds ({@link #of}), and derived by the same rule when a report.json
     * is read; a report's kind therefore survives the round trip through JSON.
     */
    public enum Kind {
        /** {@code audit}, {@code pairs}, score-file and calibrated audits: error rates by group (perhaps with geometry). */
        VERIFICATION,
        /** {@code mitigate --evaluate}: the audit after the Fairness Module, with the before/after section. */
        MITIGATION,
        /** {@code geometry}: embedding geometry alone. */
        GEOMETRY,
        /** {@code downstream}: classifiers and leakage probe on the embeddings. */
        DOWNSTREAM,
        /** {@code fairness}: fairness of a file of predictions (no corpus, no embeddings). */
        PREDICTION_FAIRNESS,
        /** {@code associate}: WEAT/FEAT association tests. */
        ASSOCIATION,
        /**
         * None of the above: geometry and downstream together, or no family at all. No job writes it; a
         * hand-made or edited report.json can hold it, and renders under a generic title.
         */
        OTHER;

        /** The report holds a verification audit (acceptance rule, groups, operating points). */
        public boolean verifies() {
            return this == VERIFICATION || this == MITIGATION;
        }

        /**
         * The kind of a report holding these sections; the rule the renderers applied to the fields before
         * the kind was explicit. The acceptance rule marks a verification audit, a mitigation section on
         * one makes it a mitigation's; otherwise the one family present names the kind (association with
         * geometry or downstream counts as those; downstream holding only prediction fairness is
         * {@link #PREDICTION_FAIRNESS}).
         */
        public static Kind of(AcceptanceRule accept, GeometryReport geometry, DownstreamReport downstream,
                              MitigationReport mitigation, AssociationReport association) {
            if (accept != null) {
                return mitigation != null ? MITIGATION : VERIFICATION;
            }
            if (association != null && geometry == null && downstream == null) {
                return ASSOCIATION;
            }
            if (geometry != null && downstream == null) {
                return GEOMETRY;
            }
            if (downstream != null && geometry == null) {
                return predictionsOnly(downstream) ? PREDICTION_FAIRNESS : DOWNSTREAM;
            }
            return OTHER;
        }

        /** Prediction fairness and nothing of the classifiers' audit: what {@code fairness} writes. */
        private static boolean predictionsOnly(DownstreamReport d) {
            return d.predictionFairness() != null && d.task() == null && d.classifiers() == null && d.leakage() == null;
        }
    }

    public AuditReport {
        Objects.requireNonNull(kind, "kind");
        var held = Kind.of(accept, geometry, downstream, mitigation, association);
        if (kind != held) {
            throw new IllegalArgumentException("a " + kind + " report cannot hold these sections (they make a "
                    + held + " report): a report.json must read back as the kind it was written as");
        }
    }

    /** A report of {@code kind} on {@code input}, by {@code groupBy}; every other part absent until set. */
    public static Builder builder(Kind kind, CorpusManifest input, List<String> groupBy) {
        return new Builder().kind(Objects.requireNonNull(kind, "kind")).schemaVersion(SCHEMA_VERSION).input(input)
                .groupBy(groupBy);
    }

    /** A builder holding every part of this report, to change some and {@link Builder#build} a copy. */
    public Builder toBuilder() {
        return new Builder().kind(kind).schemaVersion(schemaVersion).input(input).groupBy(groupBy).accept(accept)
                .differentialWeight(differentialWeight).groups(groups).operatingPoints(operatingPoints)
                .crossGroupImpostorPairs(crossGroupImpostorPairs).sampling(sampling).gates(gates).warnings(warnings)
                .methods(methods).protocol(protocol).geometry(geometry).downstream(downstream).mitigation(mitigation)
                .association(association).templates(templates);
    }

    /** This report with gate outcomes added. */
    public AuditReport withGates(List<GateResult> results) {
        return toBuilder().gates(List.copyOf(results)).build();
    }

    /** This report with the geometry family added. */
    public AuditReport withGeometry(GeometryReport g) {
        return toBuilder().geometry(g).build();
    }

    /**
     * This report of templates: the template counts, and the averaging rule in the methods (key {@code templates}).
     */
    public AuditReport withTemplates(TemplateReport t, String method) {
        var allMethods = new LinkedHashMap<String, String>(methods == null ? Map.of() : methods);
        allMethods.put("templates", method);
        return toBuilder().templates(t).methods(allMethods).build();
    }

    /** This report with its protocol component, and the methods and warnings that go with it. */
    public AuditReport withProtocol(ProtocolReport p, Map<String, String> allMethods, List<String> allWarnings) {
        return toBuilder().protocol(p).methods(allMethods).warnings(List.copyOf(allWarnings)).build();
    }

    /**
     * The parts of an {@link AuditReport} by name. Also how report.json is read: Jackson starts from no
     * kind, and {@link #build} then derives it from the sections ({@link Kind#of}).
     */
    @JsonPOJOBuilder(withPrefix = "")
    public static final class Builder {
        private Kind kind;
        private int schemaVersion;
        private CorpusManifest input;
        private List<String> groupBy;
        private AcceptanceRule accept;
        private Double differentialWeight;
        private List<GroupReport> groups;
        private List<OperatingPoint> operatingPoints;
        private Map<String, Map<String, Long>> crossGroupImpostorPairs;
        private SamplingReport sampling;
        private List<GateResult> gates;
        private List<String> warnings;
        private Map<String, String> methods;
        private ProtocolReport protocol;
        private GeometryReport geometry;
        private DownstreamReport downstream;
        private MitigationReport mitigation;
        private AssociationReport association;
        private TemplateReport templates;

        private Builder() {
        }

        /** Reading report.json: the kind is not in it. */
        @JsonIgnore
        public Builder kind(Kind k) {
            kind = k;
            return this;
        }

        public Builder schemaVersion(int v) {
            schemaVersion = v;
            return this;
        }

        public Builder input(CorpusManifest m) {
            input = m;
            return this;
        }

        public Builder groupBy(List<String> attributes) {
            groupBy = attributes;
            return this;
        }

        public Builder accept(AcceptanceRule rule) {
            accept = rule;
            return this;
        }

        public Builder differentialWeight(Double w) {
            differentialWeight = w;
            return this;
        }

        public Builder groups(List<GroupReport> g) {
            groups = g;
            return this;
        }

        public Builder operatingPoints(List<OperatingPoint> ops) {
            operatingPoints = ops;
            return this;
        }

        public Builder crossGroupImpostorPairs(Map<String, Map<String, Long>> pairs) {
            crossGroupImpostorPairs = pairs;
            return this;
        }

        public Builder sampling(SamplingReport s) {
            sampling = s;
            return this;
        }

        public Builder gates(List<GateResult> g) {
            gates = g;
            return this;
        }

        public Builder warnings(List<String> w) {
            warnings = w;
            return this;
        }

        public Builder methods(Map<String, String> m) {
            methods = m;
            return this;
        }

        public Builder protocol(ProtocolReport p) {
            protocol = p;
            return this;
        }

        public Builder geometry(GeometryReport g) {
            geometry = g;
            return this;
        }

        public Builder downstream(DownstreamReport d) {
            downstream = d;
            return this;
        }

        public Builder mitigation(MitigationReport m) {
            mitigation = m;
            return this;
        }

        public Builder association(AssociationReport a) {
            association = a;
            return this;
        }

        public Builder templates(TemplateReport t) {
            templates = t;
            return this;
        }

        /** The report; a builder without a kind (reading report.json) takes the one its sections make. */
        public AuditReport build() {
            var k = kind != null ? kind : Kind.of(accept, geometry, downstream, mitigation, association);
            return new AuditReport(k, schemaVersion, input, groupBy, accept, differentialWeight, groups,
                    operatingPoints, crossGroupImpostorPairs, sampling, gates, warnings, methods, protocol, geometry,
                    downstream, mitigation, association, templates);
        }
    }
}
