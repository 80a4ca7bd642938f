/** Shared pieces of the sign-in forms: tabs, their URLs, and translating validation issues. */

import type { z } from 'zod/mini';
import type { ApiEnvelope } from '~/lib/api/types';
import { issuesOf, translateIssue } from '~/lib/validation';

export type AuthTab = 'login' | 'register' | 'retrieve';
export type Channel = 'email' | 'mobile';

export const AUTH_TABS: readonly AuthTab[] = ['login', 'register', 'retrieve'];

/** The tab of `?type=` (Nuxt: `?type=register`); anything else is the login tab. */
export function authTabOf(value: unknown): AuthTab {
  return typeof value === 'string' && (AUTH_TABS as readonly string[]).includes(value) ? (value as AuthTab) : 'login';
}

/** Field name → translated message for every failing field of a zod error. */
export function fieldErrorsOf(
  error: z.core.$ZodError,
  t: (ns: string, key: string, options?: Record<string, unknown>) => string,
): Record<string, string> {
  const tv = (key: string, options?: Record<string, unknown>) => t('validate', key, options);
  const out: Record<string, string> = {};
  for (const issue of issuesOf(error)) out[issue.field] = translateIssue(issue, tv);
  return out;
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
