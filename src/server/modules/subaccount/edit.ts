/**
 * `subAccount/edit` (GET: the row; POST: nickname, status and rules, only the keys sent) and `subAccount/password`.
 * Disabling and a new password end every session of the sub-account in the same transaction.
 */
import type { Kysely, Transaction } from 'kysely';
import type { SubAccount } from '~/contract/subaccount';
import { subAccountEditSchema, subAccountPasswordSchema } from '~/contract/subaccountInput';
import { deleteAllTokens } from '~/server/auth/pass-token';
import { hashPassword } from '~/server/auth/password';
import type { DB, UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { idParam, parseInput, pick } from '~/server/http/input';
import type { Params } from '~/server/http/request';
import type { Reply } from '~/server/http/router';
import { findOwnSub, notFound, toSubAccount } from './load';
import { idListParam } from './params';
import { grantable, MAX_RULE_IDS, ruleFacts, storedRules, writeRules } from './ruleSet';

/** Sub-account `id` of `params` (the caller's own, live), or the not-found answer. */
async function target(ctx: ApiContext, main: UserRow, params: Params): Promise<UserRow> {
  return findOwnSub(ctx.db, main.id, idParam(ctx, params, 'id', 'subaccount'));
}

/** Updates sub-account `id` of `mainId` only while it is the main's and live; false when it is not (any more). */
async function updateOwn(trx: Transaction<DB>, mainId: number, id: number, set: Partial<UserRow>): Promise<boolean> {
  const result = await trx
    .updateTable('user')
    .set(set)
    .where('id', '=', id)
    .where('parent_id', '=', mainId)
    .where('delete_time', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function answer(db: Kysely<DB>, mainId: number, id: number, msg = ''): Promise<Success<{ row: SubAccount }>> {
  const row = await findOwnSub(db, mainId, id);
  const rules = (await storedRules(db, [id])).get(id) ?? [];
  return ok({ row: toSubAccount(row, rules, await ruleFacts(db)) }, msg);
}

export async function read(ctx: ApiContext, main: UserRow): Reply<'subaccount/edit', 'GET'> {
  const sub = await target(ctx, main, ctx.query);
  return answer(ctx.db, main.id, sub.id);
}

export async function edit(ctx: ApiContext, main: UserRow): Reply<'subaccount/edit', 'POST'> {
  const sub = await target(ctx, main, ctx.body);
  const data = parseInput(subAccountEditSchema, pick(ctx.body, ['nickname', 'status']), ctx, true);
  const picked = idListParam(ctx.body, 'rules', MAX_RULE_IDS);
  if (data.nickname === undefined && data.status === undefined && picked === undefined) {
    throw new ApiError('Nothing to change');
  }
  const ruleIds = picked === undefined ? undefined : (await grantable(ctx.db, main)).normalize(picked);
  await ctx.db.transaction().execute(async (trx) => {
    const set: Partial<UserRow> = { update_time: ctx.now };
    if (data.nickname !== undefined) set.nickname = data.nickname;
    if (data.status !== undefined) set.status = data.status;
    if (!(await updateOwn(trx, main.id, sub.id, set))) throw notFound();
    if (ruleIds !== undefined) await writeRules(trx, sub.id, ruleIds);
    // Disabled: no token of it works any more, and enabling later does not bring them back.
    if (data.status === 'disable') await deleteAllTokens(trx, sub.id);
  });
  return answer(ctx.db, main.id, sub.id, 'Sub-account updated');
}

export async function password(ctx: ApiContext, main: UserRow): Reply<'subaccount/password'> {
  const sub = await target(ctx, main, ctx.body);
  const data = parseInput(subAccountPasswordSchema, pick(ctx.body, ['password', 'confirmPassword']), ctx, true);
  const passwordHash = await hashPassword(data.password);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await updateOwn(trx, main.id, sub.id, { password: passwordHash, update_time: ctx.now }))) throw notFound();
    await deleteAllTokens(trx, sub.id);
  });
  return ok(null, 'Password reset: the sub-account has been logged out everywhere');
}
