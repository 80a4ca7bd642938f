/**
 * The member (contract §7.2, §7.10 `useUserInfo`; SPEC §3, §4). The server reads the same cookies through
 * `src/features/site/session.server.ts` and renders with plain data; in the browser:
 *
 * - `$storedUser`: id, username, nickname, avatar — persisted in the readable `userInfo` cookie (see
 *   `src/stores/cookieStorage.ts`); an empty user deletes the cookie. The tokens are not here: they live in an
 *   HttpOnly cookie no script can read, and the site's API proxy adds them to the browser's calls
 *   (`src/lib/session/userCookie.ts`, `src/lib/api/proxy.ts`).
 * - `$userProfile`: every other UserInfo field, in memory only, seeded once per member page from the server's
 *   answer (`profileOf`, handed to the member centre's panel island, which seeds it with `seedStore`).
 * - `$userInfo`: both, as one UserInfo (without tokens).
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed, map } from 'nanostores';
import type { UserInfo } from '~/lib/api/types';
import {
  decodePublicUser,
  EMPTY_PUBLIC_USER,
  encodePublicUser,
  type PublicUser,
  pickPublicUser,
  type SessionTokens,
  USER_COOKIE,
} from '~/lib/session/userCookie';
import { installUserCookieStorage } from './cookieStorage';

// The engine must be in place before the persistent store reads its first value.
if (typeof document !== 'undefined') installUserCookieStorage();

export type UserProfile = Omit<UserInfo, keyof PublicUser | keyof SessionTokens>;
export type BrowserUserInfo = Omit<UserInfo, keyof SessionTokens>;

const STORED_KEYS = ['id', 'username', 'nickname', 'avatar'] as const;

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

const isEmpty = (user: PublicUser) => !user.id && !user.username;

export const $storedUser = persistentAtom<PublicUser>(
  USER_COOKIE,
  { ...EMPTY_PUBLIC_USER },
  { encode: (user) => (isEmpty(user) ? undefined : encodePublicUser(user)), decode: decodePublicUser },
);

export const $userProfile = map<UserProfile>({ ...EMPTY_PROFILE });

export const $userInfo = computed(
  [$storedUser, $userProfile],
  (stored, profile): BrowserUserInfo => ({ ...profile, ...stored }),
);

/** Merges user data (tokens in it are ignored: the browser never keeps one). */
export function dataFill(info: Partial<UserInfo>): void {
  const stored: Record<string, unknown> = { ...$storedUser.get() };
  for (const key of STORED_KEYS) {
    if (info[key] !== undefined) stored[key] = info[key];
  }
  $storedUser.set(pickPublicUser(stored));
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

/**
 * The session ended (code 409 / need login, see `browserApi.ts`): the member is no longer logged in here; the user
 * name stays for the login form.
 */
export function removeToken(): void {
  $storedUser.set({ ...$storedUser.get(), id: 0 });
}

/** Logged in, as far as the browser can tell: the readable cookie names a member (the server checks the token). */
export function isLogin(): boolean {
  return $storedUser.get().id > 0;
}

/** Forgets the member entirely (deletes the cookie). */
export function resetUser(): void {
  $storedUser.set({ ...EMPTY_PUBLIC_USER });
  $userProfile.set({ ...EMPTY_PROFILE });
}
