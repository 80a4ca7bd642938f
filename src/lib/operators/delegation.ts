/**
 * What an operator may hand on to others (docs/design/operators.md §0, "roles"). A super admin may give anything. Any
 * other operator who may manage staff gives only what they hold themselves: a role whose rules are all among their
 * own (never the super admin's `*`), to operators who are not super admins. Nobody changes their own roles, so no
 * one can raise their own rights.
 */

/** Every rule, or the ids of some. */
export type RuleSet = '*' | readonly number[];

export interface Delegator {
  isSuper: boolean;
  /** The rules the operator's groups name. */
  ruleIds: RuleSet;
}

/** Whether the delegator may give a role these rules. */
export function mayGiveRules(actor: Delegator, rules: RuleSet): boolean {
  if (actor.isSuper) return true;
  if (rules === '*' || actor.ruleIds === '*') return rules !== '*';
  const held = new Set(actor.ruleIds);
  return rules.every((id) => held.has(id));
}

/** Whether the delegator may put an operator in roles with these rules. */
export const mayGiveRoles = (actor: Delegator, roles: readonly RuleSet[]): boolean =>
  roles.every((rules) => mayGiveRules(actor, rules));

/** Whether the delegator may change the operator or role `target` (not their own, and a super admin's only as one). */
export function mayManage(actor: Delegator & { self: boolean }, target: { isSuper: boolean }): boolean {
  if (actor.self) return false;
  return actor.isSuper || !target.isSuper;
}

/**
 * Whether an operator limited to some hotels may limit a role to these (none: every hotel). They may give only
 * hotels of their own, and never a role over every hotel.
 */
export function mayGiveHotels(scope: 'all' | readonly number[], hotelIds: readonly number[]): boolean {
  if (scope === 'all') return true;
  const own = new Set(scope);
  return hotelIds.length > 0 && hotelIds.every((id) => own.has(id));
}
