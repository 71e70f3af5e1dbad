/**
 * The library API: {@link org.fairscore.api.FairnessAudit} audits a caller's {@code Dataset<Row>} on the caller's
 * {@code SparkSession} (spark-shell, a Java or Scala job) and returns the report model — the same validation and the
 * same audit as {@code fairscore audit --input} (docs/api.md).
 */
package org.fairscore.api;
