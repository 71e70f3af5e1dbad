package org.fairscore.jobs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.fairscore.core.model.InvalidInputException;
import org.junit.jupiter.api.Test;

/** The Spark settings the command line starts a session with, before Spark sees them. */
class SparkOptionsTest {
    private static SparkOptions options(String master, String... conf) {
        var o = new SparkOptions();
        o.master = master;
        for (int i = 0; i < conf.length; i += 2) {
            o.conf.put(conf[i], conf[i + 1]);
        }
        return o;
    }

    @Test
    void aLocalRunStartsNoWebUi() {
        assertEquals("false", options(null).sparkConf().get("spark.ui.enabled"));
        assertEquals("false", options("local[2]").sparkConf().get("spark.ui.enabled"));
    }

    @Test
    void theUiComesBackWhenAsked() {
        assertEquals("true", options("local[*]", "spark.ui.enabled", "true").sparkConf().get("spark.ui.enabled"));
    }

    @Test
    void aClusterRunKeepsSparksDefault() {
        assertFalse(options("spark://127.0.0.1:7077").sparkConf().contains("spark.ui.enabled"));
    }

    @Test
    void aDefaultParallelismThatIsNotAPositiveIntegerIsBadConfiguration() {
        for (String bad : new String[] {"abc", "0", "-3", "2.5", "", " 4"}) {
            var e = assertThrows(InvalidInputException.class,
                    () -> options(null, "spark.default.parallelism", bad).sparkConf(), bad);
            assertTrue(e.getMessage().startsWith("spark.default.parallelism=" + bad + ":"), e.getMessage());
        }
        assertEquals("3", options(null, "spark.default.parallelism", "3").sparkConf().get("spark.default.parallelism"));
    }
}
