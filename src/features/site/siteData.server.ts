/**
 * The data every page's layout needs, from `GET /api/index/index`: site config, member info and menus.
 * Menus are turned into head nav, member menus and permissions by the same pure functions the browser uses.
 */
import type { AstroCookies } from 'astro';
import { CODE_SUCCESS, type IndexData, type SiteInfo, type UserInfo } from '~/lib/api/types';
import { DEFAULT_AVATAR, fullUrl } from '~/lib/format';
import { type RegisteredMenus, registerMenus } from '~/lib/menus';
import { isLoggedIn } from '~/lib/session/userCookie';
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
}

function hasUser(userInfo: IndexData['userInfo']): userInfo is UserInfo {
  return !Array.isArray(userInfo) && typeof userInfo === 'object' && userInfo !== null && Boolean(userInfo.id);
}

export function avatarUrl(avatar: string, cdnUrl: string): string {
  return fullUrl(avatar || DEFAULT_AVATAR, cdnUrl);
}

export async function loadSiteView(context: PageContext, options: { requiredLogin: boolean }): Promise<SiteViewResult> {
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
    if (effects.redirect === 'userLogin') return { redirect: '/user/login' };
    if (effects.redirect === 'user') return { redirect: '/user' };
    throw new Error(`index/index answered code ${res.code}: ${res.msg}`);
  }
  const data = res.data;
  const member = hasUser(data.userInfo) ? data.userInfo : null;
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
      menus: registerMenus(data.rules, data.menus),
    },
  };
}
