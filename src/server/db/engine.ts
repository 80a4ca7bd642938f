/** Which SQL engine a Kysely instance talks to; engine-specific SQL stays inside src/server/db. */
import { type Kysely, PostgresAdapter } from 'kysely';

export type Engine = 'sqlite' | 'postgres';

const engines = new WeakMap<Kysely<never>, Engine>();

export function setEngine(db: Kysely<never>, engine: Engine): void {
  engines.set(db, engine);
}

/**
 * The engine of a database, or of a transaction on it: a transaction is another Kysely object, so it is known by its
 * dialect's adapter (a transaction on PostgreSQL used to read as SQLite, and skipped its row locks).
 */
export function engineOf<T>(db: Kysely<T>): Engine {
  const known = engines.get(db as unknown as Kysely<never>);
  if (known) return known;
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** True for SQLITE_BUSY / SQLITE_LOCKED: another process holds the write lock; the operation may be retried. */
export function isBusyError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/** Runs `fn`, retrying a few times while another process holds SQLite's write lock. */
export async function withBusyRetry<T>(fn: () => Promise<T>, attempts = 20): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= attempts || !isBusyError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100 * attempt));
    }
  }
}

/** True for a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** True for a foreign-key violation (SQLite or PostgreSQL): a row others still point at. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
