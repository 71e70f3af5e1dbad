package org.fairscore.core.summaries;

/**
 * A summary that parts of the data build separately and then combine: {@code a.merge(b)} summarises a's data
 * and b's together, so Spark builds one per partition and tree-reduces them (docs/design.md, "Mergeable summaries
 * have fixed edges"; deequ's analyzer states). The metrics are pure functions of the merged value.
 *
 * <p>The laws, checked for every implementation by {@code MergeLawTest} (core's tests): merge is associative;
 * the class's empty value ({@code empty()}, or a new instance of the same shape) is an identity on both sides;
 * and merge does not change its argument. Merge is order-independent too, except where a class says otherwise
 * (none does today). Sums of doubles (geometry's distances and kernels) obey the laws up to rounding, integer
 * counts exactly.
 *
 * <p>Most summaries merge in place and return {@code this} (they are built inside Spark tasks, where copies cost);
 * immutable ones return a new value. Either way, use the returned value and do not use the argument afterwards
 * as if it were still separate from the result.
 *
 * @param <S> the summary type itself
 */
public interface Mergeable<S extends Mergeable<S>> {

    /** The summary of this one's data and {@code other}'s together; {@code other} is left unchanged. */
    S merge(S other);
}
