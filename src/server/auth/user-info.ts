/** The member record as the API shows it (`UserInfo`, contract §2). */
import type { Kysely } from 'kysely';
import type { MainAccount, UserInfo } from '~/lib/api/types';
import { DEFAULT_AVATAR } from '~/lib/format/url';
import type { DB, UserRow } from '~/server/db/schema';

/** Cents → "12.50". */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A sub-account's main account as `UserInfo.main_account` names it; null for a main account (no read). The caller
 * is active, so its main account is too (`auth/active.ts`): the row is there.
 */
export async function mainAccountOf(db: Kysely<DB>, user: Pick<UserRow, 'parent_id'>): Promise<MainAccount | null> {
  if (user.parent_id === null) return null;
  const main = await db
    .selectFrom('user')
    .select(['id', 'username', 'nickname'])
    .where('id', '=', user.parent_id)
    .executeTakeFirst();
  return main ?? null;
}

/** `mainAccount`: from `mainAccountOf` (a member who cannot have a main account, as one just registered: null). */
export function toUserInfo(
  user: UserRow,
  token: string,
  refreshToken = '',
  mainAccount: MainAccount | null = null,
): UserInfo {
  return {
    id: user.id,
    username: user.username,
    nickname: user.nickname,
    email: user.email,
    mobile: user.mobile,
    avatar: user.avatar || DEFAULT_AVATAR,
    gender: user.gender,
    birthday: user.birthday,
    money: formatMoney(user.money),
    score: user.score,
    join_time: user.join_time,
    last_login_time: user.last_login_time ?? 0,
    last_login_ip: user.last_login_ip,
    motto: user.motto,
    token,
    refresh_token: refreshToken,
    main_account: mainAccount,
  };
}
