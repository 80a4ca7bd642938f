/**
 * Fixed-window request counters in the `rate_limit` table, shared by every instance: captcha generation and code
 * sending per client IP. (Failed logins have their own counters in throttle.ts.)
 */
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

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

/** A short key for any subject (IPs are at most 45 characters, but anything goes). */
export function rateLimitKey(limit: RateLimit, subject: string): string {
  const short = subject.length <= 64 ? subject : createHash('sha256').update(subject).digest('hex');
  return `${limit.name}:${short || 'unknown'}`;
}

/** Counts one event for `subject` and tells whether it is within the limit, atomically. */
export async function hitRateLimit(
  db: Kysely<DB>,
  limit: RateLimit,
  subject: string,
  now: number,
): Promise<RateLimitResult> {
  const start = now - (now % limit.windowSeconds);
  const row = await db
    .insertInto('rate_limit')
    .values({ key: rateLimitKey(limit, subject), window_start: start, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${sql.ref('rate_limit.window_start')} = ${start} then ${sql.ref('rate_limit.count')} + 1 else 1 end`,
        window_start: start,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return { allowed: Number(row.count) <= limit.max, retryAfter: start + limit.windowSeconds - now };
}
