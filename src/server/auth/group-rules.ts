/**
 * The rules a member is granted: the one reading for menus and permission checks. An ordinary member (and a main
 * account) has its group's rules (`user_group.rules`); a sub-account the intersection of its own group's, its main
 * account's group's and its own set, less the main-only rules (docs/design/subaccounts.md §3.1).
 */
import type { Kysely } from 'kysely';
import { effectiveSubRules, type Grant } from '~/lib/subaccount/grants';
import type { DB, UserRow } from '~/server/db/schema';

/** A group's `rules` text as a grant: '*' for all, else the positive integer ids it lists. */
const parseGrant = (rules: string): '*' | number[] =>
  rules.trim() === '*'
    ? '*'
    : rules
        .split(',')
        .map((id) => Number(id.trim()))
        .filter((id) => Number.isSafeInteger(id) && id > 0);

/** What each of the groups grants; none for a missing or disabled group. */
async function groupGrants(db: Kysely<DB>, ids: number[]): Promise<Map<number, Grant>> {
  const rows = await db.selectFrom('user_group').select(['id', 'rules', 'status']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.status === '1' ? parseGrant(row.rules) : []]));
}

/** Rule ids granted to the member: '*' for all (never for a sub-account), else a list. */
export async function grantedRuleIds(
  db: Kysely<DB>,
  user: Pick<UserRow, 'id' | 'group_id' | 'parent_id'>,
): Promise<'*' | number[]> {
  if (user.parent_id === null) {
    const grant = (await groupGrants(db, [user.group_id])).get(user.group_id) ?? [];
    return grant === '*' ? '*' : [...grant];
  }
  const main = await db.selectFrom('user').select('group_id').where('id', '=', user.parent_id).executeTakeFirst();
  if (!main) return [];
  const [groups, own, rules] = await Promise.all([
    groupGrants(db, [user.group_id, main.group_id]),
    db.selectFrom('user_sub_rule').select('rule_id').where('user_id', '=', user.id).execute(),
    db.selectFrom('user_rule').select(['id', 'pid', 'name', 'type', 'no_login_valid', 'status']).execute(),
  ]);
  return effectiveSubRules({
    subGroup: groups.get(user.group_id) ?? [],
    mainGroup: groups.get(main.group_id) ?? [],
    own: own.map((row) => row.rule_id),
    rules,
  });
}
