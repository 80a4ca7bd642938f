/**
 * The comment throttle (design §7 `POST cms/comment`): a member waits `cms_comment_min_interval` seconds between two
 * comments and posts at most `cms_comment_per_hour` in a clock hour. Both counters are `rate_limit` rows keyed by
 * the member, written by single conditional statements in the transaction that inserts the comment: parallel posts
 * of one member queue on the rows, a refused post rolls its counts back, and every instance sees the same counts.
 */
import { type Kysely, sql } from 'kysely';
import { bumpWindowCounter } from '~/server/auth/counter';
import type { DB } from '~/server/db/schema';
import { ApiError } from '~/server/http/errors';
import type { CmsSettings } from './settings';

export const COMMENT_TOO_FAST = 'You are commenting too fast, please wait {{seconds}} seconds';
export const COMMENT_HOURLY_LIMIT = 'You have posted many comments, please try again later';

const gapKey = (userId: number) => `cms:comment:gap:${userId}`;
const hourKey = (userId: number) => `cms:comment:hour:${userId}`;

/**
 * Takes one comment's place for the member at `now`, or throws the refusal. Call it inside the comment's
 * transaction, before the insert.
 */
export async function takeCommentSlot(
  trx: Kysely<DB>,
  userId: number,
  now: number,
  settings: Pick<CmsSettings, 'commentMinInterval' | 'commentPerHour'>,
): Promise<void> {
  const interval = settings.commentMinInterval;
  if (interval > 0) {
    // The row holds the time of the member's last comment; it moves only when that is `interval` seconds ago.
    const moved = await trx
      .insertInto('rate_limit')
      .values({ key: gapKey(userId), window_start: now, count: 1 })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet({ window_start: now, count: sql<number>`${sql.ref('rate_limit.count')} + 1` })
          .where((eb) => eb(eb.ref('rate_limit.window_start'), '<=', now - interval)),
      )
      .returning('window_start')
      .executeTakeFirst();
    if (!moved) {
      const last = await trx
        .selectFrom('rate_limit')
        .select('window_start')
        .where('key', '=', gapKey(userId))
        .executeTakeFirst();
      const seconds = Math.max(1, Number(last?.window_start ?? now) + interval - now);
      throw new ApiError(COMMENT_TOO_FAST, { params: { seconds }, data: { field: 'content', seconds } });
    }
  }
  const hour = now - (now % 3600);
  if ((await bumpWindowCounter(trx, hourKey(userId), hour)) > settings.commentPerHour) {
    throw new ApiError(COMMENT_HOURLY_LIMIT, { data: { field: 'content' } });
  }
}
