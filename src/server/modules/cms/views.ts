/**
 * Article views (design §0 "counters"): `cms/info` counts a view in memory and the counts are added to the rows
 * every `VIEW_FLUSH_SECONDS` in one transaction, so a page view writes nothing (SQLite has one writer). Counts of a
 * process that stops are lost (at most one interval); several instances each add their own counts.
 */
import { type Kysely, sql } from 'kysely';
import { viewFlushSeconds } from '~/config';
import type { DB } from '~/server/db';
import { withBusyRetry } from '~/server/db/engine';

interface Buffer {
  counts: Map<number, number>;
  timer: ReturnType<typeof setInterval> | undefined;
}

const buffers = new WeakMap<Kysely<DB>, Buffer>();

/** Adds the counted views to the articles and empties the buffer. */
export async function flushViews(db: Kysely<DB>): Promise<void> {
  const buffer = buffers.get(db);
  if (!buffer || buffer.counts.size === 0) return;
  const counts = [...buffer.counts];
  buffer.counts = new Map();
  try {
    await withBusyRetry(() =>
      db.transaction().execute(async (trx) => {
        for (const [id, n] of counts) {
          await trx
            .updateTable('cms_article')
            .set({ views: sql<number>`${sql.ref('views')} + ${n}` })
            .where('id', '=', id)
            .execute();
        }
      }),
    );
  } catch (error) {
    console.error('[cms] writing article views failed:', (error as Error).message);
  }
}

/** Counts one view of the article; the first view starts the flush timer of this database. */
export function countView(db: Kysely<DB>, articleId: number): void {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = { counts: new Map(), timer: undefined };
    buffers.set(db, buffer);
  }
  buffer.counts.set(articleId, (buffer.counts.get(articleId) ?? 0) + 1);
  if (!buffer.timer) {
    buffer.timer = setInterval(() => void flushViews(db), viewFlushSeconds() * 1000);
    buffer.timer.unref();
  }
}

/** Views counted but not written yet (added to the answer, so a reader sees their own view). */
export const pendingViews = (db: Kysely<DB>, articleId: number): number => buffers.get(db)?.counts.get(articleId) ?? 0;

/** Writes what is counted and stops the timer (closing the database). */
export async function stopViews(db: Kysely<DB>): Promise<void> {
  const buffer = buffers.get(db);
  if (buffer?.timer) clearInterval(buffer.timer);
  if (buffer) buffer.timer = undefined;
  await flushViews(db);
}
