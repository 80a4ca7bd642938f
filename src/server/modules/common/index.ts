/**
 * Routes of the Common controller: `refreshToken` (contract §1.5, with rotation: docs/api.md) and the click
 * captcha (§5.1).
 */
import type { AdminRefreshTokenResult, RefreshTokenResult } from '~/lib/api/types';
import { adminToken } from '~/server/admin/door';
import { isOperatorRefreshToken, refreshOperatorToken } from '~/server/admin/session';
import { activeMember } from '~/server/auth/active';
import { rotateRefreshToken } from '~/server/auth/tokens';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { stringParam } from '~/server/http/request';
import type { ModuleRoutes, Reply } from '~/server/http/router';
import { captchaRoutes } from './captcha';

/**
 * An operator's refresh token (`admin-refresh`, BuildAdmin's admin panel): the operator's access token of the same
 * session must come along (`batoken`); a new access token, the refresh token stays (docs/design/operators.md §0).
 */
async function refreshOperator(ctx: ApiContext, refresh: string): Reply<'common/refreshtoken'> {
  const access = adminToken(ctx.request.headers, ctx.params);
  if (!access) throw new ApiError('Invalid token');
  const token = await refreshOperatorToken(ctx.db, refresh, access, ctx.now);
  if (!token) throw new ApiError('Login expired, please login again.');
  const data: AdminRefreshTokenResult = { type: 'admin-refresh', token };
  return ok(data);
}

async function refreshToken(ctx: ApiContext): Reply<'common/refreshtoken'> {
  const refresh = stringParam(ctx.body, 'refreshToken') || stringParam(ctx.body, 'refresh_token');
  if (await isOperatorRefreshToken(ctx.db, refresh)) return refreshOperator(ctx, refresh);
  // The (possibly expired) access token of the same session must come along: it is replaced.
  if (!ctx.token) throw new ApiError('Invalid token');
  const isActive = async (id: number) => (await activeMember(ctx.db, id)) !== undefined;
  const result = await rotateRefreshToken(ctx.db, refresh, ctx.token, ctx.now, isActive);
  if (!result.ok) throw new ApiError('Login expired, please login again.');
  const data: RefreshTokenResult = { type: 'user-refresh', token: result.token, refresh_token: result.refreshToken };
  return ok(data);
}

export const commonRoutes = {
  'common/refreshtoken': { POST: refreshToken },
  ...captchaRoutes,
} satisfies ModuleRoutes;
