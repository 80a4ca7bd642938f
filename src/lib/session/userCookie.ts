/**
 * The member's session as two cookies, so that the server sees the login state and no script can read a token:
 *
 * - `userInfo` (readable by the page's script): id, username, nickname, avatar — what the browser's user store
 *   persists (SPEC §3) and islands show;
 * - `ba-session` (HttpOnly): the access token and the refresh token. Only the server reads it: it sends the token
 *   to the API for the pages it renders and for the browser's calls, which go through the site's same-origin API
 *   proxy (`src/features/site/apiProxy.server.ts`).
 *
 * Written by server-side forms and the proxy, read by the middleware (the browser store rewrites only the readable
 * one): this module is the only place that knows their format. A cookie of the old single-cookie format (tokens
 * inside `userInfo`) is still read, and rewritten as the two.
 */
export const USER_COOKIE = 'userInfo';
export const SESSION_COOKIE = 'ba-session';
/** Header that carries the member access token to the API (contract §1.4). */
export const USER_TOKEN_HEADER = 'ba-user-token';
/** 30 days, the refresh token's lifetime: "remember me". */
export const USER_COOKIE_MAX_AGE_KEEP = 30 * 24 * 3600;
/** 3 days, the access token's lifetime. */
export const USER_COOKIE_MAX_AGE = 3 * 24 * 3600;

/** The member as the browser may know them (the readable cookie). */
export interface PublicUser {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
}

/** The tokens (the HttpOnly cookie). */
export interface SessionTokens {
  token: string;
  refresh_token: string;
}

/** The session as the server sees it: both cookies. */
export interface StoredUser extends PublicUser, SessionTokens {}

export const EMPTY_PUBLIC_USER: PublicUser = { id: 0, username: '', nickname: '', avatar: '' };

export const EMPTY_STORED_USER: StoredUser = { ...EMPTY_PUBLIC_USER, token: '', refresh_token: '' };

/** Logged in means an id and a token (SPEC §4). */
export function isLoggedIn(user: Pick<StoredUser, 'id' | 'token'> | undefined | null): boolean {
  return Boolean(user?.id && user.token);
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function pickPublicUser(source: Partial<Record<keyof PublicUser, unknown>>): PublicUser {
  const id = typeof source.id === 'number' ? source.id : Number(source.id);
  return {
    id: Number.isSafeInteger(id) && id > 0 ? id : 0,
    username: str(source.username),
    nickname: str(source.nickname),
    avatar: str(source.avatar),
  };
}

export function pickStoredUser(source: Partial<Record<keyof StoredUser, unknown>>): StoredUser {
  return { ...pickPublicUser(source), token: str(source.token), refresh_token: str(source.refresh_token) };
}

/** The readable cookie's value (URI-encoded JSON): never a token. */
export function encodePublicUser(user: PublicUser): string {
  return encodeURIComponent(JSON.stringify(pickPublicUser(user)));
}

/** The HttpOnly cookie's value (URI-encoded JSON of both tokens). */
export function encodeSessionTokens(tokens: SessionTokens): string {
  return encodeURIComponent(JSON.stringify({ token: str(tokens.token), refresh_token: str(tokens.refresh_token) }));
}

function parseObject(value: string | undefined | null): Record<string, unknown> | undefined {
  if (!value) return undefined;
  try {
    let text = value;
    // Accept both the encoded and an already-decoded value (cookie libraries differ).
    if (text.startsWith('%')) text = decodeURIComponent(text);
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    return parsed as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * Parses a cookie value into the whole session (a token found in it is kept: the old single-cookie format);
 * anything malformed reads as logged out.
 */
export function decodeStoredUser(value: string | undefined | null): StoredUser {
  const parsed = parseObject(value);
  return parsed ? pickStoredUser(parsed) : { ...EMPTY_STORED_USER };
}

/** Parses the readable cookie; tokens in it (the old format) are left out. */
export function decodePublicUser(value: string | undefined | null): PublicUser {
  return pickPublicUser(decodeStoredUser(value));
}

/** Parses the HttpOnly cookie; anything malformed reads as no tokens. */
export function decodeSessionTokens(value: string | undefined | null): SessionTokens {
  const { token, refresh_token } = decodeStoredUser(value);
  return { token, refresh_token };
}
