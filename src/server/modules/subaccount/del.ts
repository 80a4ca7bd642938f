/**
 * `subAccount/del`: every id must be one of the caller's live sub-accounts, else nothing changes. A deleted
 * sub-account becomes a tombstone (docs/design/subaccounts.md §5.4): comments, articles, orders and logs keep
 * pointing at its row; its name and addresses are free again at once; it can never log in.
 */
import { sql } from 'kysely';
import { deleteAllTokens } from '~/server/auth/pass-token';
import { withBusyRetry } from '~/server/db/engine';
import type { UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import type { Reply } from '~/server/http/router';
import { liveSubAccounts, notFound } from './load';
import { idListParam } from './params';

const MAX_IDS = 50;

export async function del(ctx: ApiContext, main: UserRow): Reply<'subaccount/del'> {
  const ids = [...new Set(idListParam(ctx.body, 'ids', MAX_IDS) ?? [])];
  if (ids.length === 0) throw new ApiError('Parameter error');
  const own = await liveSubAccounts(ctx.db, main.id).select('id').where('id', 'in', ids).execute();
  if (own.length !== ids.length) throw notFound();
  // All or nothing, in one transaction: a sub-account deleted meanwhile (another tab, another instance) leaves
  // fewer rows to change, and then none changes.
  await withBusyRetry(() =>
    ctx.db.transaction().execute(async (trx) => {
      // `~` is outside the user name rule: the tombstone can neither log in nor collide with a member's name.
      const changed = await trx
        .updateTable('user')
        .set({
          status: 'disable',
          delete_time: ctx.now,
          update_time: ctx.now,
          username: sql<string>`'~' || cast(id as text)`,
          email: '',
          mobile: '',
        })
        .where('id', 'in', ids)
        .where('parent_id', '=', main.id)
        .where('delete_time', 'is', null)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== ids.length) throw notFound();
      await trx.deleteFrom('user_sub_rule').where('user_id', 'in', ids).execute();
      for (const id of ids) await deleteAllTokens(trx, id);
    }),
  );
  return ok({ ids }, 'Deleted {count} sub-accounts', { count: ids.length });
}
