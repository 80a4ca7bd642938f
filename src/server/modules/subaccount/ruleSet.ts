/**
 * A sub-account's stored rule set (`user_sub_rule`): the facts the decisions of lib/subaccount/grants need, what
 * a main account may hand out, and the one writer (always a normalised set).
 */
import type { Kysely, Transaction } from 'kysely';
import { grantableTree, normalizeSubRules, type RuleFact } from '~/lib/subaccount/grants';
import { grantedRuleIds } from '~/server/auth/group-rules';
import type { DB, UserRow } from '~/server/db/schema';

/** The most rule ids one call may send. */
export const MAX_RULE_IDS = 500;

/** Pages a new sub-account gets when the main sends no rules (those of them the main may hand out). */
const DEFAULT_RULES = [
  'account',
  'account/overview',
  'account/profile',
  'account/changepassword',
  'order',
  'order/hotel',
];

export const ruleFacts = (db: Kysely<DB>): Promise<RuleFact[]> =>
  db.selectFrom('user_rule').select(['id', 'pid', 'name', 'type', 'no_login_valid', 'status']).execute();

/** What the main account may hand out, and the defaults among them. */
export async function grantable(db: Kysely<DB>, main: UserRow) {
  const [rules, mainGrant] = await Promise.all([ruleFacts(db), grantedRuleIds(db, main)]);
  const tree = grantableTree(rules, mainGrant);
  const defaults = tree.filter((rule) => DEFAULT_RULES.includes(rule.name.toLowerCase())).map((rule) => rule.id);
  return {
    tree,
    defaults,
    /** The set to store for what was picked. */
    normalize: (picked: readonly number[]) => normalizeSubRules(picked, rules, mainGrant),
  };
}

/** The stored sets of the sub-accounts `ids`, ascending. */
export async function storedRules(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, number[]>> {
  const sets = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return sets;
  const rows = await db
    .selectFrom('user_sub_rule')
    .select(['user_id', 'rule_id'])
    .where('user_id', 'in', [...ids])
    .orderBy('rule_id')
    .execute();
  for (const row of rows) sets.get(row.user_id)?.push(row.rule_id);
  return sets;
}

/** Replaces the stored set of sub-account `userId` with `ruleIds` (already normalised). */
export async function writeRules(trx: Transaction<DB>, userId: number, ruleIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('user_sub_rule').where('user_id', '=', userId).execute();
  if (ruleIds.length === 0) return;
  await trx
    .insertInto('user_sub_rule')
    .values(ruleIds.map((rule_id) => ({ user_id: userId, rule_id })))
    .execute();
}
