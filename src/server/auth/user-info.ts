/** The member record as the API shows it (`UserInfo`, contract §2). */
import type { UserInfo } from '~/lib/api/types';
import { DEFAULT_AVATAR } from '~/lib/format/url';
import type { UserRow } from '~/server/db/schema';

/** Cents → "12.50". */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function toUserInfo(user: UserRow, token: string, refreshToken = ''): UserInfo {
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
  };
}
