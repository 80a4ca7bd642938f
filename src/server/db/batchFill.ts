/**
 * Filling a table up to a target count in batches (the generated hotels, articles and cars of the `SEED_*` settings):
 * each batch is its own transaction that first takes an advisory lock on PostgreSQL (SQLite's write lock already
 * serialises), recounts, and inserts what is still missing, so several app instances starting at once, or a restart
 * in the middle, never insert twice.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { type Engine, engineOf, withBusyRetry } from './engine';
import type { DB } from './schema';

/** A transaction-scoped advisory lock on PostgreSQL; nothing on SQLite. */
export async function advisoryLock(trx: Transaction<DB>, engine: Engine, id: number): Promise<void> {
  if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${id})`.execute(trx);
}

export interface BatchFill {
  /** What is counted, for the progress line ("hotels"). */
  what: string;
  /** The advisory lock's id (one per kind of generated row). */
  lockId: number;
  /** Rows per transaction. */
  batch: number;
  count(trx: Transaction<DB>): Promise<number>;
  /** Inserts `count` more rows; `total` is how many there are now. */
  insert(trx: Transaction<DB>, total: number, count: number): Promise<void>;
}

/** Inserts batches until `target` rows exist; how many this call added. `log` gets one line per batch. */
export async function fillInBatches(
  db: Kysely<DB>,
  target: number,
  fill: BatchFill,
  log?: (line: string) => void,
): Promise<number> {
  const engine = engineOf(db);
  const started = Date.now();
  let added = 0;
  for (;;) {
    const batch = await withBusyRetry(() =>
      db.transaction().execute(async (trx) => {
        await advisoryLock(trx, engine, fill.lockId);
        const total = await fill.count(trx);
        if (total >= target) return undefined;
        const count = Math.min(fill.batch, target - total);
        await fill.insert(trx, total, count);
        return { count, total: total + count };
      }),
    );
    if (!batch) return added;
    added += batch.count;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    log?.(`generated ${fill.what}: ${batch.total} of ${target} ${fill.what} after ${seconds} s`);
  }
}
