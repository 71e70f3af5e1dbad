package org.fairscore.jobs.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.report.ReportJson;
import org.fairscore.report.markdown.MarkdownTables;
import org.junit.jupiter.api.Test;

/**
 * The report.md of the real audit with hostile group names, the cross-group matrix, the groups' own thresholds, the
 * equal-metric table and geometry ({@link HostileAudit}): every table keeps its column count, its names read back
 * exactly, and every table report.html draws from these parts is there.
 */
class HostileAuditMarkdownTest {
    @Test
    void everyTableIsThereAndReadsBackTheGroupNames() throws IOException {
        String md = Files.readString(HostileAudit.output().resolve("report.md"));
        var report = ReportJson.read(Files.readString(HostileAudit.output().resolve("report.json")));
        assertFalse(md.contains("<script") || md.contains("<img"), md);
        var tables = MarkdownTables.parse(md); // asserts every row's cell count
        var names = report.groups().stream().map(g -> g.name()).toList();
        assertEquals(HostileAudit.GROUPS.stream().sorted().toList(), names.stream().sorted().toList());

        var groups = find(tables, "group", "samples", "identities");
        assertEquals(names, groups.column(0));
        for (var g : report.groups()) {
            assertEquals(List.of(Long.toString(g.samples()), Long.toString(g.identities()), Long.toString(g.genuinePairs()),
                    Long.toString(g.impostorPairs())), groups.row(g.name()).subList(1, 5), g.name());
        }
        // one rates table per FAR level, and one cross-group matrix per level whose header is the groups
        var rates = tables.stream().filter(t -> t.headerText().subList(0, 3).equals(List.of("group", "FAR",
                "false accepts"))).toList();
        assertEquals(2, rates.size());
        for (int i = 0; i < rates.size(); i++) {
            var op = report.operatingPoints().get(i);
            for (String g : names) {
                var counts = op.perGroup().get(g);
                String shown = g + (counts.belowResolution() ? " ⚠" : "");
                assertEquals(counts.falseAccepts() + "/" + counts.impostorPairs(), rates.get(i).row(shown).get(2), g);
            }
        }
        var header = new ArrayList<>(List.of("row \\ column"));
        header.addAll(names);
        assertEquals(3, tables.stream().filter(t -> t.headerText().equals(header)).count(),
                "the cross-group FAR at two levels and the impostor pairs: " + md);
        find(tables, "FAR level", "group", "own threshold");
        find(tables, "FAR level", "group", "accuracy", "FPR");
        find(tables, "group", "samples", "recallAt1");
        find(tables, "differential", "value");
    }

    private static MarkdownTables.Table find(List<MarkdownTables.Table> tables, String... header) {
        return tables.stream().filter(t -> t.headerText().size() >= header.length
                        && t.headerText().subList(0, header.length).equals(List.of(header))).findFirst()
                .orElseThrow(() -> new AssertionError("no table headed " + List.of(header)));
    }
}
