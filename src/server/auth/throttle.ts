/**
 * Login throttling with fixed one-hour windows in the `rate_limit` table (shared by every instance):
 * at most 100 failed attempts per account and 300 per client IP. Windows expire, so nobody is locked out for good.
 */
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';

export const LOGIN_WINDOW_SECONDS = 3600;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const MAX_FAILURES_PER_IP = 300;

export interface LoginKeys {
  account: string;
  ip: string;
}

/** Keys of the two counters; the account part is hashed so any input gives a short, safe key. */
export function loginKeys(identifier: string, ip: string): LoginKeys {
  const account = createHash('sha256').update(identifier.trim().toLowerCase(), 'utf8').digest('hex');
  return { account: `login:account:${account}`, ip: `login:ip:${ip.slice(0, 64) || 'unknown'}` };
}

export const windowStart = (now: number) => now - (now % LOGIN_WINDOW_SECONDS);

/** True when either counter has reached its limit in the current window. */
export async function isLoginThrottled(db: Kysely<DB>, keys: LoginKeys, now: number): Promise<boolean> {
  const rows = await db
    .selectFrom('rate_limit')
    .select(['key', 'count'])
    .where('key', 'in', [keys.account, keys.ip])
    .where('window_start', '=', windowStart(now))
    .execute();
  return rows.some((row) =>
    row.key === keys.account ? row.count >= MAX_FAILURES_PER_ACCOUNT : row.count >= MAX_FAILURES_PER_IP,
  );
}

async function bump(db: Kysely<DB>, key: string, start: number): Promise<void> {
  await db
    .insertInto('rate_limit')
    .values({ key, window_start: start, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // A counter from an earlier window starts again at 1.
        count: sql<number>`case when ${sql.ref('rate_limit.window_start')} = ${start} then ${sql.ref('rate_limit.count')} + 1 else 1 end`,
        window_start: start,
      }),
    )
    .execute();
}

/** Counts one failed attempt against both keys, atomically. */
export async function recordLoginFailure(db: Kysely<DB>, keys: LoginKeys, now: number): Promise<void> {
  const start = windowStart(now);
  await db.transaction().execute(async (trx) => {
    await bump(trx, keys.account, start);
    await bump(trx, keys.ip, start);
  });
}

/** Forgets the account counter after a successful login; drops counters of past windows. */
export async function clearLoginFailures(db: Kysely<DB>, keys: LoginKeys, now: number): Promise<void> {
  await db.deleteFrom('rate_limit').where('key', '=', keys.account).execute();
  await db.deleteFrom('rate_limit').where('window_start', '<', windowStart(now)).execute();
}
