/**
 * Fixed-window request counters in the `rate_limit` table, shared by every instance: captcha generation and code
 * sending per client (its address key: IPv6 per /64). (Failed logins have their own counters in throttle.ts.)
 */
import type { Kysely } from 'kysely';
import type { DB } from '~/server/db/schema';
import { clientKey } from './clientKey';
import { bumpWindowCounter } from './counter';

export interface RateLimit {
  /** Counter name, e.g. 'captcha:ip'. */
  name: string;
  windowSeconds: number;
  max: number;
}

/** Captcha images per client IP: 120 per 10 minutes. */
export const CAPTCHA_PER_IP: RateLimit = { name: 'captcha:ip', windowSeconds: 600, max: 120 };
/** E-mail and SMS codes sent per client IP: 20 per hour. */
export const CODES_PER_IP: RateLimit = { name: 'codes:ip', windowSeconds: 3600, max: 20 };

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

/** The counter of a client's address (short and safe for any input, see clientKey). */
export function rateLimitKey(limit: RateLimit, ip: string): string {
  return `${limit.name}:${clientKey(ip)}`;
}

/** Counts one event for the client at `ip` and tells whether it is within the limit, atomically. */
export async function hitRateLimit(
  db: Kysely<DB>,
  limit: RateLimit,
  ip: string,
  now: number,
): Promise<RateLimitResult> {
  const start = now - (now % limit.windowSeconds);
  const count = await bumpWindowCounter(db, rateLimitKey(limit, ip), start);
  return { allowed: count <= limit.max, retryAfter: start + limit.windowSeconds - now };
}
