/** `GET /api/account/integral` and `/balance`: the member's own points and balance changes, newest first. */

import type { MoneyLog, ScoreLog } from '~/contract/account';
import { pagination } from '~/contract/accountInput';
import type { ListData } from '~/lib/api/types';
import { formatMoney } from '~/server/auth/user-info';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import type { Reply } from '~/server/http/router';
import { logMemoText } from './memo';

const COLUMNS = ['id', 'user_id', 'before', 'after', 'memo', 'create_time'] as const;

/** One page of a log table; both tables share their columns except the amount's name (read as `amount`). */
async function page(ctx: ApiContext, user: UserRow, table: 'user_score_log' | 'user_money_log') {
  const { page, limit } = pagination(ctx.query.page, ctx.query.limit);
  const [rows, count] = await Promise.all([
    ctx.db
      .selectFrom(table as 'user_score_log')
      .select([...COLUMNS, table === 'user_score_log' ? 'score as amount' : ('money as amount' as 'score as amount')])
      .where('user_id', '=', user.id)
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    ctx.db
      .selectFrom(table as 'user_score_log')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('user_id', '=', user.id)
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Rule 'account/integral' (declared with the route). */
export async function integral(ctx: ApiContext, user: UserRow): Reply<'account/integral'> {
  const { rows, total } = await page(ctx, user, 'user_score_log');
  const list: ScoreLog[] = rows.map((row) => ({
    id: row.id,
    user_id: row.user_id,
    score: row.amount,
    before: row.before,
    after: row.after,
    memo: logMemoText(row.memo, ctx.t),
    create_time: row.create_time,
  }));
  return ok({ list, total } satisfies ListData<ScoreLog>);
}

/** Who caused each change of `ids` when it was not the owner (a sub-account booking on the company wallet). */
async function actorsOf(ctx: ApiContext, ids: number[]): Promise<Map<number, MoneyLog['actor']>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom('user_money_log')
    .select(['id', 'actor_id', 'actor_account', 'actor_nickname'])
    .where('id', 'in', ids)
    .where('actor_id', '<>', 0)
    .execute();
  return new Map(
    rows.map((row) => [row.id, { id: row.actor_id, username: row.actor_account, nickname: row.actor_nickname }]),
  );
}

/** Rule 'account/balance' (declared with the route; main-only: a sub-account never reads the company wallet). */
export async function balance(ctx: ApiContext, user: UserRow): Reply<'account/balance'> {
  const { rows, total } = await page(ctx, user, 'user_money_log');
  const actors = await actorsOf(
    ctx,
    rows.map((row) => row.id),
  );
  const list: MoneyLog[] = rows.map(({ amount, before, after, ...row }) => ({
    id: row.id,
    user_id: row.user_id,
    money: formatMoney(amount),
    before: formatMoney(before),
    after: formatMoney(after),
    memo: logMemoText(row.memo, ctx.t),
    create_time: row.create_time,
    actor: actors.get(row.id) ?? null,
  }));
  return ok({ list, total } satisfies ListData<MoneyLog>);
}
