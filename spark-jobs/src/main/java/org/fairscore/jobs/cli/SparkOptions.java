package org.fairscore.jobs.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;
import org.fairscore.core.model.InvalidInputException;
import picocli.CommandLine.Option;

/** --master and --conf, passed through to Spark. */
public final class SparkOptions {
    @Option(names = "--master", paramLabel = "URL",
            description = "Spark master (default: local[*], or what spark-submit set).")
    String master;

    @Option(names = "--conf", paramLabel = "KEY=VALUE",
            description = "A Spark configuration setting, repeatable, e.g. --conf spark.driver.memory=8g.")
    Map<String, String> conf = new LinkedHashMap<>();

    /** The session: an active one (tests, spark-submit) is reused; otherwise local[*] unless --master. */
    public SparkSession session() {
        var sparkConf = new SparkConf();
        if (master != null) {
            sparkConf.setMaster(master);
        } else if (!sparkConf.contains("spark.master")) {
            sparkConf.setMaster("local[*]");
        }
        sparkConf.setIfMissing("spark.app.name", "fairscore");
        sparkConf.setIfMissing("spark.ui.showConsoleProgress", "false");
        sparkConf.setIfMissing("spark.sql.shuffle.partitions", "8");
        conf.forEach((k, v) -> {
            if (!k.startsWith("spark.")) {
                throw new InvalidInputException("--conf " + k + "=" + v + ": Spark settings start with 'spark.'");
            }
            sparkConf.set(k, v);
        });
        if (sparkConf.get("spark.serializer", "").contains("Kryo")) {
            // Spark 4.1's Kryo 4 fails on Java records: "can't get field offset on a record class"
            throw new InvalidInputException("spark.serializer=" + sparkConf.get("spark.serializer")
                    + ": Spark's Kryo cannot serialise fairscore's records; remove the setting (Java serialization, "
                    + "the default, is what fairscore uses)");
        }
        return SparkSession.builder().config(sparkConf).getOrCreate();
    }
}
