/**
 * Seeded synthetic face-embedding corpora with known, documented group disparities, for the demo and
 * for end-to-end tests. Glossary: <b>crowding</b> ρ — how close a group's identities lie to each other
 * (expected impostor cosine ≈ ρ/(1+σ²)); <b>noise</b> σ — how far a group's samples scatter around
 * their identity (expected genuine cosine ≈ 1/(1+σ²)).
 */
package org.fairscore.core.synthetic;
