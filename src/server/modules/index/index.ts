/** `GET /api/index/index`: site settings, member-centre switch, the caller's info and rule trees (contract §2). */
import type { IndexData } from '~/lib/api/types';
import { isTruthy } from '~/lib/validation/truthy';
import { isMember } from '~/server/auth/current-user';
import { mainAccountOf, toUserInfo } from '~/server/auth/user-info';
import type { ApiContext } from '~/server/http/context';
import { ok, PUBLIC_SHORT_CACHE } from '~/server/http/envelope';
import { loginRequiredError } from '~/server/http/guards';
import { stringParam } from '~/server/http/request';
import type { ModuleRoutes, Reply } from '~/server/http/router';
import { loadConfig, memberCenterOpen, siteInfo } from '~/server/site/config';
import { guestRules, memberRules } from '~/server/site/rules';

async function index(ctx: ApiContext): Reply<'index/index'> {
  const auth = await ctx.auth();
  if (!isMember(auth) && isTruthy(stringParam(ctx.query, 'requiredLogin'))) throw loginRequiredError(auth);

  const config = await loadConfig(ctx.db, ctx.lang);
  const base = { site: siteInfo(config, ctx.host), openMemberCenter: memberCenterOpen(config) };
  if (isMember(auth)) {
    const [{ rules, menus }, mainAccount] = await Promise.all([
      memberRules(ctx.db, auth.user, ctx.lang),
      mainAccountOf(ctx.db, auth.user),
    ]);
    const data: IndexData = { ...base, userInfo: toUserInfo(auth.user, auth.token, '', mainAccount), rules, menus };
    return ok(data);
  }
  const data: IndexData = { ...base, userInfo: [], rules: await guestRules(ctx.db, ctx.lang), menus: [] };
  // A guest's answer depends only on language and host, so shared caches may keep it for a few seconds.
  return ctx.token ? ok(data) : { ...ok(data), headers: PUBLIC_SHORT_CACHE };
}

export const indexRoutes = {
  'index/index': { GET: index },
} satisfies ModuleRoutes;
