package org.fairscore.jobs.audit;

import org.fairscore.core.model.InvalidInputException;
import org.fairscore.core.protocol.IdentitySplit;

/**
 * {@code --calibrate-on FRACTION|FILE}: which identities form the calibration part.
 *
 * @param split a seeded fraction of identities, or null
 * @param file  a text file listing calibration identities (one label per line), or null
 */
public record CalibrationSpec(IdentitySplit split, String file) {
    public CalibrationSpec {
        if ((split == null) == (file == null)) {
            throw new IllegalArgumentException("exactly one of a fraction and a file");
        }
    }

    /** A number is a fraction of identities; anything else names a file. */
    public static CalibrationSpec parse(String text, long seed) {
        try {
            double f = Double.parseDouble(text.trim());
            return new CalibrationSpec(new IdentitySplit(f, seed), null);
        } catch (NumberFormatException e) {
            if (text.isBlank()) {
                throw new InvalidInputException("--calibrate-on: give a fraction in (0, 1) or a file of identities");
            }
            return new CalibrationSpec(null, text);
        }
    }
}
