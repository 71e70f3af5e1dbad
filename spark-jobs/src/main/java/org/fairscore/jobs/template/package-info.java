/**
 * Templates ({@code --template-col}): several samples of one subject averaged into one embedding, so a
 * verification audit compares templates (IJB-style benchmarks, NIST practice) with the all-pairs engine and the pair
 * lists unchanged. Glossary: a <em>template</em> is the set of samples sharing a template id; its <em>members</em> are
 * those samples; the <em>template corpus</em> has the prepared corpus' schema with one row per template
 * ({@code sample_id} = template id).
 */
package org.fairscore.jobs.template;
