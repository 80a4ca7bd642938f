/** A new member's row with the defaults of a fresh account (used by the seed, registration and tests). */
import type { NewUser } from '~/server/db/schema';

export type { NewUser };

export function newUserRow(
  fields: { username: string; password: string } & Partial<NewUser>,
  now: number = Math.floor(Date.now() / 1000),
): NewUser {
  return {
    group_id: 1,
    nickname: fields.username,
    email: '',
    mobile: '',
    avatar: '',
    gender: 0,
    birthday: null,
    money: 0,
    score: 0,
    motto: '',
    status: 'enable',
    join_time: now,
    last_login_time: null,
    last_login_ip: '',
    create_time: now,
    update_time: now,
    ...fields,
  };
}
