/** `/api/user/checkIn` (login form config and login) and `/api/user/logout` (contract §3). */
import type { CheckInConfig, CheckInResult } from '../../lib/api/types';
import { issuesOf, translateIssue } from '../../lib/validation/issues';
import { loginSchema } from '../../lib/validation/schemas';
import { isMember } from '../auth/current-user';
import { alreadyLoggedInError } from '../auth/guards';
import { login } from '../auth/login';
import { deleteToken } from '../auth/tokens';
import { toUserInfo } from '../auth/user-info';
import type { ApiContext } from '../http/context';
import { ok, type Success } from '../http/envelope';
import { ApiError } from '../http/errors';
import { stringParam } from '../http/request';
import type { Routes } from '../http/router';
import { loadConfig, memberCenterOpen } from '../site/config';

/** Member centre switched off → 'Member center disabled'; caller already logged in → 303 'logged in'. */
async function guardCheckIn(ctx: ApiContext): Promise<void> {
  const config = await loadConfig(ctx.db, ctx.lang);
  if (!memberCenterOpen(config)) throw new ApiError('Member center disabled');
  if (isMember(await ctx.auth())) throw alreadyLoggedInError();
}

async function checkInConfig(ctx: ApiContext): Promise<Success> {
  await guardCheckIn(ctx);
  // TODO(issue 3 "Membership"): the login click captcha (config user_login_captcha) and the e-mail/SMS account
  // verification types arrive with the Membership issue; until then both are off.
  const data: CheckInConfig = { userLoginCaptchaSwitch: false, accountVerificationType: [] };
  return ok(data);
}

async function checkIn(ctx: ApiContext): Promise<Success> {
  await guardCheckIn(ctx);
  const tab = stringParam(ctx.body, 'tab');
  if (tab === 'register') {
    // TODO(issue 3 "Membership"): registration with e-mail/SMS codes.
    throw new ApiError('Registration is not available yet');
  }
  if (tab !== 'login') throw new ApiError('Unknown operation');

  const parsed = loginSchema.safeParse({
    username: ctx.body.username,
    password: ctx.body.password,
    keep: ctx.body.keep,
  });
  if (!parsed.success) {
    const [issue] = issuesOf(parsed.error);
    throw new ApiError(issue ? translateIssue(issue, ctx.tv) : 'Parameter error', { translated: Boolean(issue) });
  }

  const { username, password, keep = false } = parsed.data;
  const result = await login(ctx.db, { identifier: username, password, keep, ip: ctx.ip, now: ctx.now });
  if (!result.ok) {
    if (result.reason === 'throttled') throw new ApiError('Too many failed attempts, please try again later');
    if (result.reason === 'disabled') throw new ApiError('Account disabled');
    throw new ApiError('Incorrect account or password');
  }
  const data: CheckInResult = {
    userInfo: toUserInfo(result.user, result.token, result.refreshToken),
    routePath: '/user',
  };
  return ok(data, 'Login succeeded!');
}

/** Deletes the refresh token from the body (either spelling) and the current access token; always code 1. */
async function logout(ctx: ApiContext): Promise<Success> {
  const refreshTokens = [stringParam(ctx.body, 'refreshToken'), stringParam(ctx.body, 'refresh_token')].filter(Boolean);
  await ctx.db.transaction().execute(async (trx) => {
    for (const token of new Set(refreshTokens)) await deleteToken(trx, token, 'user-refresh');
    if (ctx.token) await deleteToken(trx, ctx.token, 'user');
  });
  return ok();
}

export const userRoutes: Routes = {
  'user/checkin': { GET: checkInConfig, POST: checkIn },
  'user/logout': { POST: logout },
};
