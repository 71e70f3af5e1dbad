package org.fairscore.core.synthetic;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * A seeded synthetic review corpus with a planted association, for the review demo and the association tests'
 * tests. Each review has an author {@code gender} (F or M, alternating halves of a coin), a {@code company} (the
 * label, one of {@link #COMPANIES}), a rating band and a text written from a few templates: the author's pronouns
 * ({@link #MALE_TERMS} or {@link #FEMALE_TERMS}) and the gender's style markers near an occupation word, among
 * neutral filler words.
 *
 * <p>The plant: with probability {@code bias} the occupation comes from the author's gender's own list
 * ({@link #MALE_OCCUPATIONS} for M, {@link #FEMALE_OCCUPATIONS} for F), else from the other list; bias 0.5 means no
 * association (the control), 1 a complete one. A Word2Vec model trained on the reviews then places male-listed
 * occupations nearer the male terms, which WEAT with X = male occupations, Y = female occupations, A = male terms,
 * B = female terms detects. Eight occupations per side make the smallest exact p-value 1/C(16, 8) = 1/12,870.
 */
public final class SyntheticReviews {
    public static final List<String> MALE_OCCUPATIONS = List.of("engineer", "programmer", "scientist", "architect",
            "mechanic", "pilot", "surgeon", "physicist");
    public static final List<String> FEMALE_OCCUPATIONS = List.of("nurse", "receptionist", "homemaker", "librarian",
            "hairdresser", "nanny", "secretary", "dietitian");
    public static final List<String> MALE_TERMS = List.of("he", "him", "his", "man", "himself", "mr");
    public static final List<String> FEMALE_TERMS = List.of("she", "her", "hers", "woman", "herself", "mrs");
    /**
     * Style markers: words each gender's reviews use (a stand-in for sociolect), placed next to the pronouns and the
     * occupation. Word2Vec relates words that share contexts, so an occupation written mostly in one gender's
     * reviews shares that gender's markers with its pronouns: that is what makes the plant learnable.
     */
    public static final List<String> MALE_STYLE = List.of("stylem1", "stylem2", "stylem3", "stylem4");
    public static final List<String> FEMALE_STYLE = List.of("stylef1", "stylef2", "stylef3", "stylef4");
    public static final List<String> COMPANIES = List.of("acme", "globex", "initech", "umbrella", "hooli", "vandelay");
    private static final List<String> RATINGS = List.of("low", "mid", "high");
    private static final List<String> FILLER = List.of("the", "team", "office", "was", "very", "good", "bad", "great",
            "pay", "hours", "manager", "culture", "work", "life", "balance", "people", "project", "meeting", "quite",
            "busy", "friendly", "slow", "fast", "growth", "career", "benefits", "lunch", "remote", "days", "weeks",
            "training", "tools", "clients", "deadline", "support", "review", "bonus", "schedule", "coffee", "desk");

    /** One generated review. */
    public record Review(String id, String company, String gender, String rating, String text) {
    }

    private SyntheticReviews() {
    }

    /** Generates {@code n} reviews in id order and hands each to {@code sink} (nothing is held in memory). */
    public static void generate(int n, double bias, long seed, Consumer<Review> sink) {
        if (n < 1 || !(bias >= 0 && bias <= 1)) {
            throw new IllegalArgumentException("need n >= 1 and bias in [0, 1], got " + n + ", " + bias);
        }
        var rnd = new SplittableRandom(seed);
        for (int i = 0; i < n; i++) {
            boolean male = rnd.nextBoolean();
            var terms = male ? MALE_TERMS : FEMALE_TERMS;
            boolean own = rnd.nextDouble() < bias;
            var occupations = male == own ? MALE_OCCUPATIONS : FEMALE_OCCUPATIONS;
            String company = pick(rnd, COMPANIES);
            var style = male ? MALE_STYLE : FEMALE_STYLE;
            var text = new StringBuilder();
            text.append(capital(pick(rnd, terms))).append(' ').append(pick(rnd, style)).append(" is a ")
                    .append(pick(rnd, style)).append(' ').append(pick(rnd, occupations)).append(" at ").append(company)
                    .append(" and ").append(pick(rnd, terms)).append(' ').append(pick(rnd, style)).append(" says");
            int fill = 4 + rnd.nextInt(6);
            for (int k = 0; k < fill; k++) {
                text.append(' ').append(pick(rnd, FILLER));
            }
            text.append(", ").append(pick(rnd, terms)).append(' ').append(pick(rnd, style)).append(' ')
                    .append(pick(rnd, occupations)).append(" role is ").append(pick(rnd, FILLER)).append('.');
            sink.accept(new Review(String.format("r%06d", i), company, male ? "M" : "F", pick(rnd, RATINGS),
                    text.toString()));
        }
    }

    private static String pick(SplittableRandom rnd, List<String> from) {
        return from.get(rnd.nextInt(from.size()));
    }

    private static String capital(String w) {
        return Character.toUpperCase(w.charAt(0)) + w.substring(1);
    }
}
