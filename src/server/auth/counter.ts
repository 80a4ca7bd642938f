/** Fixed-window counters in table `rate_limit`, shared by the login throttle and the per-IP rate limits. */
import { type Kysely, sql } from 'kysely';
import type { DB } from '~/server/db/schema';

/**
 * Adds one to the counter of `key` for the window starting at `start` (a counter of an earlier window restarts at
 * 1) in one statement, so parallel requests cannot slip past a limit; answers the new count.
 */
export async function bumpWindowCounter(db: Kysely<DB>, key: string, start: number): Promise<number> {
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
