/**
 * Reading the YAML files the commands take ({@code --config}, the sets file of {@code associate}): one reader
 * and one parser, so every such file accepts the same locations and fails with the same messages.
 */
package org.fairscore.jobs.config;
