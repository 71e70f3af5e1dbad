package org.fairscore.jobs.cli;

import java.util.List;
import java.util.stream.Stream;

/**
 * What each command that writes a report.json can put in it, for its gates: the top-level members a JSON Pointer
 * gate may start from (a pointer into any other member can never resolve: exit code 2 before any work), and whether
 * the metric short forms ({@code bfar@1e-3 <= 2}, read from the verification audit's operating points) apply.
 * A pointer into a listed member that this run happens not to write (e.g. {@code /sampling} without impostor
 * sampling) is found only once the report exists: exit code 2 after it is written.
 */
enum GatedReport {
    AUDIT("audit", true, "protocol", "geometry", "templates"),
    MITIGATE("mitigate", true, "mitigation"),
    GEOMETRY("geometry", false, "geometry"),
    DOWNSTREAM("downstream", false, "downstream"),
    PREDICTION_FAIRNESS("prediction-fairness", false, "downstream"),
    ASSOCIATE("associate", false, "association");

    private final String command;
    private final boolean shortForms;
    private final List<String> members;
    private final String family;

    GatedReport(String command, boolean verifies, String... family) {
        this.command = command;
        this.shortForms = verifies;
        this.family = family[0];
        this.members = Stream.of(Members.COMMON, verifies ? Members.VERIFICATION : List.<String>of(), List.of(family))
                .flatMap(List::stream).distinct().toList();
    }

    String command() {
        return command;
    }

    /** Whether the metric short forms can be read from this command's report (it holds a verification audit). */
    boolean shortForms() {
        return shortForms;
    }

    /** The member that holds the command's own results, e.g. {@code geometry}. */
    String family() {
        return family;
    }

    /** The top-level members of report.json a JSON Pointer gate of this command may start from. */
    List<String> members() {
        return members;
    }

    /** In a holder: an enum's constructor cannot read the enum's own static fields. */
    private static final class Members {
        /** Members every report.json has (AuditReport's non-null fields). */
        static final List<String> COMMON = List.of("schemaVersion", "input", "groupBy", "warnings", "methods");
        /** The verification audit's members, read by the metric short forms too. */
        static final List<String> VERIFICATION = List.of("accept", "differentialWeight", "groups",
                "operatingPoints", "crossGroupImpostorPairs", "sampling");
    }
}
