/** Reading and writing the member cookie on the server (its format lives in src/lib/session/userCookie.ts). */
import type { AstroCookies } from 'astro';
import {
  decodeStoredUser,
  encodeStoredUser,
  type StoredUser,
  USER_COOKIE,
  USER_COOKIE_MAX_AGE,
  USER_COOKIE_MAX_AGE_KEEP,
} from '~/lib/session/userCookie';

const raw = (value: string) => value;

export function readUser(cookies: AstroCookies): StoredUser {
  return decodeStoredUser(cookies.get(USER_COOKIE, { decode: raw })?.value);
}

export function writeUser(cookies: AstroCookies, user: StoredUser, secure: boolean): void {
  cookies.set(USER_COOKIE, encodeStoredUser(user), {
    path: '/',
    sameSite: 'lax',
    secure,
    // The browser store reads this cookie too (it sends the token as a header), so it is not httpOnly.
    httpOnly: false,
    maxAge: user.refresh_token ? USER_COOKIE_MAX_AGE_KEEP : USER_COOKIE_MAX_AGE,
    encode: raw,
  });
}

export function clearUser(cookies: AstroCookies, secure: boolean): void {
  cookies.delete(USER_COOKIE, { path: '/', sameSite: 'lax', secure });
}

/**
 * Lets the request's API client refresh an expired access token (contract §1.5) with the cookie's refresh token;
 * the new access token and the rotated refresh token are written back into the cookie and `locals.user`, so a
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
