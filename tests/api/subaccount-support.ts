/** Shared setup of the sub-account suites: main accounts and their sub-accounts made through Kysely, and logins. */
import { hashPassword } from '~/server/auth/password';
import type { Database } from '~/server/database';
import { call, userRow } from './helpers';

/** The password of every member these suites make. */
export const TEAM_PASSWORD = 'Team-pass-1';

let hashed: Promise<string> | undefined;
/** The hash of TEAM_PASSWORD, computed once per file. */
const teamHash = () => {
  hashed ??= hashPassword(TEAM_PASSWORD);
  return hashed;
};

/** A member (a main account once it has sub-accounts) with TEAM_PASSWORD; returns its id. */
export async function createMember(db: Database, username: string, fields: { group_id?: number; money?: number } = {}) {
  const row = await db
    .insertInto('user')
    .values(userRow({ username, nickname: `N ${username}`, password: await teamHash(), ...fields }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A sub-account of `mainId` with TEAM_PASSWORD and the rule ids `rules` stored as they are (not normalised: the
 * suites also store what the API would refuse). Its group is its main account's.
 */
export async function createSubAccount(db: Database, mainId: number, username: string, rules: number[] = []) {
  const main = await db.selectFrom('user').select('group_id').where('id', '=', mainId).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('user')
    .values(
      userRow({
        username,
        nickname: `N ${username}`,
        password: await teamHash(),
        group_id: main.group_id,
        parent_id: mainId,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  if (rules.length > 0) {
    await db
      .insertInto('user_sub_rule')
      .values(rules.map((rule_id) => ({ user_id: row.id, rule_id })))
      .execute();
  }
  return row.id;
}

/** Logs `username` in with TEAM_PASSWORD (kept, so with a refresh token); returns the envelope too. */
export async function loginAs(db: Database, username: string, ip = '127.0.0.1') {
  const res = await call<{ userInfo: { token: string; refresh_token: string; id: number } }>(db, '/api/user/checkIn', {
    body: { tab: 'login', username, password: TEAM_PASSWORD, keep: true },
    lang: 'en',
    ip,
  });
  const info = res.body.code === 1 ? res.body.data.userInfo : undefined;
  return { res, token: info?.token ?? '', refreshToken: info?.refresh_token ?? '' };
}
