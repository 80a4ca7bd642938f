/**
 * The member (contract §7.2, §7.10 `useUserInfo`; SPEC §3, §4). The server reads the same cookie through
 * `src/lib/session/userCookie.ts` and renders with plain data; in the browser:
 *
 * - `$storedUser`: id, username, nickname, avatar, token, refresh_token — persisted in the `userInfo` cookie
 *   (see `src/stores/cookieStorage.ts`); an empty user deletes the cookie.
 * - `$userProfile`: every other UserInfo field, in memory only, seeded once per member page from the server's
 *   answer (`profileOf`, handed to the member centre's panel island, which seeds it with `seedStore`).
 * - `$userInfo`: both, as one UserInfo.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed, map } from 'nanostores';
import type { UserInfo } from '~/lib/api/types';
import {
  decodeStoredUser,
  EMPTY_STORED_USER,
  encodeStoredUser,
  isLoggedIn,
  pickStoredUser,
  type StoredUser,
  USER_COOKIE,
} from '~/lib/session/userCookie';
import { installUserCookieStorage } from './cookieStorage';

// The engine must be in place before the persistent store reads its first value.
if (typeof document !== 'undefined') installUserCookieStorage();

export type UserProfile = Omit<UserInfo, keyof StoredUser>;
export type TokenType = 'auth' | 'refresh';

const STORED_KEYS = ['id', 'username', 'nickname', 'avatar', 'token', 'refresh_token'] as const;
const TOKEN_KEYS: ReadonlyArray<keyof StoredUser> = ['token', 'refresh_token'];

export const EMPTY_PROFILE: UserProfile = {
  email: '',
  mobile: '',
  gender: 0,
  birthday: null,
  money: '',
  score: 0,
  join_time: 0,
  last_login_time: 0,
  last_login_ip: '',
  motto: '',
};

const isEmpty = (user: StoredUser) => !user.id && !user.token && !user.refresh_token && !user.username;

export const $storedUser = persistentAtom<StoredUser>(
  USER_COOKIE,
  { ...EMPTY_STORED_USER },
  { encode: (user) => (isEmpty(user) ? undefined : encodeStoredUser(user)), decode: decodeStoredUser },
);

export const $userProfile = map<UserProfile>({ ...EMPTY_PROFILE });

export const $userInfo = computed(
  [$storedUser, $userProfile],
  (stored, profile): UserInfo => ({ ...profile, ...stored }),
);

/**
 * Merges user data. With `excludeTokens` (the default) `token` and `refresh_token` are ignored, so a bootstrap
 * payload cannot overwrite stored tokens; login passes `false`.
 */
export function dataFill(info: Partial<UserInfo>, excludeTokens = true): void {
  const stored: Record<string, unknown> = { ...$storedUser.get() };
  for (const key of STORED_KEYS) {
    if (info[key] === undefined || (excludeTokens && TOKEN_KEYS.includes(key))) continue;
    stored[key] = info[key];
  }
  $storedUser.set(pickStoredUser(stored));
  const profile = { ...$userProfile.get() };
  for (const key of Object.keys(EMPTY_PROFILE) as Array<keyof UserProfile>) {
    if (info[key] !== undefined) Object.assign(profile, { [key]: info[key] });
  }
  $userProfile.set(profile);
}

/** The profile part of the server's user info (no id, name, avatar or tokens: those live in the cookie). */
export function profileOf(info: Partial<UserInfo>): UserProfile {
  const profile = { ...EMPTY_PROFILE };
  for (const key of Object.keys(EMPTY_PROFILE) as Array<keyof UserProfile>) {
    if (info[key] !== undefined) Object.assign(profile, { [key]: info[key] });
  }
  return profile;
}

export function setToken(token: string, type: TokenType): void {
  $storedUser.set({ ...$storedUser.get(), [type === 'auth' ? 'token' : 'refresh_token']: token });
}

export function getToken(type: TokenType = 'auth'): string {
  const user = $storedUser.get();
  return type === 'auth' ? user.token : user.refresh_token;
}

/** Clears both tokens (code 409 / need login); the member's name stays for the login form. */
export function removeToken(): void {
  $storedUser.set({ ...$storedUser.get(), token: '', refresh_token: '' });
}

/** Logged in means an id and a token (SPEC §4). */
export function isLogin(): boolean {
  return isLoggedIn($storedUser.get());
}

/** Forgets the member entirely (deletes the cookie). */
export function resetUser(): void {
  $storedUser.set({ ...EMPTY_STORED_USER });
  $userProfile.set({ ...EMPTY_PROFILE });
}
