/** `/api/user/checkIn` (login form config, login, registration) and `/api/user/logout` (contract §3). */
import type { CheckInConfig, CheckInResult, LoginCaptchaRequired } from '~/contract/user';
import { issuesOf, translateIssue } from '~/lib/validation/issues';
import { loginSchema } from '~/lib/validation/schemas';
import { isMember } from '~/server/auth/current-user';
import { login } from '~/server/auth/login';
import { endSessionsOf } from '~/server/auth/tokens';
import { mainAccountOf, toUserInfo } from '~/server/auth/user-info';
import { checkClickCaptcha } from '~/server/captcha/store';
import type { ApiContext } from '~/server/http/context';
import { ok, PUBLIC_SHORT_CACHE } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { alreadyLoggedInError } from '~/server/http/guards';
import { stringParam } from '~/server/http/request';
import type { ModuleRoutes, Reply } from '~/server/http/router';
import { loadConfig, loginCaptchaOn, memberCenterOpen, type SiteConfig } from '~/server/site/config';
import { register } from './register';
import { accountVerificationTypes } from './verification-types';

/** Member centre switched off → 'Member center disabled'; caller already logged in → 303 'logged in'. */
async function guardCheckIn(ctx: ApiContext): Promise<SiteConfig> {
  const config = await loadConfig(ctx.db, ctx.lang);
  if (!memberCenterOpen(config)) throw new ApiError('Member center disabled');
  if (isMember(await ctx.auth())) throw alreadyLoggedInError();
  return config;
}

/** Login captcha switch (config `user_login_captcha`) and the verification channels on offer. */
async function checkInConfig(ctx: ApiContext): Reply<'user/checkin', 'GET'> {
  const config = await guardCheckIn(ctx);
  const data: CheckInConfig = {
    userLoginCaptchaSwitch: loginCaptchaOn(config),
    accountVerificationType: accountVerificationTypes(),
  };
  // The same for every guest (a logged-in caller was answered 303 above): shared caches may keep it briefly.
  return ctx.token ? ok(data) : { ...ok(data), headers: PUBLIC_SHORT_CACHE };
}

async function checkIn(ctx: ApiContext): Reply<'user/checkin', 'POST'> {
  const config = await guardCheckIn(ctx);
  const tab = stringParam(ctx.body, 'tab');
  if (tab === 'register') return register(ctx);
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

  // With the switch on, the click captcha solved in the login popup is re-checked here and consumed. With it off,
  // a solved captcha may still come along: the way past the account's throttle (`captcha-required` below). The
  // official front ends send a captchaId with an empty captchaInfo whenever no captcha was shown: that is no answer,
  // and with the switch off it is not checked (as BuildAdmin does not).
  const captchaId = stringParam(ctx.body, 'captchaId');
  const captchaInfo = stringParam(ctx.body, 'captchaInfo');
  let captchaSolved = false;
  if (loginCaptchaOn(config) || (captchaId && captchaInfo)) {
    captchaSolved = await checkClickCaptcha(ctx.db, captchaId, captchaInfo, true, ctx.now);
    if (!captchaSolved) throw new ApiError('Captcha error');
  }

  const { username, password, keep = false } = parsed.data;
  const result = await login(ctx.db, { identifier: username, password, keep, ip: ctx.ip, now: ctx.now, captchaSolved });
  if (!result.ok) {
    if (result.reason === 'throttled') throw new ApiError('Too many failed attempts, please try again later');
    if (result.reason === 'captcha-required') {
      const data: LoginCaptchaRequired = { captcha: 'click' };
      throw new ApiError('Too many failed attempts, please complete the captcha', { data });
    }
    if (result.reason === 'disabled') throw new ApiError('Account disabled');
    throw new ApiError('Incorrect account or password');
  }
  const data: CheckInResult = {
    userInfo: toUserInfo(result.user, result.token, result.refreshToken, await mainAccountOf(ctx.db, result.user)),
    routePath: '/user',
  };
  return ok(data, 'Login succeeded!');
}

/**
 * Ends the session of the current access token and of the refresh token in the body (either spelling): every
 * token of those logins, so the access token alone also ends its refresh token. Always code 1.
 */
async function logout(ctx: ApiContext): Reply<'user/logout'> {
  const refreshTokens = [stringParam(ctx.body, 'refreshToken'), stringParam(ctx.body, 'refresh_token')].filter(Boolean);
  await ctx.db.transaction().execute((trx) => endSessionsOf(trx, ctx.token, refreshTokens));
  return ok();
}

export const userRoutes = {
  'user/checkin': { GET: checkInConfig, POST: checkIn },
  'user/logout': { POST: logout },
} satisfies ModuleRoutes;

// What other modules, the server's entries and the demo use of this module.
export { existsError, REGISTER_EVENT, takenField } from './register';
export { accountVerificationTypes } from './verification-types';
