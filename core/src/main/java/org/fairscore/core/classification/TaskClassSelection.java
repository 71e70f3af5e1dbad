package org.fairscore.core.classification;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The default downstream task's classes, chosen group by group so that every group can be evaluated.
 *
 * <p>Why not simply the k most frequent labels: in a face corpus the most frequent identities may all lie in one
 * group, and every other group then has no test row. Here each group ranks its own eligible labels — at least
 * {@code minSamples} samples <em>in the group</em> — by their sample count in the group, ties by name; then, groups in
 * name order, round-robin, each group takes its best-ranked label not yet in the task, until the task has k classes
 * or no group has a label left. With G groups and labels not shared between groups each group gets ⌈k/G⌉ or ⌊k/G⌋
 * classes; a label shared by groups is taken once. A group for which nothing is taken is named with the reason.
 *
 * <p>Only the k best-ranked labels of each group are needed: before any pick fewer than k classes are chosen, so a
 * group's best label not yet chosen is among its first k.
 */
public final class TaskClassSelection {
    /**
     * @param classes    the task's classes, sorted
     * @param chosenFor  group → the classes taken on its turns, in the order taken (groups in name order; empty
     *                   list for a group nothing was taken for)
     * @param notChosen  group → why no class was taken on its turn (only groups with an empty {@code chosenFor})
     */
    public record Result(List<String> classes, Map<String, List<String>> chosenFor, Map<String, String> notChosen) {
    }

    private TaskClassSelection() {
    }

    /**
     * @param groups      every group of the corpus
     * @param labelCounts group → label → samples of the label in the group (labels below {@code minSamples} may be
     *                    present: they are not eligible)
     */
    public static Result roundRobin(Iterable<String> groups, Map<String, Map<String, Long>> labelCounts, int k,
            int minSamples) {
        var names = new TreeSet<String>();
        groups.forEach(names::add);
        var ranked = new LinkedHashMap<String, List<String>>();
        for (String g : names) {
            ranked.put(g, labelCounts.getOrDefault(g, Map.of()).entrySet().stream()
                    .filter(e -> e.getValue() >= minSamples)
                    .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder())
                            .thenComparing(Map.Entry.comparingByKey()))
                    .map(Map.Entry::getKey).toList());
        }
        var chosen = new LinkedHashSet<String>();
        var chosenFor = new LinkedHashMap<String, List<String>>();
        var next = new LinkedHashMap<String, Integer>();
        names.forEach(g -> {
            chosenFor.put(g, new ArrayList<>());
            next.put(g, 0);
        });
        boolean progress = true;
        while (chosen.size() < k && progress) {
            progress = false;
            for (String g : names) {
                if (chosen.size() == k) {
                    break;
                }
                var list = ranked.get(g);
                int i = next.get(g);
                while (i < list.size() && chosen.contains(list.get(i))) {
                    i++;
                }
                if (i < list.size()) {
                    chosen.add(list.get(i));
                    chosenFor.get(g).add(list.get(i));
                    i++;
                    progress = true;
                }
                next.put(g, i);
            }
        }
        var notChosen = new LinkedHashMap<String, String>();
        for (String g : names) {
            if (!chosenFor.get(g).isEmpty()) {
                continue;
            }
            var eligible = ranked.get(g);
            if (eligible.isEmpty()) {
                notChosen.put(g, "no label has at least " + minSamples + " samples in group " + g);
            } else if (chosen.containsAll(eligible)) {
                notChosen.put(g, "every eligible label of group " + g + " (" + eligible.size()
                        + ") was already taken for an earlier group");
            } else {
                notChosen.put(g, "the task's " + k + " classes were taken by groups earlier in name order ("
                        + names.size() + " groups, top-k " + k + ")");
            }
        }
        var frozen = new LinkedHashMap<String, List<String>>();
        chosenFor.forEach((g, l) -> frozen.put(g, List.copyOf(l)));
        return new Result(chosen.stream().sorted().toList(), frozen, notChosen);
    }
}
