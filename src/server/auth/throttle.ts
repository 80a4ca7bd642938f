/**
 * Login throttling with fixed one-hour windows in the `rate_limit` table (shared by every instance):
 * at most 100 failed attempts per account and 300 per client IP (IPv6: per /64). Windows expire, so nobody is
 * locked out for good.
 *
 * Every attempt is counted BEFORE the password is checked (insert-or-increment returning the count, one statement
 * per counter), so a parallel burst cannot get more than the limit of checks through; an attempt that turns out
 * not to be a failure (refused by the throttle, right password) is taken back. The account counter is the
 * member's id once the account is known, so the username, e-mail and mobile of one member share it.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '~/server/db/schema';
import { clientKey } from './clientKey';
import { bumpWindowCounter } from './counter';

export interface LoginLimits {
  perAccount: number;
  perIp: number;
  windowSeconds: number;
}

export const LOGIN_LIMITS: Readonly<LoginLimits> = { perAccount: 100, perIp: 300, windowSeconds: 3600 };
export const LOGIN_WINDOW_SECONDS = LOGIN_LIMITS.windowSeconds;
export const MAX_FAILURES_PER_ACCOUNT = LOGIN_LIMITS.perAccount;
export const MAX_FAILURES_PER_IP = LOGIN_LIMITS.perIp;

export interface LoginKeys {
  account: string;
  ip: string;
}

/**
 * Keys of the two counters. `account` is the member's id when the account exists, else the identifier typed
 * (normalised and hashed, so any input gives a short, safe key).
 */
export function loginKeys(account: number | string, ip: string): LoginKeys {
  const accountKey =
    typeof account === 'number'
      ? `login:member:${account}`
      : `login:account:${createHash('sha256').update(account.trim().toLowerCase(), 'utf8').digest('hex')}`;
  return { account: accountKey, ip: `login:ip:${clientKey(ip)}` };
}

export const windowStart = (now: number, windowSeconds = LOGIN_WINDOW_SECONDS) => now - (now % windowSeconds);

/** Takes one back from a counter, if it is still the window's. */
async function unbump(db: Kysely<DB>, key: string, start: number): Promise<void> {
  await db
    .updateTable('rate_limit')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('window_start', '=', start)
    .where('count', '>', 0)
    .execute();
}

export interface LoginAttempt {
  /** False when either counter is over its limit: do not check the password. */
  allowed: boolean;
  /** The attempt was not a failure (right password): take it back from both counters. */
  succeeded(db: Kysely<DB>): Promise<void>;
}

/**
 * Counts an attempt against both keys, atomically per counter, before the password is checked. A refused attempt
 * is taken back at once, so the counters hold failures (and attempts in progress) only.
 */
export async function countLoginAttempt(
  db: Kysely<DB>,
  keys: LoginKeys,
  now: number,
  limits: LoginLimits = LOGIN_LIMITS,
): Promise<LoginAttempt> {
  const start = windowStart(now, limits.windowSeconds);
  const account = await bumpWindowCounter(db, keys.account, start);
  const ip = await bumpWindowCounter(db, keys.ip, start);
  const undo = async (target: Kysely<DB>) => {
    await unbump(target, keys.account, start);
    await unbump(target, keys.ip, start);
  };
  if (account > limits.perAccount || ip > limits.perIp) {
    await undo(db);
    return { allowed: false, succeeded: async () => {} };
  }
  return { allowed: true, succeeded: undo };
}

/**
 * Drops counters of past hours (housekeeping after a successful login). Every limit's window divides an hour, so
 * no counter of a current window goes.
 */
export async function purgeOldCounters(db: Kysely<DB>, now: number): Promise<void> {
  await db.deleteFrom('rate_limit').where('window_start', '<', windowStart(now, 3600)).execute();
}
