package org.fairscore.core.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import java.util.Map;
import org.fairscore.core.association.AssociationReport;
import org.fairscore.core.classification.DownstreamReport;
import org.fairscore.core.geometry.GeometryReport;
import org.fairscore.core.mitigation.MitigationReport;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.protocol.ProtocolReport;
import org.fairscore.core.verification.GroupReport;
import org.fairscore.core.verification.OperatingPoint;

/**
 * {@code report.json}. Field order is part of the schema (stable output, diffable reports).
 *
 * @param schemaVersion       version of this layout
 * @param input               the manifest of the audited corpus
 * @param groupBy             attributes that form the groups
 * @param accept              acceptance rule, "above" or "at-or-above"
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
 */
@JsonPropertyOrder({"schemaVersion", "input", "groupBy", "accept", "differentialWeight", "groups",
        "operatingPoints", "crossGroupImpostorPairs", "sampling", "gates", "warnings", "methods", "protocol",
        "geometry", "downstream", "mitigation", "association"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record AuditReport(
        int schemaVersion,
        CorpusManifest input,
        List<String> groupBy,
        String accept,
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
        AssociationReport association) {

    public static final int SCHEMA_VERSION = 1;

    /** This report with gate outcomes added. */
    public AuditReport withGates(List<GateResult> results) {
        return new AuditReport(schemaVersion, input, groupBy, accept, differentialWeight, groups, operatingPoints,
                crossGroupImpostorPairs, sampling, List.copyOf(results), warnings, methods, protocol, geometry, downstream, mitigation,
                association);
    }

    /** This report with the mitigation's before/after component added. */
    public AuditReport withMitigation(MitigationReport m) {
        return new AuditReport(schemaVersion, input, groupBy, accept, differentialWeight, groups, operatingPoints,
                crossGroupImpostorPairs, sampling, gates, warnings, methods, protocol, geometry, downstream, m, association);
    }

    /** This report with the geometry family added. */
    public AuditReport withGeometry(GeometryReport g) {
        return new AuditReport(schemaVersion, input, groupBy, accept, differentialWeight, groups, operatingPoints,
                crossGroupImpostorPairs, sampling, gates, warnings, methods, protocol, g, downstream, mitigation, association);
    }

    /** This report with its protocol component, and the methods and warnings that go with it. */
    public AuditReport withProtocol(ProtocolReport p, Map<String, String> allMethods,
                                    List<String> allWarnings) {
        return new AuditReport(schemaVersion, input, groupBy, accept, differentialWeight, groups, operatingPoints,
                crossGroupImpostorPairs, sampling, gates, List.copyOf(allWarnings), allMethods, p, geometry, downstream, mitigation,
                association);
    }
}
