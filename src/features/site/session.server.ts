/**
 * Reading and writing the member's two cookies on the server (their format lives in src/lib/session/userCookie.ts):
 * the readable `userInfo` and the HttpOnly `ba-session` with the tokens.
 */
import type { AstroCookies } from 'astro';
import {
  decodePublicUser,
  decodeSessionTokens,
  decodeStoredUser,
  encodePublicUser,
  encodeSessionTokens,
  SESSION_COOKIE,
  type StoredUser,
  USER_COOKIE,
  USER_COOKIE_MAX_AGE,
  USER_COOKIE_MAX_AGE_KEEP,
} from '~/lib/session/userCookie';

const raw = (value: string) => value;

/**
 * The session of this request. Without the HttpOnly cookie, tokens of the old single-cookie format are taken from
 * `userInfo` (and `writeUser` moves them into the HttpOnly cookie: see `moveLegacyTokens`).
 */
export function readUser(cookies: AstroCookies): StoredUser {
  const readable = cookies.get(USER_COOKIE, { decode: raw })?.value;
  const session = cookies.get(SESSION_COOKIE, { decode: raw })?.value;
  if (!session) return decodeStoredUser(readable);
  return { ...decodePublicUser(readable), ...decodeSessionTokens(session) };
}

/** True when `userInfo` still carries tokens (the old format): the middleware rewrites the two cookies. */
export function hasLegacyTokens(cookies: AstroCookies): boolean {
  const stored = decodeStoredUser(cookies.get(USER_COOKIE, { decode: raw })?.value);
  return Boolean(stored.token || stored.refresh_token);
}

export function writeUser(cookies: AstroCookies, user: StoredUser, secure: boolean): void {
  const maxAge = user.refresh_token ? USER_COOKIE_MAX_AGE_KEEP : USER_COOKIE_MAX_AGE;
  // The browser's user store reads (and may rewrite) this one: no token in it.
  cookies.set(USER_COOKIE, encodePublicUser(user), {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
    maxAge,
    encode: raw,
  });
  cookies.set(SESSION_COOKIE, encodeSessionTokens(user), {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: true,
    maxAge,
    encode: raw,
  });
}

export function clearUser(cookies: AstroCookies, secure: boolean): void {
  cookies.delete(USER_COOKIE, { path: '/', sameSite: 'lax', secure });
  cookies.delete(SESSION_COOKIE, { path: '/', sameSite: 'lax', secure, httpOnly: true });
}

/**
 * Lets the request's API client refresh an expired access token (contract §1.5) with the cookie's refresh token;
 * the new access token and the rotated refresh token are written back into the cookies and `locals.user`, so a
 * remembered member stays logged in.
 */
export function armTokenRefresh(context: { locals: App.Locals; cookies: AstroCookies }): void {
  const { locals, cookies } = context;
  if (!locals.user.refresh_token) return;
  locals.api.setRefreshToken(locals.user.refresh_token, (token, refreshToken) => {
    locals.user = { ...locals.user, token, refresh_token: refreshToken };
    writeUser(cookies, locals.user, locals.secure);
  });
}
