import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chosenRules,
  effectiveSubRules,
  grantableTree,
  MAIN_ONLY_RULES,
  mainOnlyIds,
  normalizeSubRules,
  publicIds,
  type RuleFact,
} from './grants';

const rule = (id: number, pid: number, name: string, type = 'menu', extra: Partial<RuleFact> = {}): RuleFact => ({
  id,
  pid,
  name,
  type,
  no_login_valid: 0,
  status: '1',
  ...extra,
});

/** The seeded member rules, in short. */
const RULES: RuleFact[] = [
  rule(1, 0, 'account', 'menu_dir'),
  rule(2, 1, 'account/overview'),
  rule(3, 1, 'account/profile'),
  rule(6, 1, 'account/balance'),
  rule(11, 6, 'account/balance/export', 'button'),
  rule(7, 0, 'hotel/list', 'nav', { no_login_valid: 1 }),
  rule(12, 0, 'ajax/upload', 'route'),
  rule(13, 0, 'order', 'menu_dir'),
  rule(14, 13, 'order/hotel'),
  rule(15, 14, 'order/hotel/pay', 'button'),
  rule(16, 14, 'order/hotel/cancel', 'button'),
  rule(30, 0, 'manage', 'menu_dir'),
  rule(31, 30, 'manage/subAccount'),
  rule(32, 31, 'manage/subAccount/add', 'button'),
  rule(40, 0, 'old', 'route', { status: '0' }),
];
const ALL_IDS = RULES.map((r) => r.id);

describe('mainOnlyIds and publicIds', () => {
  it('names the main-only rules and all their descendants, case-insensitively and whatever their status', () => {
    expect([...mainOnlyIds(RULES)].sort((a, b) => a - b)).toEqual([6, 11, 30, 31, 32]);
    const odd = [rule(1, 0, 'MANAGE', 'menu_dir', { status: '0' }), rule(2, 1, 'x'), rule(3, 2, 'y', 'button')];
    expect([...mainOnlyIds(odd)]).toEqual([1, 2, 3]);
    expect(MAIN_ONLY_RULES).toEqual(['manage', 'manage/subaccount', 'account/balance']);
    // The sub-account calls' rule at the top level (before its menu group exists) is main-only by its own name.
    expect([
      ...mainOnlyIds([rule(31, 0, 'manage/subAccount', 'route'), rule(32, 31, 'manage/subAccount/add')]),
    ]).toEqual([31, 32]);
  });
  it('public rules are the enabled ones valid without login', () => {
    expect([...publicIds(RULES)]).toEqual([7]);
    expect([...publicIds([rule(7, 0, 'nav', 'nav', { no_login_valid: 1, status: '0' })])]).toEqual([]);
  });
  it('a cycle in pid does not loop', () => {
    const cycle = [rule(1, 2, 'a'), rule(2, 1, 'manage'), rule(3, 3, 'self')];
    expect([...mainOnlyIds(cycle)].sort()).toEqual([1, 2]);
    expect(effectiveSubRules({ subGroup: '*', mainGroup: '*', own: [1, 2, 3], rules: cycle })).toEqual([3]);
  });
});

describe('effectiveSubRules', () => {
  it("is the intersection of both groups with the own set, plus public rules, less main-only rules, '*' on either side", () => {
    const own = [1, 2, 3, 13, 14, 15];
    expect(effectiveSubRules({ subGroup: '*', mainGroup: '*', own, rules: RULES })).toEqual([1, 2, 3, 7, 13, 14, 15]);
    expect(effectiveSubRules({ subGroup: '*', mainGroup: [1, 2, 7, 13, 14], own, rules: RULES })).toEqual([
      1, 2, 7, 13, 14,
    ]);
    expect(effectiveSubRules({ subGroup: [1, 3, 13, 14, 15, 16], mainGroup: '*', own, rules: RULES })).toEqual([
      1, 3, 13, 14, 15,
    ]);
  });
  it('a disabled or missing group (an empty grant) gives nothing, not even public rules', () => {
    expect(effectiveSubRules({ subGroup: [], mainGroup: '*', own: ALL_IDS, rules: RULES })).toEqual([]);
    expect(effectiveSubRules({ subGroup: '*', mainGroup: [], own: ALL_IDS, rules: RULES })).toEqual([]);
  });
  it('main-only rules stay out even when stored and granted by both groups; disabled rules too', () => {
    expect(effectiveSubRules({ subGroup: '*', mainGroup: '*', own: ALL_IDS, rules: RULES })).toEqual([
      1, 2, 3, 7, 12, 13, 14, 15, 16,
    ]);
  });
  it('a rule whose page or group is not effective is not effective either', () => {
    expect(effectiveSubRules({ subGroup: '*', mainGroup: '*', own: [14, 15], rules: RULES })).toEqual([7]);
    expect(effectiveSubRules({ subGroup: '*', mainGroup: [13, 15], own: [13, 14, 15], rules: RULES })).toEqual([13]);
  });
});

