package org.fairscore.jobs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** conf/airflow/fairscore_audit_dag.py is valid Python (compiled by python3 when it is installed). */
class AirflowDagTest {

    @Test
    void dagCompiles(@TempDir Path cache) throws Exception {
        Path dag = Path.of(System.getProperty("user.dir")).getParent().resolve("conf/airflow/fairscore_audit_dag.py");
        assertEquals(true, Files.isRegularFile(dag), dag.toString());
        assumeTrue(python3Present(), "python3 is not installed");
        var pb = new ProcessBuilder("python3", "-m", "py_compile", dag.toString()).redirectErrorStream(true);
        pb.environment().put("PYTHONPYCACHEPREFIX", cache.toString()); // no __pycache__ in conf/
        Process p = pb.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(true, p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), output);
    }

    private static boolean python3Present() {
        try {
            Process p = new ProcessBuilder("python3", "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }
}
