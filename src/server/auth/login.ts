/**
 * Password login: throttled per account and per IP; unknown account and wrong password look the same (message
 * and timing); a disabled account is reported only after the right password.
 */
import { type Kysely, sql } from 'kysely';
import { accountKind } from '../../lib/validation/rules';
import type { DB, UserRow } from '../db/schema';
import { verifyAgainstDummy, verifyPassword } from './password';
import { clearLoginFailures, isLoginThrottled, loginKeys, recordLoginFailure } from './throttle';
import { issueToken, purgeOldTokens } from './tokens';

export interface LoginRequest {
  /** Username, e-mail or mobile number. */
  identifier: string;
  password: string;
  keep: boolean;
  ip: string;
  now: number;
}

export type LoginResult =
  | { ok: true; user: UserRow; token: string; refreshToken: string }
  | { ok: false; reason: 'throttled' | 'bad-credentials' | 'disabled' };

/**
 * The member a login names. User names and e-mail addresses match regardless of case (as BuildAdmin's MySQL
 * collation does, and registration keeps them unique that way); mobile numbers match exactly.
 */
export async function findAccount(db: Kysely<DB>, identifier: string): Promise<UserRow | undefined> {
  const column = accountKind(identifier);
  const query = db.selectFrom('user').selectAll();
  if (column === 'mobile') return query.where('mobile', '=', identifier).executeTakeFirst();
  return query.where(sql<string>`lower(${sql.ref(column)})`, '=', identifier.toLowerCase()).executeTakeFirst();
}

export async function login(db: Kysely<DB>, request: LoginRequest): Promise<LoginResult> {
  const { identifier, password, keep, ip, now } = request;
  const keys = loginKeys(identifier, ip);
  if (await isLoginThrottled(db, keys, now)) return { ok: false, reason: 'throttled' };

  const user = await findAccount(db, identifier);
  const valid = user ? await verifyPassword(password, user.password) : await verifyAgainstDummy(password);
  if (!user || !valid) {
    await recordLoginFailure(db, keys, now);
    return { ok: false, reason: 'bad-credentials' };
  }
  if (user.status !== 'enable') return { ok: false, reason: 'disabled' };

  const tokens = await db.transaction().execute(async (trx) => {
    const token = await issueToken(trx, 'user', user.id, now);
    const refreshToken = keep ? await issueToken(trx, 'user-refresh', user.id, now) : '';
    await trx
      .updateTable('user')
      .set({ last_login_time: now, last_login_ip: ip, update_time: now })
      .where('id', '=', user.id)
      .execute();
    await clearLoginFailures(trx, keys, now);
    await purgeOldTokens(trx, now);
    return { token, refreshToken };
  });
  return { ok: true, user: { ...user, last_login_time: now, last_login_ip: ip, update_time: now }, ...tokens };
}
