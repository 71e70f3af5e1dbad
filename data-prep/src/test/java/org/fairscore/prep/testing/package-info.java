/**
 * Test support shared with other modules through this module's test-jar.
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>LocalSpark</b> — JUnit 5 extension: one local Spark session per JVM, injected as a parameter;</li>
 *   <li><b>TestCorpus</b> — a hand-countable corpus (groups with identity sizes 3, 2, 1 and 2, 2) and a
 *       helper writing it in any format through the sample sinks;</li>
 *   <li><b>AttributeCorpus</b> — eight samples with race, gender and a numeric age, counted by hand for every
 *       grouping and for the bands of age at 0, 18, 30, 60.</li>
 * </ul>
 */
package org.fairscore.prep.testing;
