/**
 * The data every page's layout needs, from `GET /api/index/index`: site config, member info and menus.
 * Menus are turned into head nav, member menus and permissions by the same pure functions the browser uses.
 */
import type { AstroCookies } from 'astro';
import { usesBuiltinApi } from '~/config';
import { resources } from '~/i18n';
import { CODE_SUCCESS, type IndexData, type RuleNode, type SiteInfo, type UserInfo } from '~/lib/api/types';
import { DEFAULT_AVATAR, fullUrl } from '~/lib/format';
import type { Lang } from '~/lib/i18n/locale';
import { type RegisteredMenus, registerMenus } from '~/lib/menus';
import { withKnownTitles } from '~/lib/menus/ruleTitles';
import { loginUrlFor } from '~/lib/routing/routes';
import { isLoggedIn } from '~/lib/session/userCookie';
import { memberInfoFromApi } from './memberInfo.server';
import { clearUser } from './session.server';

export interface MemberView {
  info: UserInfo;
  nickname: string;
  avatarUrl: string;
}

export interface SiteView {
  site: SiteInfo;
  openMemberCenter: boolean;
  member: MemberView | null;
  menus: RegisteredMenus;
}

export type SiteViewResult = { view: SiteView; redirect?: undefined } | { view?: undefined; redirect: string };

interface PageContext {
  locals: App.Locals;
  cookies: AstroCookies;
  url: URL;
}

/** Seconds a visitor is asked to wait when the API refused the site's bootstrap (BuildAdmin throttles per minute). */
export const SITE_RETRY_AFTER_SECONDS = 30;

/** A page drawn without the content its API did not give (the layout's "not available" panel): 503, come back soon. */
export function markUnavailable(response: { status?: number; headers: Headers }): void {
  response.status = 503;
  response.headers.set('Retry-After', String(SITE_RETRY_AFTER_SECONDS));
}

/** The API refused `index/index`: the page answers 503 with `Retry-After`, not a 500. */
export class SiteUnavailableError extends Error {
  override name = 'SiteUnavailableError';
}

function hasUser(userInfo: IndexData['userInfo']): userInfo is UserInfo {
  return !Array.isArray(userInfo) && typeof userInfo === 'object' && userInfo !== null && Boolean(userInfo.id);
}

export function avatarUrl(avatar: string, cdnUrl: string): string {
  return fullUrl(avatar || DEFAULT_AVATAR, cdnUrl);
}

/** An external BuildAdmin answers rule titles untranslated: the rules the site knows get its own titles. */
function menusInLanguage(data: IndexData, lang: Lang): [RuleNode[], RuleNode[]] {
  if (usesBuiltinApi()) return [data.rules, data.menus];
  const titles = resources[lang]?.rules ?? {};
  const titleOf = (name: string) => titles[name];
  return [withKnownTitles(data.rules, titleOf), withKnownTitles(data.menus, titleOf)];
}

export interface SiteViewOptions {
  requiredLogin: boolean;
  /** Where the login page brings the member back to when the session ended (default: this page's URL). */
  returnTo?: string | undefined;
}

export async function loadSiteView(context: PageContext, options: SiteViewOptions): Promise<SiteViewResult> {
  const { locals, cookies } = context;
  let res = await locals.api.endpoints.index(options.requiredLogin);
  if (
    res.code === CODE_SUCCESS &&
    !hasUser(res.data.userInfo) &&
    isLoggedIn(locals.user) &&
    (await locals.api.refreshNow())
  ) {
    // A guest answer although the cookie names a remembered member: the access token expired; a new one was had.
    res = await locals.api.endpoints.index(options.requiredLogin);
  }
  const { effects } = locals.api;
  if (effects.clearTokens) clearUser(cookies, locals.secure);
  if (res.code !== CODE_SUCCESS) {
    // The session ended (a 409 without a refresh token, a 303): log in and come back here.
    if (effects.redirect === 'userLogin') {
      return { redirect: loginUrlFor(options.returnTo ?? context.url.pathname + context.url.search) };
    }
    if (effects.redirect === 'user') return { redirect: '/user' };
    // A refusal such as BuildAdmin's throttle ({code: 0, msg} without data): the site cannot be drawn right now.
    throw new SiteUnavailableError(`index/index answered code ${res.code}: ${res.msg}`);
  }
  const data = res.data;
  const member = hasUser(data.userInfo) ? memberInfoFromApi(data.userInfo) : null;
  if (!member && isLoggedIn(locals.user)) {
    // The cookie names a member whose token the API no longer accepts: forget it on this device.
    clearUser(cookies, locals.secure);
  }
  return {
    view: {
      site: data.site,
      openMemberCenter: data.openMemberCenter,
      member: member
        ? {
            info: member,
            nickname: member.nickname || member.username,
            avatarUrl: avatarUrl(member.avatar, data.site.cdnUrl),
          }
        : null,
      menus: registerMenus(...menusInLanguage(data, locals.lang)),
    },
  };
}
