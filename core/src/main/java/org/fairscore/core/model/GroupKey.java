package org.fairscore.core.model;

import java.util.List;

/**
 * Names a group. One attribute: the value itself ({@code Asian}); several attributes: the
 * intersectional form {@code race=Asian|gender=F}, in the order the attributes were given.
 */
public final class GroupKey {
    private GroupKey() {
    }

    public static String name(List<String> attributes, List<String> values) {
        if (attributes.size() != values.size() || attributes.isEmpty()) {
            throw new IllegalArgumentException(
                    "attributes and values must be non-empty and of equal length: " + attributes + " / " + values);
        }
        if (attributes.size() == 1) {
            return values.get(0);
        }
        var sb = new StringBuilder();
        for (int i = 0; i < attributes.size(); i++) {
            if (i > 0) {
                sb.append('|');
            }
            sb.append(attributes.get(i)).append('=').append(values.get(i));
        }
        return sb.toString();
    }
}
