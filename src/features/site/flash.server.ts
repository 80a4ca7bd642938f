/**
 * A notice that survives one redirect (e.g. "Password has been changed, please login again~" shown on the login
 * page): a short-lived cookie naming a translation key, read and cleared by the next page.
 */
import type { AstroCookies } from 'astro';
import { resources } from '~/i18n';
import type { Lang } from '~/lib/i18n/locale';
import type { Notice, NoticeType } from './api.server';
import type { SiteTranslate } from './i18n.server';

export const FLASH_COOKIE = 'ba-flash';

interface Flash {
  type: NoticeType;
  ns: string;
  key: string;
}

export function setFlash(cookies: AstroCookies, flash: Flash, secure: boolean): void {
  cookies.set(FLASH_COOKIE, `${flash.type}|${flash.ns}|${flash.key}`, {
    path: '/',
    maxAge: 60,
    sameSite: 'lax',
    secure,
    httpOnly: true,
  });
}

/** The pending notice, translated; only keys of our catalogues are shown, never free text from the cookie. */
export function takeFlash(cookies: AstroCookies, lang: Lang, t: SiteTranslate): Notice | undefined {
  const raw = cookies.get(FLASH_COOKIE)?.value;
  if (!raw) return undefined;
  cookies.delete(FLASH_COOKIE, { path: '/' });
  const [type, ns, ...rest] = raw.split('|');
  const key = rest.join('|');
  if ((type !== 'success' && type !== 'error') || !ns || !key) return undefined;
  if (resources[lang]?.[ns]?.[key] === undefined) return undefined;
  return { type, message: t(ns, key) };
}
