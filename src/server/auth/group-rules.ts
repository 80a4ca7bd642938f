/** The rules a member's group grants (`user_group.rules`): the one reading for menus and permission checks. */
import type { Kysely } from 'kysely';
import type { DB, UserRow } from '~/server/db/schema';

/** Rule ids the member's group grants: '*' for all, else a list; none when the group is missing or disabled. */
export async function grantedRuleIds(db: Kysely<DB>, user: Pick<UserRow, 'group_id'>): Promise<'*' | number[]> {
  const group = await db
    .selectFrom('user_group')
    .select(['rules', 'status'])
    .where('id', '=', user.group_id)
    .executeTakeFirst();
  if (group?.status !== '1') return [];
  if (group.rules.trim() === '*') return '*';
  return group.rules
    .split(',')
    .map((id) => Number(id.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}
