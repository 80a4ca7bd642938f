/**
 * The admin API's `Index` controller (BuildAdmin's `app/admin/controller/Index.php`): the login form's switch,
 * login (throttled as members' is, with the click captcha once an account's throttle is full), logout, and the
 * console's first call. Logins, failed ones too, are in the audit log.
 */
import type {
  AdminIndex,
  AdminLoginCaptchaRequired,
  AdminLoginConfig,
  AdminLoginResult,
  AdminTwoFactorRequired,
} from '~/contract/admin';
import { operatorLoginSchema } from '~/contract/admin/staffInput';
import { CODE_REDIRECT } from '~/lib/api/types';
import { issuesOf, translateIssue } from '~/lib/validation/issues';
import { isTruthy } from '~/lib/validation/truthy';
import { checkClickCaptcha } from '~/server/captcha/store';
import { ok, type Success } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import { stringParam } from '~/server/http/request';
import { loadConfig, siteInfo } from '~/server/site/config';
import { writeAudit } from '../audit';
import { type AdminContext, actorOf, signedIn } from '../door';
import { type OperatorLoginResult, operatorLogin, operatorTicketLogin } from '../login';
import { operatorMenus } from '../menus';
import type { AdminRow } from '../operators';
import { endOperatorSessions } from '../session';
import { totpUri } from '../twoFactor';

const loggedInError = () =>
  new ApiError('You have already logged in. There is no need to log in again~', {
    code: CODE_REDIRECT,
    data: { type: 'logged in' },
  });

async function loginConfig(ctx: AdminContext): Promise<Success<AdminLoginConfig>> {
  if (ctx.operator) throw loggedInError();
  // The captcha comes when an account's failures fill its throttle (the login's answer says so), not from the start.
  return ok({ captcha: false });
}

const infoOf = (admin: AdminRow) => ({
  id: admin.id,
  username: admin.username,
  nickname: admin.nickname,
  avatar: admin.avatar,
  last_login_time: admin.last_login_time,
});

/** A solved click captcha sent with the login (`captchaId` + `captchaInfo`), checked and used up. */
async function captchaOf(ctx: AdminContext): Promise<boolean> {
  const id = stringParam(ctx.body, 'captchaId');
  const info = stringParam(ctx.body, 'captchaInfo');
  if (!id || !info) return false;
  if (!(await checkClickCaptcha(ctx.db, id, info, true, ctx.now))) throw new ApiError('Captcha error');
  return true;
}

/** The login's fields (BuildAdmin's, and the second factor's: `ticket`, `totp`, `totpSecret`). */
function loginFields(ctx: AdminContext) {
  return {
    keep: isTruthy(ctx.body.keep),
    ip: ctx.ip,
    now: ctx.now,
    totp: stringParam(ctx.body, 'totp').slice(0, 20),
    totpSecret: stringParam(ctx.body, 'totpSecret').slice(0, 64),
  };
}

/** The password step, validated as BuildAdmin validates it. */
async function passwordLogin(ctx: AdminContext): Promise<OperatorLoginResult> {
  const parsed = operatorLoginSchema.safeParse({ username: ctx.body.username, password: ctx.body.password });
  if (!parsed.success) {
    const [issue] = issuesOf(parsed.error);
    throw new ApiError(issue ? translateIssue(issue, ctx.tv) : 'Parameter error', { translated: Boolean(issue) });
  }
  const captchaSolved = await captchaOf(ctx);
  return operatorLogin(ctx.db, { ...parsed.data, captchaSolved, ...loginFields(ctx) });
}

