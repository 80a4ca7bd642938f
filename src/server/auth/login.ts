/**
 * Password login: throttled per account and per IP; unknown account and wrong password look the same (message
 * and timing); a disabled account is reported only after the right password.
 */
import type { Kysely } from 'kysely';
import { accountKind } from '~/lib/validation/rules';
import type { DB, UserRow } from '~/server/db/schema';
import { activeMember } from './active';
import { findMemberBy } from './find-member';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password';
import { countLoginAttempt, LOGIN_LIMITS, type LoginLimits, loginKeys } from './throttle';
import { issueToken, newFamily, purgeOldTokens } from './tokens';

export interface LoginRequest {
  /** Username, e-mail or mobile number. */
  identifier: string;
  password: string;
  keep: boolean;
  ip: string;
  now: number;
  /** The throttle's limits (tests lower them). */
  limits?: LoginLimits;
  /** A click captcha was solved for this attempt: it gets past the account's throttle (not the IP's). */
  captchaSolved?: boolean;
}

export type LoginResult =
  | { ok: true; user: UserRow; token: string; refreshToken: string }
  | { ok: false; reason: 'throttled' | 'captcha-required' | 'bad-credentials' | 'disabled' };

/** The member a login names: by username, e-mail or mobile, as the identifier looks. */
export function findAccount(db: Kysely<DB>, identifier: string): Promise<UserRow | undefined> {
  return findMemberBy(db, accountKind(identifier), identifier);
}

export async function login(db: Kysely<DB>, request: LoginRequest): Promise<LoginResult> {
  const { identifier, password, keep, ip, now, limits = LOGIN_LIMITS, captchaSolved = false } = request;
  const user = await findAccount(db, identifier);
  // Counted before the password is checked, against the member (any of their names) or the unknown name.
  const keys = loginKeys(user ? user.id : identifier, ip);
  const attempt = await countLoginAttempt(db, keys, now, limits, captchaSolved);
  // Only the account's limit is in the way: a solved captcha would pass (the same for unknown names).
  if (!attempt.allowed) return { ok: false, reason: attempt.accountThrottled ? 'captcha-required' : 'throttled' };

  const valid = user ? await verifyPassword(password, user.password) : await verifyAgainstDummy(password);
  if (!user || !valid) return { ok: false, reason: 'bad-credentials' };
  // The right password is no failure, whatever happens next.
  await attempt.succeeded(db);
  if (!(await activeMember(db, user.id))) return { ok: false, reason: 'disabled' };
  // A hash of weaker parameters than today's is replaced now that the password is known (hashed outside the
  // transaction: it takes a while; written only if nobody changed the password meanwhile).
  const rehashed = needsRehash(user.password) ? await hashPassword(password) : undefined;

  const tokens = await db.transaction().execute(async (trx) => {
    const family = newFamily();
    const token = await issueToken(trx, 'user', user.id, now, family);
    const refreshToken = keep ? await issueToken(trx, 'user-refresh', user.id, now, family) : '';
    await trx
      .updateTable('user')
      .set({ last_login_time: now, last_login_ip: ip, update_time: now })
      .where('id', '=', user.id)
      .execute();
    if (rehashed) {
      await trx
        .updateTable('user')
        .set({ password: rehashed })
        .where('id', '=', user.id)
        .where('password', '=', user.password)
        .execute();
    }
    await purgeOldTokens(trx, now);
    return { token, refreshToken };
  });
  return { ok: true, user: { ...user, last_login_time: now, last_login_ip: ip, update_time: now }, ...tokens };
}
