/**
 * Groups and their sizes: the per-group statistics of the manifest. The corpus itself is written
 * partitioned by the {@code group} column, so the audit reads one group without scanning the others.
 *
 * <p>Glossary:
 * <ul>
 *   <li><b>group</b> — {@link org.fairscore.core.model.GroupKey#name} of a row's attribute values;</li>
 *   <li><b>n_k</b> — samples of identity (label) k within a group;</li>
 *   <li><b>genuine pairs</b> — Σ_k C(n_k, 2); <b>impostor pairs</b> — C(n, 2) − genuine;</li>
 *   <li><b>identity across groups</b> — a label with samples in two or more groups; its n_{k,a}·n_{k,b} genuine
 *       pairs between groups a and b are in no group's pairs ({@link org.fairscore.prep.partition.CrossGroupIdentities},
 *       refused under --strict-identities by {@link org.fairscore.prep.partition.StrictIdentities}).</li>
 * </ul>
 */
package org.fairscore.prep.partition;
