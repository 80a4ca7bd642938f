/**
 * The permission picker's model (docs/design/subaccounts.md §4.2): the state of each rule of the tree for a set of
 * picked ids, and what a click does to the set. Checking a rule checks everything under it and the groups above it;
 * unchecking one unchecks everything under it, and a group whose last picked rule went is unchecked too (a page stays:
 * a page can stand without its buttons). The API completes and bounds whatever arrives (`normalizeSubRules`), so a
 * form posted without JavaScript stores the same set.
 */
export interface PickNode {
  id: number;
  /** A group of pages (`menu_dir`): picked only while something under it is. */
  group: boolean;
  children: readonly PickNode[];
}

export type PickState = 'checked' | 'indeterminate' | 'unchecked';

function descendants(node: PickNode, out: number[] = []): number[] {
  for (const child of node.children) {
    out.push(child.id);
    descendants(child, out);
  }
  return out;
}

/** The path of ancestors of `id` (outermost first), or undefined when the tree lacks it. */
function pathTo(nodes: readonly PickNode[], id: number, above: PickNode[] = []): PickNode[] | undefined {
  for (const node of nodes) {
    if (node.id === id) return [...above, node];
    const found = pathTo(node.children, id, [...above, node]);
    if (found) return found;
  }
  return undefined;
}

/** Each rule's state: checked with all under it, indeterminate when only part of it (or only what is under it) is. */
export function treeState(nodes: readonly PickNode[], picked: ReadonlySet<number>): Map<number, PickState> {
  const states = new Map<number, PickState>();
  const walk = (node: PickNode) => {
    for (const child of node.children) walk(child);
    const under = descendants(node);
    const some = picked.has(node.id) || under.some((id) => picked.has(id));
    const all = picked.has(node.id) && under.every((id) => picked.has(id));
    states.set(node.id, all ? 'checked' : some ? 'indeterminate' : 'unchecked');
  };
  for (const node of nodes) walk(node);
  return states;
}

/** The picked set after a click on `id` (a new set; an id the tree lacks changes nothing). */
export function toggle(nodes: readonly PickNode[], picked: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(picked);
  const path = pathTo(nodes, id);
  const node = path?.at(-1);
  if (!path || !node) return next;
  if (picked.has(id)) {
    next.delete(id);
    for (const under of descendants(node)) next.delete(under);
    // Groups above left with nothing picked under them go too.
    for (const above of path.slice(0, -1).reverse()) {
      if (above.group && !descendants(above).some((under) => next.has(under))) next.delete(above.id);
    }
  } else {
    for (const above of path) next.add(above.id);
    for (const under of descendants(node)) next.add(under);
  }
  return next;
}
