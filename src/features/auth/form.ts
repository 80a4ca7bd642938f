/** Shared pieces of the sign-in forms: tabs, their URLs, and reading a login answer that asks for the captcha. */

import type { ApiEnvelope } from '~/lib/api/types';

export type AuthTab = 'login' | 'register' | 'retrieve';

export const AUTH_TABS: readonly AuthTab[] = ['login', 'register', 'retrieve'];

/** The tab of `?type=` (Nuxt: `?type=register`); anything else is the login tab. */
export function authTabOf(value: unknown): AuthTab {
  return typeof value === 'string' && (AUTH_TABS as readonly string[]).includes(value) ? (value as AuthTab) : 'login';
}

/** The login page URL of a tab, keeping a (same-site, already checked) `to` target. */
export function authUrl(tab: AuthTab, target: string | undefined, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (tab !== 'login') params.set('type', tab);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  if (target) params.set('to', target);
  const query = params.toString();
  return query ? `/user/login?${query}` : '/user/login';
}

/**
 * True when a refused login asks for the click captcha (`data.captcha: "click"`, docs/api.md §3.2): the account's
 * throttle is full, and the same login with a solved captcha would pass.
 */
export function loginNeedsCaptcha(envelope: ApiEnvelope<unknown>): boolean {
  const data = envelope.data;
  return (
    envelope.code !== 1 &&
    typeof data === 'object' &&
    data !== null &&
    !Array.isArray(data) &&
    (data as { captcha?: unknown }).captcha === 'click'
  );
}
