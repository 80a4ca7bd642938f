/**
 * What a sub-account may do (docs/design/subaccounts.md §3, §4.1): its effective rules are the intersection of its
 * own group's, its main account's group's and its own stored set (plus the public rules), less the main-only rules.
 * Also what a main account may hand out, and how a picked set is normalised before it is stored. Pure: the server
 * reads the rows and the groups, these functions decide.
 */

/** The fields of a `user_rule` row these decisions need. */
export interface RuleFact {
  id: number;
  pid: number;
  name: string;
  type: string;
  no_login_valid: number;
  status: string;
}

/** A group's grant: '*' for every enabled rule, else a list of ids. */
export type Grant = '*' | readonly number[];

/**
 * Rules (and their subtrees) that belong to the main account alone: managing the team (the "My team" group and the
 * sub-account calls' rule, named on its own too: it stands at the top level until the group exists), the company
 * wallet's log.
 */
export const MAIN_ONLY_RULES = ['manage', 'manage/subaccount', 'account/balance'] as const;

/** The rules of a tree by id. */
const byIdOf = (rules: readonly RuleFact[]) => new Map(rules.map((rule) => [rule.id, rule]));

/** The existing ancestors of `rule`, nearest first; stops at a missing parent or a cycle (a corrupt table). */
function ancestorsOf(rule: RuleFact, byId: ReadonlyMap<number, RuleFact>): RuleFact[] {
  const seen = new Set<number>([rule.id]);
  const chain: RuleFact[] = [];
  let parent = byId.get(rule.pid);
  while (parent && !seen.has(parent.id)) {
    seen.add(parent.id);
    chain.push(parent);
    parent = byId.get(parent.pid);
  }
  return chain;
}

/** The main-only rules (named in MAIN_ONLY_RULES, compared lower-case) and all their descendants, whatever their status. */
export function mainOnlyIds(rules: readonly RuleFact[]): Set<number> {
  const names = new Set<string>(MAIN_ONLY_RULES);
  const byId = byIdOf(rules);
  const ids = new Set<number>();
  for (const rule of rules) {
    if ([rule, ...ancestorsOf(rule, byId)].some((r) => names.has(r.name.toLowerCase()))) ids.add(rule.id);
  }
  return ids;
}

/** The enabled public rules (valid without login: head navigation, guest routes): every member keeps them. */
export function publicIds(rules: readonly RuleFact[]): Set<number> {
  return new Set(rules.filter((rule) => rule.status === '1' && rule.no_login_valid === 1).map((rule) => rule.id));
}

const grants = (grant: Grant, id: number) => grant === '*' || grant.includes(id);

/**
 * Keeps the ids whose every existing ancestor is kept too, so no kept rule hangs without its page or group (the
 * tree of index/index would make it a root and the member menu would lose or misplace it). Ascending.
 */
function rooted(kept: ReadonlySet<number>, rules: readonly RuleFact[]): number[] {
  const byId = byIdOf(rules);
  return [...kept]
    .filter((id) => {
      const rule = byId.get(id);
      return rule !== undefined && ancestorsOf(rule, byId).every((parent) => kept.has(parent.id));
    })
    .sort((a, b) => a - b);
}

/**
 * A sub-account's effective rules: G(sub) ∩ G(main) ∩ (own ∪ public) − main-only, enabled rules only, each with
 * its ancestors. Never '*'.
 */
export function effectiveSubRules(input: {
  subGroup: Grant;
  mainGroup: Grant;
  own: readonly number[];
  rules: readonly RuleFact[];
}): number[] {
  const { subGroup, mainGroup, rules } = input;
  const own = new Set(input.own);
  const open = publicIds(rules);
  const mainOnly = mainOnlyIds(rules);
  const kept = new Set(
    rules
      .filter(
        (rule) =>
          rule.status === '1' &&
          grants(subGroup, rule.id) &&
          grants(mainGroup, rule.id) &&
          (own.has(rule.id) || open.has(rule.id)) &&
          !mainOnly.has(rule.id),
      )
      .map((rule) => rule.id),
  );
  return rooted(kept, rules);
}

/**
 * The rules a main account may hand out: enabled, granted to the main, neither public nor main-only, and with
 * every ancestor grantable too (a page the main lacks takes its buttons with it).
 */
export function grantableTree(rules: readonly RuleFact[], mainEffective: Grant): RuleFact[] {
  const open = publicIds(rules);
  const mainOnly = mainOnlyIds(rules);
  const candidates = new Set(
    rules
      .filter(
        (rule) => rule.status === '1' && grants(mainEffective, rule.id) && !open.has(rule.id) && !mainOnly.has(rule.id),
      )
      .map((rule) => rule.id),
  );
  const ids = new Set(rooted(candidates, rules));
  return rules.filter((rule) => ids.has(rule.id));
}

/**
 * The set to store for a sub-account from what the main picked (§3.2): integer ids of grantable rules only
 * (anything else is dropped silently: a rule may have gone while the form was open), each with its ancestors.
 * Ascending, without duplicates.
 */
export function normalizeSubRules(
  picked: readonly unknown[],
  rules: readonly RuleFact[],
  mainEffective: Grant,
): number[] {
  const grantable = byIdOf(grantableTree(rules, mainEffective));
  const kept = new Set<number>();
  for (const value of picked) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) continue;
    const rule = grantable.get(value);
    if (!rule) continue;
    kept.add(rule.id);
    for (const parent of ancestorsOf(rule, grantable)) kept.add(parent.id);
  }
  return [...kept].sort((a, b) => a - b);
}

/**
 * The rules of a stored set that the main account chose: its pages and buttons, without the groups (menu_dir) that
 * storing adds as their ancestors. What the team list counts as a sub-account's permissions.
 */
export function chosenRules(stored: readonly number[], rules: readonly RuleFact[]): number[] {
  const groups = new Set(rules.filter((rule) => rule.type === 'menu_dir').map((rule) => rule.id));
  return stored.filter((id) => !groups.has(id));
}
