/**
 * The console's session (docs/design/operators.md §0): the operator's access token in an HttpOnly cookie scoped to
 * `/admin` (`SameSite=Strict`, `Secure` behind HTTPS), never seen by the page's JavaScript; the console's pages send
 * it to the admin API as `batoken`. No refresh token: the session ends after the idle time, as the API decides.
 * Forms carry a field derived from the token (`csrf`), which a page of another site cannot know.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { AstroCookies } from 'astro';

export const CONSOLE_COOKIE = 'ba-admin';
const COOKIE_PATH = '/admin';
const MAX_TOKEN = 128;

/** The operator's access token, or '' when signed out. */
export function consoleToken(cookies: AstroCookies): string {
  const value = cookies.get(CONSOLE_COOKIE)?.value ?? '';
  return value.length <= MAX_TOKEN ? value : '';
}

export function writeConsoleToken(cookies: AstroCookies, token: string, secure: boolean): void {
  cookies.set(CONSOLE_COOKIE, token, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });
}

export function clearConsoleToken(cookies: AstroCookies, secure: boolean): void {
  cookies.delete(CONSOLE_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });
}

/** The session's form field: a hash of its token under a label of its own (not the token, nor usable as one). */
export const csrfToken = (token: string): string =>
  createHash('sha256').update(`concierge console form\n${token}`, 'utf8').digest('base64url');

/** Whether a posted form carries the session's field. */
export function csrfValid(token: string, posted: string): boolean {
  if (!token) return false;
  const expected = Buffer.from(csrfToken(token));
  const given = Buffer.from(posted);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
