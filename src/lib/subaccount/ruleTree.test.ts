import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PickNode, toggle, treeState } from './ruleTree';

const leaf = (id: number): PickNode => ({ id, group: false, children: [] });
// account (1): overview (2), integral (5) with its export (10); order (13): hotel orders (14) with pay (15), cancel (16).
const TREE: PickNode[] = [
  { id: 1, group: true, children: [leaf(2), { id: 5, group: false, children: [leaf(10)] }] },
  { id: 13, group: true, children: [{ id: 14, group: false, children: [leaf(15), leaf(16)] }] },
  leaf(12),
];
const set = (...ids: number[]) => new Set(ids);
const sorted = (ids: Set<number>) => [...ids].sort((a, b) => a - b);

describe('the permission picker', () => {
  it('checks what is under a rule and the groups above it', () => {
    expect(sorted(toggle(TREE, set(), 14))).toEqual([13, 14, 15, 16]);
    expect(sorted(toggle(TREE, set(), 10))).toEqual([1, 5, 10]);
    expect(sorted(toggle(TREE, set(), 1))).toEqual([1, 2, 5, 10]);
  });

  it('unchecks what is under a rule, and a group left empty; a page keeps without its buttons', () => {
    expect(sorted(toggle(TREE, set(13, 14, 15, 16), 14))).toEqual([]);
    expect(sorted(toggle(TREE, set(13, 14, 15, 16), 15))).toEqual([13, 14, 16]);
    expect(sorted(toggle(TREE, set(1, 2, 5, 10), 5))).toEqual([1, 2]);
    expect(sorted(toggle(TREE, set(1, 5, 10), 5))).toEqual([]);
    expect(sorted(toggle(TREE, set(12), 12))).toEqual([]);
  });

  it('ignores an id the tree lacks', () => {
    expect(sorted(toggle(TREE, set(2), 99))).toEqual([2]);
  });

  it('says checked, indeterminate or unchecked', () => {
    const states = treeState(TREE, set(1, 2, 13, 14, 15));
    expect(states.get(1)).toBe('indeterminate');
    expect(states.get(2)).toBe('checked');
    expect(states.get(5)).toBe('unchecked');
    expect(states.get(13)).toBe('indeterminate');
    expect(states.get(14)).toBe('indeterminate');
    expect(states.get(15)).toBe('checked');
    expect(states.get(16)).toBe('unchecked');
    expect(treeState(TREE, set(13, 14, 15, 16)).get(13)).toBe('checked');
  });

  it('a check then an uncheck of the same rule gives back a set with nothing of it', () => {
    const ids = [1, 2, 5, 10, 12, 13, 14, 15, 16];
    fc.assert(
      fc.property(fc.subarray(ids), fc.constantFrom(...ids), (start, id) => {
        const picked = new Set(start);
        if (picked.has(id)) return;
        const back = toggle(TREE, toggle(TREE, picked, id), id);
        expect(back.has(id)).toBe(false);
        // Nothing that was not picked before is picked after, but the groups and pages above the rule.
        for (const other of back) expect(picked.has(other) || [1, 5, 13, 14].includes(other)).toBe(true);
      }),
    );
  });
});
