package org.fairscore.core.compare;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;
import org.fairscore.core.model.CorpusManifest;
import org.fairscore.core.report.GateResult;
import org.fairscore.core.verification.AcceptanceRule;

/**
 * One compared audit as the comparison describes it: what was audited and how, so a reader sees what the
 * comparability verdict was judged on.
 *
 * @param name               the model's name
 * @param report             the report.json it was read from
 * @param accept             its acceptance rule
 * @param groupBy            the attributes forming its groups
 * @param differentialWeight w of its FDR, IR and GARBE
 * @param protocol           "all-pairs", "pair-list" or "score-file"
 * @param samplingRate       its impostor sampling rate; null when every impostor pair was scored
 * @param dimension          embedding dimension (models may differ in it: not a comparability criterion)
 * @param samples            samples (templates with --template-col) audited
 * @param inputs             the files it read (two models' embeddings are different files: paths are not compared)
 * @param groups             its groups, in report order
 * @param farLevels          its FAR levels, in report order
 * @param gates              its gates and their outcomes; null when none were configured
 * @param warnings           its warnings
 */
@JsonPropertyOrder({"name", "report", "accept", "groupBy", "differentialWeight", "protocol", "samplingRate",
        "dimension", "samples", "inputs", "groups", "farLevels", "gates", "warnings"})
public record ComparedModel(String name, String report, AcceptanceRule accept, List<String> groupBy,
                            Double differentialWeight, String protocol,
                            @JsonInclude(JsonInclude.Include.NON_NULL) Double samplingRate, int dimension,
                            long samples, List<CorpusManifest.InputFile> inputs, List<String> groups,
                            List<Double> farLevels, @JsonInclude(JsonInclude.Include.NON_NULL) List<GateResult> gates,
                            List<String> warnings) {
}