describe('grantableTree', () => {
  it("offers the main's rules without public, main-only and disabled ones, nor anything under a missing page", () => {
    expect(grantableTree(RULES, '*').map((r) => r.id)).toEqual([1, 2, 3, 12, 13, 14, 15, 16]);
    expect(grantableTree(RULES, [1, 3, 15, 16]).map((r) => r.id)).toEqual([1, 3]);
  });
});

describe('normalizeSubRules', () => {
  it('a button picked alone brings its page and its group', () => {
    expect(normalizeSubRules([15], RULES, '*')).toEqual([13, 14, 15]);
  });
  it('drops what the main lacks, with the buttons of a page the main lacks', () => {
    expect(normalizeSubRules([2, 15, 16], RULES, [1, 2, 13, 15, 16])).toEqual([1, 2]);
  });
  it('drops main-only, public, disabled, unknown, negative, fractional, string and duplicate ids', () => {
    expect(
      normalizeSubRules(
        [6, 11, 30, 31, 32, 7, 40, 999, -3, 2.5, '3', '*', null, {}, [3], Number.NaN, 1e300, 3, 3],
        RULES,
        '*',
      ),
    ).toEqual([1, 3]);
  });
  it('an empty pick stores nothing', () => {
    expect(normalizeSubRules([], RULES, '*')).toEqual([]);
  });
});

/** A random rule tree: each rule's parent is an earlier rule or none. */
const treeArb = fc
  .array(
    fc.record({
      parent: fc.nat(),
      hasParent: fc.boolean(),
      named: fc.constantFrom('x', 'y', 'manage', 'account/balance', 'Manage'),
      status: fc.constantFrom('1', '1', '1', '0'),
      open: fc.constantFrom(0, 0, 0, 1),
    }),
    { minLength: 1, maxLength: 25 },
  )
  .map((specs) =>
    specs.map((spec, index) => ({
      id: index + 1,
      pid: spec.hasParent && index > 0 ? (spec.parent % index) + 1 : 0,
      name: spec.named,
      type: 'menu',
      no_login_valid: spec.open,
      status: spec.status,
    })),
  );
const grantArb = fc.oneof(fc.constant('*' as const), fc.uniqueArray(fc.integer({ min: 1, max: 30 })));

describe('properties', () => {
  it('a sub-account never holds more than its main, nor a main-only rule, nor a rule without its ancestors', () => {
    fc.assert(
      fc.property(
        treeArb,
        grantArb,
        grantArb,
        fc.array(fc.integer({ min: 0, max: 30 })),
        (rules, sub, main, picked) => {
          const stored = normalizeSubRules(picked, rules, main);
          const effective = effectiveSubRules({ subGroup: sub, mainGroup: main, own: stored, rules });
          const byId = new Map(rules.map((r) => [r.id, r]));
          const enabledOfMain = new Set(
            rules.filter((r) => r.status === '1' && (main === '*' || main.includes(r.id))).map((r) => r.id),
          );
          const mainOnly = mainOnlyIds(rules);
          for (const id of effective) {
            expect(enabledOfMain.has(id)).toBe(true);
            expect(mainOnly.has(id)).toBe(false);
            const parent = byId.get(byId.get(id)?.pid ?? 0);
            if (parent) expect(effective).toContain(parent.id);
          }
          for (const id of stored) {
            expect(mainOnly.has(id)).toBe(false);
            expect(enabledOfMain.has(id)).toBe(true);
          }
          // Normalising a stored set again changes nothing.
          expect(normalizeSubRules(stored, rules, main)).toEqual(stored);
        },
      ),
    );
  });
});

describe('chosenRules', () => {
  it('counts what the main account picked, not the groups stored with it', () => {
    // Picked: overview, profile, hotel orders with pay and cancel (5); storing adds the groups account and order.
    const stored = normalizeSubRules([2, 3, 14, 15, 16], RULES, '*');
    expect(stored).toEqual([1, 2, 3, 13, 14, 15, 16]);
    expect(chosenRules(stored, RULES)).toEqual([2, 3, 14, 15, 16]);
  });
});
