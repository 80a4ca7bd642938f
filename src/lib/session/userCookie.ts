/**
 * The persisted part of the user store (SPEC §3: id, username, nickname, avatar, token, refresh_token), kept in one
 * cookie so that the server sees the login state too. Written by the browser store and by server-side forms,
 * read by the middleware: this module is the only place that knows its format.
 */
export const USER_COOKIE = 'userInfo';
/** Header that carries the member access token to the API (contract §1.4). */
export const USER_TOKEN_HEADER = 'ba-user-token';
/** 30 days, the refresh token's lifetime: "remember me". */
export const USER_COOKIE_MAX_AGE_KEEP = 30 * 24 * 3600;
/** 3 days, the access token's lifetime. */
export const USER_COOKIE_MAX_AGE = 3 * 24 * 3600;

export interface StoredUser {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  token: string;
  refresh_token: string;
}

export const EMPTY_STORED_USER: StoredUser = {
  id: 0,
  username: '',
  nickname: '',
  avatar: '',
  token: '',
  refresh_token: '',
};

/** Logged in means an id and a token (SPEC §4). */
export function isLoggedIn(user: Pick<StoredUser, 'id' | 'token'> | undefined | null): boolean {
  return Boolean(user?.id && user.token);
}

export function pickStoredUser(source: Partial<Record<keyof StoredUser, unknown>>): StoredUser {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const id = typeof source.id === 'number' ? source.id : Number(source.id);
  return {
    id: Number.isSafeInteger(id) && id > 0 ? id : 0,
    username: str(source.username),
    nickname: str(source.nickname),
    avatar: str(source.avatar),
    token: str(source.token),
    refresh_token: str(source.refresh_token),
  };
}

/** Serialises for the cookie value (URI-encoded JSON). */
export function encodeStoredUser(user: StoredUser): string {
  return encodeURIComponent(JSON.stringify(pickStoredUser(user)));
}

/** Parses a cookie value; anything malformed reads as logged out. */
export function decodeStoredUser(value: string | undefined | null): StoredUser {
  if (!value) return { ...EMPTY_STORED_USER };
  try {
    let text = value;
    // Accept both the encoded and an already-decoded value (cookie libraries differ).
    if (text.startsWith('%')) text = decodeURIComponent(text);
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ...EMPTY_STORED_USER };
    return pickStoredUser(parsed as Record<string, unknown>);
  } catch {
    return { ...EMPTY_STORED_USER };
  }
}
