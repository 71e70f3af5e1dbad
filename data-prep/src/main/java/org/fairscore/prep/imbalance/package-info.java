/**
 * finDML's imbalance protocol: seeded variants of a corpus in which some classes lose most of their training
 * samples.
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>draw</b> — one seeded variant: the chosen classes, the rows each lost, and the kept corpus,
 *       {@link org.fairscore.prep.imbalance.ImbalanceDraw};</li>
 *   <li><b>training sample</b> — a row whose split column says {@code train}; without a split column, every row;</li>
 *   <li><b>fraction</b> — the share of a chosen class's training samples it loses, ⌊fraction · n⌋ rows exactly.</li>
 * </ul>
 */
package org.fairscore.prep.imbalance;
