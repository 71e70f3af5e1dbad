package org.fairscore.prep.imbalance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import org.fairscore.core.model.InvalidInputException;
import org.junit.jupiter.api.Test;

class ImbalanceConfigTest {
    private static ImbalanceConfig of(String fraction) {
        return new ImbalanceConfig(2, new BigDecimal(fraction), List.of(1L), null, null);
    }

    @Test
    void aFractionKeepsUpTo18DecimalPlacesAsWritten() {
        assertEquals("0.90", of("0.90").fraction().toPlainString());
        assertEquals("0.000000000000000001", of("1e-18").fraction().toPlainString());
    }

    @Test
    void moreDecimalPlacesThanSparkDecimalsHoldAreRefusedWithAShortMessage() {
        for (String f : List.of("1e-19", "1e-999999999", "0e-999999999")) {
            var e = assertThrows(InvalidInputException.class, () -> of(f));
            assertTrue(e.getMessage().startsWith("imbalance-fraction: at most 18 decimal places"), e.getMessage());
            assertTrue(e.getMessage().length() < 100, e.getMessage());
        }
    }
}
