/**
 * Window counters in table `rate_limit`, shared by the login throttle (one row per key and 10-minute bucket) and the
 * per-IP rate limits (one row per key, restarted each window). Every count also deletes a bounded batch of rows
 * whose window ended long ago, so the table stays about as large as one window's traffic.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '~/server/db/schema';

/**
 * Adds one to the counter of `key` for the window starting at `start` (a counter of an earlier window restarts at
 * 1) in one statement, so parallel requests cannot slip past a limit; answers the new count.
 */
export async function bumpWindowCounter(db: Kysely<DB>, key: string, start: number): Promise<number> {
  await purgeOldCounters(db, start);
  const row = await db
    .insertInto('rate_limit')
    .values({ key, window_start: start, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${sql.ref('rate_limit.window_start')} = ${start} then ${sql.ref('rate_limit.count')} + 1 else 1 end`,
        window_start: start,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Rows older than every window (the longest, the login's rolling hour, plus its last bucket) serve no limit. */
const COUNTER_RETENTION_SECONDS = 2 * 3600;
/** How many old rows one count deletes at most: cheap, and still faster than rows are added (one per count). */
export const PURGE_BATCH = 20;

/** Deletes up to `PURGE_BATCH` counter rows whose window started more than two hours before `now`. */
export async function purgeOldCounters(db: Kysely<DB>, now: number): Promise<void> {
  const old = db
    .selectFrom('rate_limit')
    .select('key')
    .where('window_start', '<', now - COUNTER_RETENTION_SECONDS)
    .limit(PURGE_BATCH);
  await db.deleteFrom('rate_limit').where('key', 'in', old).execute();
}
