/** The one lookup of a main account's sub-account, and its shape in answers. */

import type { Kysely } from 'kysely';
import type { SubAccount } from '~/contract/subaccount';
import { chosenRules, type RuleFact } from '~/lib/subaccount/grants';
import type { DB, UserRow } from '~/server/db/schema';
import { ApiError } from '~/server/http/errors';

/** The same answer for another main's sub-account, a deleted one, a main account or no row: nothing to enumerate. */
export const notFound = () => new ApiError('Sub-account not found');

/** The live sub-accounts of `mainId` (a query to narrow further). */
export const liveSubAccounts = (db: Kysely<DB>, mainId: number) =>
  db.selectFrom('user').where('parent_id', '=', mainId).where('delete_time', 'is', null);

/** Sub-account `id` of main account `mainId`, or the not-found answer. */
export async function findOwnSub(db: Kysely<DB>, mainId: number, id: number): Promise<UserRow> {
  const row = await liveSubAccounts(db, mainId).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** A sub-account in answers; `facts` (the rule table) tell the chosen rules from the groups stored with them. */
export function toSubAccount(row: UserRow, rules: readonly number[], facts: readonly RuleFact[]): SubAccount {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    mobile: row.mobile,
    avatar: row.avatar,
    status: row.status,
    rules: [...rules],
    rule_count: chosenRules(rules, facts).length,
    last_login_time: row.last_login_time ?? 0,
    last_login_ip: row.last_login_ip,
    create_time: row.create_time,
    update_time: row.update_time,
  };
}
