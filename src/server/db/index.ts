/**
 * The built-in API's database engine: SQLite (better-sqlite3) in DATA_DIR by default, PostgreSQL when DATABASE_URL
 * is set. `openDatabase()` opens one; migrating, seeding and the process-wide instance live in `../database.ts`.
 */

import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { dataDir, demoOn, type Env, PROCESS_ENV, readEnv, seedArticles, seedCars, seedHotels } from '~/config';
import { type Engine, setEngine } from './engine';
import type { DB } from './schema';
import { AppSqliteDialect, withStatementCache } from './sqlite-dialect';

export { engineOf } from './engine';
export type { DB } from './schema';

export type Database = Kysely<DB>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; wins over `file`. */
  url?: string | undefined;
  /** SQLite file path (or ':memory:'). */
  file?: string | undefined;
  /** DEMO=on: the demo site on a database without members, and the generated data asked for (src/demo). */
  demo?: DemoOptions | undefined;
  /** SQLite only: how long a statement waits for another connection's write lock (default 5000 ms). */
  busyTimeoutMs?: number;
}

/** What the demo seeds (DEMO=on): the demo site, then generated data up to these counts (SEED_*; default 0). */
export interface DemoOptions {
  /** Fill the catalogue with generated hotels up to this many (SEED_HOTELS). */
  hotels?: number;
  /** Then fill the news site with generated articles up to this many (SEED_ARTICLES). */
  articles?: number;
  /** Then fill the fleet with generated cars up to this many (SEED_CARS). */
  cars?: number;
}

export const SQLITE_FILE_NAME = 'concierge.sqlite';

/**
 * The options the process environment asks for: DATABASE_URL, else DATA_DIR (default ./data) + SQLite file; with
 * DEMO=on the demo site and the generated hotels of SEED_HOTELS, articles of SEED_ARTICLES and cars of SEED_CARS.
 */
export function optionsFromEnv(env: Env = PROCESS_ENV): DatabaseOptions {
  const url = readEnv(env).DATABASE_URL;
  const demo = demoOn(env) ? { hotels: seedHotels(env), articles: seedArticles(env), cars: seedCars(env) } : undefined;
  if (url) return { url, demo };
  return { file: join(dataDir(env), SQLITE_FILE_NAME), demo };
}

async function openSqlite(file: string, busyTimeoutMs = 5000): Promise<Database> {
  const { default: SqliteDatabase } = await import('better-sqlite3');
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  // `timeout` is SQLite's busy timeout: wait for another process's write lock instead of failing at once.
  const sqlite = new SqliteDatabase(file, { timeout: busyTimeoutMs });
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<DB>({ dialect: new AppSqliteDialect({ database: withStatementCache(sqlite) }) });
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: readEnv().DATABASE_POOL_SIZE ?? 10,
    // Timestamps and cents are bigint columns; their values fit a JS number, so read them as numbers.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8 && format !== 'binary'
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/** Opens a database (no schema changes). The caller owns it: `await db.destroy()`. */
export async function openDatabase(options: DatabaseOptions = optionsFromEnv()): Promise<Database> {
  const engine: Engine = options.url ? 'postgres' : 'sqlite';
  const db = options.url
    ? await openPostgres(options.url)
    : await openSqlite(options.file ?? ':memory:', options.busyTimeoutMs);
  setEngine(db as never, engine);
  return db;
}
