package org.fairscore.core.geometry;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.fairscore.core.model.GroupKey;

/**
 * The values of ONE attribute as clusters over the run's intersectional groups ({@code race=A|gender=F}):
 * which value each group has. A sample's distance sums to the groups of one value add up to its distance
 * sum to that value, so the all-pairs pass needs nothing more to give the silhouette per attribute.
 *
 * @param attribute   the attribute's name
 * @param values      its values, sorted
 * @param valueOfGroup per group index (the run's sorted group list), the index of its value in {@code values}
 */
public record AttributeGrouping(String attribute, List<String> values, int[] valueOfGroup) implements Serializable {

    /** One grouping per attribute when there are several attributes; none for one (the groups are the values). */
    public static List<AttributeGrouping> of(List<String> groups, List<String> attributes) {
        if (attributes.size() < 2) {
            return List.of();
        }
        var out = new ArrayList<AttributeGrouping>();
        for (String a : attributes) {
            var valueOf = new ArrayList<String>(groups.size());
            groups.forEach(g -> valueOf.add(GroupKey.attributes(g, attributes).get(a)));
            var values = List.copyOf(new TreeSet<>(valueOf));
            int[] index = new int[groups.size()];
            for (int g = 0; g < index.length; g++) {
                index[g] = values.indexOf(valueOf.get(g));
            }
            out.add(new AttributeGrouping(a, values, index));
        }
        return List.copyOf(out);
    }
}
