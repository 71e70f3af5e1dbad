package org.fairscore.jobs.association;

import java.util.ArrayList;
import java.util.List;
import org.fairscore.core.synthetic.SyntheticReviews;

/**
 * The sets file of {@code fairscore demo --reviews}: the planted test (male-listed against female-listed occupations,
 * male against female terms), a shuffled control (each target set half of each list, so no association is
 * expected), and the gender direction with every occupation's polarity.
 */
public final class ReviewDemoSets {
    private ReviewDemoSets() {
    }

    public static String yaml(long seed) {
        var male = SyntheticReviews.MALE_OCCUPATIONS;
        var female = SyntheticReviews.FEMALE_OCCUPATIONS;
        var mixedX = new ArrayList<String>();
        var mixedY = new ArrayList<String>();
        for (int i = 0; i < male.size(); i++) {
            (i % 2 == 0 ? mixedX : mixedY).add(male.get(i));
            (i % 2 == 0 ? mixedY : mixedX).add(female.get(i));
        }
        var pairs = new ArrayList<String>();
        for (int i = 0; i < SyntheticReviews.MALE_TERMS.size(); i++) {
            pairs.add("[" + SyntheticReviews.FEMALE_TERMS.get(i) + ", " + SyntheticReviews.MALE_TERMS.get(i) + "]");
        }
        var terms = new ArrayList<>(male);
        terms.addAll(female);
        return "# fairscore demo --reviews: WEAT on the Word2Vec model trained on the synthetic reviews\n"
                + "seed: " + seed + "\n"
                + "permutations: 100000\n"
                + "alternative: greater\n"
                + "tests:\n"
                + "  - name: career-gender\n"
                + "    targetX: " + list(male) + "\n"
                + "    targetY: " + list(female) + "\n"
                + "    attributeA: " + list(SyntheticReviews.MALE_TERMS) + "\n"
                + "    attributeB: " + list(SyntheticReviews.FEMALE_TERMS) + "\n"
                + "  - name: shuffled-control\n"
                + "    targetX: " + list(mixedX) + "\n"
                + "    targetY: " + list(mixedY) + "\n"
                + "    attributeA: " + list(SyntheticReviews.MALE_TERMS) + "\n"
                + "    attributeB: " + list(SyntheticReviews.FEMALE_TERMS) + "\n"
                + "    alternative: two-sided\n"
                + "directions:\n"
                + "  - name: gender\n"
                + "    pairs: [" + String.join(", ", pairs) + "]\n"
                + "    terms: " + list(terms) + "\n";
    }

    private static String list(List<String> xs) {
        return "[" + String.join(", ", xs) + "]";
    }
}
