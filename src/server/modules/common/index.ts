/** Routes of the Common controller: `refreshToken` (contract §1.5) and the click captcha (§5.1). */
import type { RefreshTokenResult } from '~/lib/api/types';
import { deleteToken, findToken, isExpired, issueToken } from '~/server/auth/tokens';
import type { ApiContext } from '~/server/http/context';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { stringParam } from '~/server/http/request';
import type { Routes } from '~/server/http/router';
import { captchaRoutes } from './captcha';

async function refreshToken(ctx: ApiContext): Promise<Success> {
  // The (possibly expired) access token must come along: it is replaced, and must belong to the same member.
  if (!ctx.token) throw new ApiError('Invalid token');
  const refresh = stringParam(ctx.body, 'refreshToken') || stringParam(ctx.body, 'refresh_token');
  const loginExpired = () => new ApiError('Login expired, please login again.');

  const refreshRow = await findToken(ctx.db, refresh, 'user-refresh');
  if (!refreshRow || isExpired(refreshRow, ctx.now)) throw loginExpired();
  const accessRow = await findToken(ctx.db, ctx.token, 'user');
  if (accessRow && accessRow.user_id !== refreshRow.user_id) throw loginExpired();
  const user = await ctx.db
    .selectFrom('user')
    .select(['id', 'status'])
    .where('id', '=', refreshRow.user_id)
    .executeTakeFirst();
  if (user?.status !== 'enable') throw loginExpired();

  const token = await ctx.db.transaction().execute(async (trx) => {
    await deleteToken(trx, ctx.token, 'user');
    return issueToken(trx, 'user', user.id, ctx.now);
  });
  const data: RefreshTokenResult = { type: 'user-refresh', token };
  return ok(data);
}

export const commonRoutes: Routes = {
  'common/refreshtoken': { POST: refreshToken },
  ...captchaRoutes,
};
