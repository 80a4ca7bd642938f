/**
 * `POST /api/account/changePassword` and `POST /api/account/retrievePassword` (contract §4). Both replace the
 * password and delete every token of the member in the same transaction: logged out everywhere.
 */
import type { Transaction } from 'kysely';
import { changePasswordSchema } from '~/contract/accountInput';
import { retrievePasswordSchema } from '~/contract/userInput';
import { findMemberBy } from '~/server/auth/find-member';
import { deleteAllTokens } from '~/server/auth/pass-token';
import { hashPassword } from '~/server/auth/password';
import { consumeCode } from '~/server/codes/codes';
import type { DB, UserRow } from '~/server/db/schema';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { parseInput, pick } from '~/server/http/input';
import { checkMemberPassword, memberAction, throttledError } from '~/server/http/member';
import type { Reply } from '~/server/http/router';

export const RETRIEVE_EVENT = 'user_retrieve_pwd';

/** A new password ends every session of the member: no old token stays usable. Call inside a transaction. */
async function setPassword(trx: Transaction<DB>, userId: number, passwordHash: string, now: number): Promise<void> {
  await trx.updateTable('user').set({ password: passwordHash, update_time: now }).where('id', '=', userId).execute();
  await deleteAllTokens(trx, userId);
}

async function changePassword(ctx: ApiContext, user: UserRow): Reply<'account/changepassword'> {
  const fields = ['oldPassword', 'newPassword', 'confirmPassword'];
  const data = parseInput(changePasswordSchema, pick(ctx.body, fields), ctx);
  const verdict = await checkMemberPassword(ctx.db, user, data.oldPassword, ctx.ip, ctx.now);
  if (verdict === 'throttled') throw throttledError();
  if (verdict === 'wrong') throw new ApiError('Old password error');

  const passwordHash = await hashPassword(data.newPassword);
  await ctx.db.transaction().execute((trx) => setPassword(trx, user.id, passwordHash, ctx.now));
  return ok(null, 'Password has been changed, please login again~');
}

async function retrievePassword(ctx: ApiContext): Reply<'account/retrievepassword'> {
  const fields = ['type', 'account', 'captcha', 'password'];
  const data = parseInput(retrievePasswordSchema, pick(ctx.body, fields), ctx);
  const account = data.type === 'email' ? data.account.toLowerCase() : data.account;
  const user = await findMemberBy(ctx.db, data.type, account);
  if (!user) throw new ApiError('Account does not exist~');

  const passwordHash = await hashPassword(data.password);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, account, RETRIEVE_EVENT, data.captcha, ctx.now))) return false;
    await setPassword(trx, user.id, passwordHash, ctx.now);
    return true;
  });
  if (!changed) throw new ApiError('Please enter the correct verification code');
  return ok(null, 'Password has been changed~');
}

export const passwordRoutes = {
  'account/changepassword': { POST: memberAction('account/changepassword', changePassword) },
  'account/retrievepassword': { POST: retrievePassword },
};
