/**
 * Members as the console and BuildAdmin's panel read them (`user.User`), and the one way their balance or points
 * change by hand (`user.MoneyLog/add`, `user.ScoreLog/add`, BuildAdmin's semantics): a signed change with a reason,
 * one transaction — the member's row by an update that keeps the figure at zero or more, the log line with before
 * and after, the audit entry.
 */
import type { Kysely } from 'kysely';
import type { AdminMember } from '~/contract/admin/user';
import { formatMoney } from '~/server/auth/user-info';
import type { DB, UserRow } from '~/server/db/schema';
import { ApiError } from '~/server/http/errors';
import type { AuditActor } from '../audit';
import { writeAudit } from '../audit';
import type { AdminContext } from '../door';

export const memberOf = (user: UserRow): AdminMember => ({
  id: user.id,
  group_id: user.group_id,
  username: user.username,
  nickname: user.nickname,
  email: user.email,
  mobile: user.mobile,
  avatar: user.avatar,
  motto: user.motto,
  money: formatMoney(user.money),
  score: user.score,
  status: user.status,
  last_login_time: user.last_login_time,
  join_time: user.join_time,
  create_time: user.create_time,
  parent_id: user.parent_id,
});

export type Adjustment = { kind: 'money' | 'score'; userId: number; delta: number; memo: string };

/** Applies a change; false when it would take the figure below zero (nothing changes then). */
export async function adjustMember(
  db: Kysely<DB>,
  change: Adjustment,
  actor: AuditActor,
  now: number,
): Promise<boolean> {
  const column = change.kind;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('user')
      .set((eb) => ({ [column]: eb(column, '+', change.delta), update_time: now }))
      .where('id', '=', change.userId)
      .where((eb) => eb(eb(column, '+', change.delta), '>=', 0))
      .returning([column])
      .executeTakeFirst();
    if (!row) return false;
    const after = Number((row as Record<string, number>)[column]);
    const before = after - change.delta;
    const line = { user_id: change.userId, before, after, memo: change.memo, create_time: now };
    if (column === 'money')
      await trx
        .insertInto('user_money_log')
        .values({ ...line, money: change.delta })
        .execute();
    else
      await trx
        .insertInto('user_score_log')
        .values({ ...line, score: change.delta })
        .execute();
    const title = column === 'money' ? 'Adjust balance' : 'Adjust points';
    const data = { delta: change.delta, memo: change.memo };
    await writeAudit(
      trx,
      actor,
      { title, target: `user:${change.userId}`, data, before: { [column]: before }, after: { [column]: after } },
      now,
    );
    return true;
  });
}

export interface MemberEdit {
  status: 'enable' | 'disable';
  nickname: string;
  email: string;
  mobile: string;
  motto: string;
  group_id: number;
}

/**
 * A member enabled or disabled, their details or group changed, with the audit entry, in one transaction; disabling ends every session
 * of theirs (their tokens go), as disabling a sub-account does. The member's row after, or undefined when gone.
 */
export async function editMember(
  db: Kysely<DB>,
  id: number,
  edit: MemberEdit,
  actor: AuditActor,
  now: number,
): Promise<UserRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('user')
      .selectAll()
      .where('id', '=', id)
      .where('delete_time', 'is', null)
      .executeTakeFirst();
    if (!before) return undefined;
    await trx
      .updateTable('user')
      .set({ ...edit, update_time: now })
      .where('id', '=', id)
      .execute();
    if (edit.status === 'disable')
      await trx.deleteFrom('token').where('user_id', '=', id).where('type', 'in', ['user', 'user-refresh']).execute();
    const old = Object.fromEntries(Object.keys(edit).map((key) => [key, before[key as keyof MemberEdit]]));
    await writeAudit(trx, actor, { title: 'Edit member', target: `user:${id}`, before: old, after: { ...edit } }, now);
    return { ...before, ...edit, update_time: now };
  });
}

/** A member who is not deleted, or `The user can't find it`. */
export async function liveMember(ctx: AdminContext, id: number): Promise<UserRow> {
  const user = await ctx.db
    .selectFrom('user')
    .selectAll()
    .where('id', '=', id)
    .where('delete_time', 'is', null)
    .executeTakeFirst();
  if (!user) throw new ApiError("The user can't find it");
  return user;
}
