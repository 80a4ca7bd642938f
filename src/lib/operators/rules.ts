/**
 * Operators' permissions as BuildAdmin checks them (`Auth::check` of its admin side): a call is allowed when the
 * operator's rules hold the call's path, `controller/path/action` in lower case with the controller's dots as
 * slashes (`/admin/auth.Admin/index` → `auth/admin/index`), or when a group grants every rule (`*`).
 */

/** What an operator's enabled groups grant: every rule, or the names of some. */
export type OperatorGrant = { all: true } | { all: false; names: ReadonlySet<string> };

/** The rule path of an admin route key (`auth.admin/index` → `auth/admin/index`). */
export const rulePath = (routeKey: string): string => routeKey.toLowerCase().replaceAll('.', '/');

/** Whether the grant allows the call of `routeKey`. */
export function allows(grant: OperatorGrant, routeKey: string): boolean {
  return grant.all || grant.names.has(rulePath(routeKey));
}

/** A group's `rules` text: `*` for every rule, else the positive integer ids it lists (anything else is ignored). */
export function parseRuleIds(rules: string): '*' | number[] {
  if (rules.trim() === '*') return '*';
  return rules
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

/**
 * The grant of several groups' rule lists (each `*` or ids) over the rule table (`id → name`, enabled rules only):
 * every rule when one group has `*`, else the union of the names the ids resolve to.
 */
export function grantOf(groupRules: readonly ('*' | readonly number[])[], ruleNames: ReadonlyMap<number, string>) {
  if (groupRules.some((rules) => rules === '*')) return { all: true } as const;
  const names = new Set<string>();
  for (const ids of groupRules) {
    if (ids === '*') continue;
    for (const id of ids) {
      const name = ruleNames.get(id);
      if (name) names.add(name.toLowerCase());
    }
  }
  return { all: false, names } as const;
}