async function login(ctx: AdminContext): Promise<Success<AdminLoginResult>> {
  if (ctx.operator) throw loggedInError();
  const ticket = stringParam(ctx.body, 'ticket');
  const result = ticket
    ? await operatorTicketLogin(ctx.db, { ticket: ticket.slice(0, 128), ...loginFields(ctx) })
    : await passwordLogin(ctx);
  if (!result.ok && result.reason === 'two-factor') return refuseForSecondFactor(ctx, result);
  if (!result.ok) {
    const who = result.admin ?? { id: 0, username: stringParam(ctx.body, 'username').slice(0, 30) };
    await writeAudit(ctx.db, actorOf(ctx, who), { title: 'Login failed', data: { reason: result.reason } }, ctx.now);
    throw loginRefusal(result.reason);
  }
  const title = result.recoveryCodes ? 'Login, two-factor sign-in set up' : 'Login';
  await writeAudit(ctx.db, actorOf(ctx, result.admin), { title, target: `admin:${result.admin.id}` }, ctx.now);
  const userInfo = { ...infoOf(result.admin), token: result.token, refresh_token: result.refreshToken };
  return ok({ userInfo, ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}) }, 'Login succeeded!');
}

function loginRefusal(reason: 'throttled' | 'captcha-required' | 'bad-credentials' | 'disabled'): ApiError {
  if (reason === 'throttled') return new ApiError('Too many failed attempts, please try again later');
  if (reason === 'captcha-required') {
    const data: AdminLoginCaptchaRequired = { captcha: 'click' };
    return new ApiError('Too many failed attempts, please complete the captcha', { data });
  }
  if (reason === 'disabled') return new ApiError('Account disabled');
  return new ApiError('Incorrect account or password');
}

/** The right password of a role that moves money, without (or with a wrong) second factor: what to send next. */
async function refuseForSecondFactor(
  ctx: AdminContext,
  result: Extract<OperatorLoginResult, { reason: 'two-factor' }>,
): Promise<never> {
  if (result.wrong) {
    await writeAudit(
      ctx.db,
      actorOf(ctx, result.admin),
      { title: 'Login failed', data: { reason: 'two-factor' } },
      ctx.now,
    );
  }
  const { step, ticket } = result;
  let data: AdminTwoFactorRequired = { twoFactor: 'code', ticket };
  if (step.kind === 'enrol') {
    const issuer = (await loadConfig(ctx.db, ctx.lang)).site_name || 'Concierge';
    const otpauthUrl = totpUri(step.secret, result.admin.username, issuer);
    data = { twoFactor: 'enrol', ticket, secret: step.secret, otpauthUrl };
  }
  if (result.wrong) throw new ApiError('The code is not correct, please try again', { data });
  throw new ApiError(
    step.kind === 'enrol' ? 'Set up two-factor sign-in to continue' : 'Enter the code from your authenticator app',
    { data },
  );
}

/** Ends the session of the token and of the refresh token sent (BuildAdmin's `refreshToken`); always code 1. */
async function logout(ctx: AdminContext): Promise<Success<null>> {
  const refresh = stringParam(ctx.body, 'refreshToken') || stringParam(ctx.body, 'refresh_token');
  await ctx.db.transaction().execute(async (trx) => {
    await endOperatorSessions(trx, ctx.adminToken, refresh);
    if (ctx.operator) {
      await writeAudit(trx, ctx.operator.actor, { title: 'Logout', target: `admin:${ctx.operator.admin.id}` }, ctx.now);
    }
  });
  return ok();
}

async function index(ctx: AdminContext): Promise<Success<AdminIndex>> {
  const { admin, access } = signedIn(ctx);
  const menus = await operatorMenus(ctx.db, access, ctx.lang);
  if (menus.length === 0) throw new ApiError('No background menu, please contact super administrator!');
  const config = await loadConfig(ctx.db, ctx.lang);
  const site = siteInfo(config, ctx.host);
  return ok({
    adminInfo: { ...infoOf(admin), super: access.isSuper },
    menus,
    siteConfig: {
      siteName: site.siteName,
      version: site.version,
      cdnUrl: site.cdnUrl,
      apiUrl: '',
      upload: site.upload,
    },
    terminal: { phpDevelopmentServer: false, npmPackageManager: 'npm' },
  });
}

export const indexRoutes = {
  'index/login': { GET: loginConfig, POST: login },
  'index/logout': { POST: logout },
  'index/index': { GET: index },
};
