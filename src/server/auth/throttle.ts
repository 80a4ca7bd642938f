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
import { isIP } from 'node:net';
import type { Kysely } from 'kysely';
import type { DB } from '~/server/db/schema';
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

/** Expands a valid IPv6 address to its eight 16-bit groups. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address;
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves[1] ? halves[1].split(':') : [];
  const groups = halves.length === 2 ? [...head, ...Array(8 - head.length - tail.length).fill('0'), ...tail] : head;
  if (groups.length !== 8) return undefined;
  return groups.map((group) => Number.parseInt(group, 16));
}

/**
 * Who an IP counter belongs to: an IPv4 address as is (also when IPv4-mapped), an IPv6 address by its /64 prefix
 * (one subscriber usually has a whole /64, so counting single addresses would be no limit at all).
 */
export function ipSubject(ip: string): string {
  const address = ip
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIP(address) !== 6) return address.slice(0, 64) || 'unknown';
  const groups = ipv6Groups(address.toLowerCase());
  if (!groups) return address.slice(0, 64);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
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
  return { account: accountKey, ip: `login:ip:${ipSubject(ip)}` };
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
