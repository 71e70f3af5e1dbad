/** Writes synthetic corpora ({@link org.fairscore.core.synthetic.SyntheticCorpus}) in every input format. */
package org.fairscore.jobs.generate;
