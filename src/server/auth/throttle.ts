/**
 * Login throttling over a rolling hour in the `rate_limit` table (shared by every instance): at most 100 failed
 * attempts per account and 300 per client IP (IPv6: per /64) in any 60 minutes, counted in 10-minute buckets (one
 * row per key and bucket). Failures age out, so nobody is locked out for good, and a solved click captcha lets the
 * owner past the account's limit (not the IP's).
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

/**
 * Keys of an operator's login: the same limits as members' (issue 24), on counters of their own, so a flood on the
 * members' login form never locks the front desk out, nor the other way round.
 */
export function operatorLoginKeys(account: number | string, ip: string): LoginKeys {
  const { account: key, ip: ipKey } = loginKeys(account, ip);
  return { account: `admin:${key}`, ip: `admin:${ipKey}` };
}

/**
 * Keys of a signed-in member's password re-check (change password, bind): its own account counter, with the same
 * limits as login, so a session cannot guess the password faster than the login form; and the IP's login counter.
 * Not the login counter itself: anyone can fill that one (a lock-out the owner passes at login with the captcha),
 * and the re-check forms have no captcha, so the owner could not change the password while under attack.
 */
export function recheckKeys(memberId: number, ip: string): LoginKeys {
  return { account: `recheck:member:${memberId}`, ip: loginKeys(memberId, ip).ip };
}

/** The rolling window is counted in this many steps (buckets): a failure weighs for 60 to 70 minutes. */
export const LOGIN_BUCKETS = 6;

const bucketSecondsOf = (limits: LoginLimits) => limits.windowSeconds / LOGIN_BUCKETS;
/** Start of the bucket `now` falls in. */
export const bucketStart = (now: number, limits: LoginLimits = LOGIN_LIMITS) => now - (now % bucketSecondsOf(limits));
/** The counter row of one key in one bucket. */
export const bucketKey = (key: string, start: number) => `${key}@${start}`;

/** Takes one back from a counter row. */
async function unbump(db: Kysely<DB>, key: string): Promise<void> {
  await db
    .updateTable('rate_limit')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

/**
 * Failures of a key in the rolling window: the current bucket (bumped, its new count given) plus the buckets of
 * the whole window before it, so any 60 minutes ending now are covered (a little more: up to one bucket).
 */
async function rollingCount(db: Kysely<DB>, key: string, start: number, current: number, limits: LoginLimits) {
  const step = bucketSecondsOf(limits);
  const earlier = Array.from({ length: LOGIN_BUCKETS }, (_, i) => bucketKey(key, start - (i + 1) * step));
  const row = await db
    .selectFrom('rate_limit')
    .select((eb) => eb.fn.sum<number | string | null>('count').as('n'))
    .where('key', 'in', earlier)
    .executeTakeFirst();
  return current + Number(row?.n ?? 0);
}

export interface LoginAttempt {
  /** False when a counter is over its limit: do not check the password. */
  allowed: boolean;
  /** The account's counter (not the IP's) is over its limit: a solved captcha would have let the attempt through. */
  accountThrottled: boolean;
  /** The attempt was not a failure (right password): take it back from both counters. */
  succeeded(db: Kysely<DB>): Promise<void>;
}

/**
 * Counts an attempt against both keys, atomically per counter (in the current bucket), before the password is
 * checked, and compares the rolling-window totals with the limits. A refused attempt is taken back at once, so the
 * counters hold failures (and attempts in progress) only. `captchaSolved` (a click captcha solved for this very
 * attempt) lets the attempt past the account's limit, never past the IP's: the owner of an account someone else
 * hammers can still log in.
 */
export async function countLoginAttempt(
  db: Kysely<DB>,
  keys: LoginKeys,
  now: number,
  limits: LoginLimits = LOGIN_LIMITS,
  captchaSolved = false,
): Promise<LoginAttempt> {
  const start = bucketStart(now, limits);
  const accountRow = bucketKey(keys.account, start);
  const ipRow = bucketKey(keys.ip, start);
  const account = await rollingCount(db, keys.account, start, await bumpWindowCounter(db, accountRow, start), limits);
  const ip = await rollingCount(db, keys.ip, start, await bumpWindowCounter(db, ipRow, start), limits);
  const undo = async (target: Kysely<DB>) => {
    await unbump(target, accountRow);
    await unbump(target, ipRow);
  };
  const accountThrottled = account > limits.perAccount;
  if ((accountThrottled && !captchaSolved) || ip > limits.perIp) {
    await undo(db);
    return { allowed: false, accountThrottled: accountThrottled && ip <= limits.perIp, succeeded: async () => {} };
  }
  return { allowed: true, accountThrottled, succeeded: undo };
}
