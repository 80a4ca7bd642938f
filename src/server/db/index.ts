/**
 * The built-in API's database engine: SQLite (better-sqlite3) in DATA_DIR by default, PostgreSQL when DATABASE_URL
 * is set. `openDatabase()` opens one; migrating, seeding and the process-wide instance live in `../database.ts`.
 */

import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { dataDir, type Env, PROCESS_ENV, readEnv, seedArticles, seedCars, seedHotels } from '~/config';
import { type Engine, setEngine } from './engine';
import type { DB } from './schema';
import { AppSqliteDialect, withStatementCache } from './sqlite-dialect';

export type { Engine } from './engine';
export { engineOf } from './engine';
export type { DB } from './schema';

export type Database = Kysely<DB>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; wins over `file`. */
  url?: string | undefined;
  /** SQLite file path (or ':memory:'). */
  file?: string | undefined;
  /** Insert the demo site into an empty database (default true; used by `createDatabase`). */
  seed?: boolean;
  /** After the demo seed, fill the catalogue with generated hotels up to this many (SEED_HOTELS; default 0). */
  seedHotels?: number;
  /** After the demo seed (and the hotels), fill the news site with generated articles up to this many (SEED_ARTICLES). */
  seedArticles?: number;
  /** After the demo seed, fill the fleet with generated cars up to this many (SEED_CARS; default 0). */
  seedCars?: number;
  /** SQLite only: how long a statement waits for another connection's write lock (default 5000 ms). */
  busyTimeoutMs?: number;
}

export const SQLITE_FILE_NAME = 'concierge.sqlite';

/**
 * The options the process environment asks for: DATABASE_URL, else DATA_DIR (default ./data) + SQLite file; the
 * generated hotels of SEED_HOTELS, articles of SEED_ARTICLES and cars of SEED_CARS.
 */
export function optionsFromEnv(env: Env = PROCESS_ENV): DatabaseOptions {
  const url = readEnv(env).DATABASE_URL;
  const hotels = seedHotels(env);
  const articles = seedArticles(env);
  const cars = seedCars(env);
  const extra = {
    ...(hotels > 0 ? { seedHotels: hotels } : {}),
    ...(articles > 0 ? { seedArticles: articles } : {}),
    ...(cars > 0 ? { seedCars: cars } : {}),
  };
  if (url) return { url, ...extra };
  return { file: join(dataDir(env), SQLITE_FILE_NAME), ...extra };
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
