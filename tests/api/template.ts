/**
 * The demo database the API suites start from: seeded ONCE per engine and vitest run (tests/api/global-setup.ts,
 * in vitest's main process), then copied for each suite (`setupDatabase` in ./helpers.ts, in the workers) — a file
 * copy on SQLite, `CREATE DATABASE … TEMPLATE …` on PostgreSQL. Plain Node: no vitest runtime API here, so both
 * sides may import it.
 *
 * A run is named by a random key. Its SQLite files live in one folder of the temporary directory named after the
 * main process (`concierge-api-run-<pid>-…`); its PostgreSQL databases are `concierge_run<key>_…`, and the run holds
 * the advisory lock (RUN_LOCK_SPACE, key) on a connection of its own until its teardown. A run that starts removes
 * what crashed runs left: folders whose process is gone, databases whose lock nobody holds.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type Database, type DatabaseOptions } from '~/server/database';

export type EngineName = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL when TEST_DATABASE_URL points at a server where we may create databases. */
export const ENGINES: EngineName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** What the global setup hands to the suites (vitest's `provide`/`inject`, so plain serialisable data). */
export interface RunTemplates {
  /** The run's key: the PostgreSQL databases' names and the run's advisory lock. */
  key: number;
  /** The run's folder: the SQLite template and the suites' SQLite databases. */
  dir: string;
  /** The seeded SQLite file (one file: checkpointed, not in WAL mode). */
  sqlite: string;
  /** The seeded PostgreSQL database's name when TEST_DATABASE_URL is set (nobody may connect to it). */
  postgres?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplates: RunTemplates;
  }
}

/**
 * THE seed of the suites' demo database: the one function that fills a template (migrations, the defaults every
 * site starts with, then the demo site, as DEMO=on does). The caller owns the database (`destroy()`).
 */
export async function seedTemplate(options: DatabaseOptions): Promise<Database> {
  return createDatabase({ ...options, demo: {} });
}

/** A database a suite owns, and how to remove it. */
export interface OwnDatabase {
  options: DatabaseOptions;
  drop(): Promise<void>;
}

const RUN_DIR_PREFIX = 'concierge-api-run-';
/** The classid of the runs' advisory locks (two-int keys: a space apart from the seed's single bigint lock). */
const RUN_LOCK_SPACE = 720_302;
const RUN_DATABASE = /^concierge_run(\d+)_[a-z0-9_]+$/;

const adminUrl = (): string => process.env.TEST_DATABASE_URL ?? '';
const databaseUrl = (name: string): string => {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Names go into CREATE DATABASE, which takes no parameters: only [a-z0-9_], built here.
const templateName = (key: number) => `concierge_run${key}_template`;
const suiteDatabaseName = (key: number) => `concierge_run${key}_${randomBytes(6).toString('hex')}`;

/** A new, empty database of the run on the engine (suites that migrate or seed their own). */
export async function emptyDatabase(run: RunTemplates, engine: EngineName): Promise<OwnDatabase> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(run.dir, 'db-'));
    return {
      options: { file: join(dir, 'test.sqlite') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = suiteDatabaseName(run.key);
  await asAdmin((client) => client.query(`create database ${name}`));
  return { options: { url: databaseUrl(name) }, drop: () => dropPostgres(name) };
}

/** A copy of the run's seeded template on the engine: the demo site as the seed left it at the run's start. */
export async function copyTemplate(run: RunTemplates, engine: EngineName): Promise<OwnDatabase> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(run.dir, 'db-'));
    const file = join(dir, 'test.sqlite');
    copyFileSync(run.sqlite, file);
    return { options: { file }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (!run.postgres) throw new Error('No PostgreSQL template: was TEST_DATABASE_URL set when the run started?');
  const name = suiteDatabaseName(run.key);
  // Copies of one template may be made at once (CREATE DATABASE takes a share lock on it); none may be connected to
  // it, which ALLOW_CONNECTIONS false guarantees.
  await asAdmin((client) => client.query(`create database ${name} template ${run.postgres}`));
  return { options: { url: databaseUrl(name) }, drop: () => dropPostgres(name) };
}

function dropPostgres(name: string): Promise<void> {
  return asAdmin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes run folders of the temporary directory whose main process is gone (a crashed or killed run). */
function removeStaleFolders(): void {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(RUN_DIR_PREFIX)) continue;
    const pid = Number(entry.slice(RUN_DIR_PREFIX.length).split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && !processAlive(pid)) {
      rmSync(join(tmpdir(), entry), { recursive: true, force: true });
    }
  }
}

/**
 * Drops the databases of runs that no longer hold their lock (their process died without its teardown). A live
 * run holds its lock from before it creates its first database until after it dropped its last.
 */
async function dropStaleDatabases(lock: pg.Client): Promise<void> {
  const { rows } = await lock.query<{ datname: string }>('select datname from pg_database');
  const byKey = new Map<number, string[]>();
  for (const { datname } of rows) {
    const match = RUN_DATABASE.exec(datname);
    const key = Number(match?.[1]);
    if (!match || !Number.isSafeInteger(key) || key > 2 ** 31 - 1) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), datname]);
  }
  for (const [key, names] of byKey) {
    const { rows: got } = await lock.query<{ free: boolean }>('select pg_try_advisory_lock($1, $2) as free', [
      RUN_LOCK_SPACE,
      key,
    ]);
    if (!got[0]?.free) continue;
    try {
      for (const name of names) await lock.query(`drop database if exists ${name} with (force)`);
    } finally {
      await lock.query('select pg_advisory_unlock($1, $2)', [RUN_LOCK_SPACE, key]);
    }
  }
}

/** Seeds the SQLite template and leaves it as one self-contained file (no -wal beside it). */
async function seedSqliteTemplate(file: string): Promise<void> {
  rmSync(file, { force: true });
  const db = await seedTemplate({ file });
  try {
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    await sql`pragma journal_mode = DELETE`.execute(db);
  } finally {
    await db.destroy();
  }
  for (const suffix of ['-wal', '-shm', '-journal']) {
    if (existsSync(file + suffix)) throw new Error(`The SQLite template was left with ${file}${suffix}`);
  }
}

async function seedPostgresTemplate(name: string): Promise<void> {
  await asAdmin(async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const db = await seedTemplate({ url: databaseUrl(name) });
  // Closing the pool ends every connection: CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
  await db.destroy();
  await asAdmin((client) => client.query(`alter database ${name} with allow_connections false`));
}

/** One vitest run's templates: `seed()` (again on a watch-mode rerun, the demo being relative to today), `finish()`. */
export interface Run {
  templates: RunTemplates;
  seed(): Promise<void>;
  finish(): Promise<void>;
}

/** Starts a run on the engines: takes its lock, removes what crashed runs left, names its templates (not seeded). */
export async function startRun(engines: readonly EngineName[]): Promise<Run> {
  removeStaleFolders();
  const dir = mkdtempSync(join(tmpdir(), `${RUN_DIR_PREFIX}${process.pid}-`));
  let lock: pg.Client | undefined;
  let key = randomInt(1, 2 ** 31 - 1);
  if (engines.includes('postgres')) {
    lock = new pg.Client({ connectionString: adminUrl() });
    await lock.connect();
    // A key another live run holds (unlikely) is skipped for another.
    for (;;) {
      const { rows } = await lock.query<{ got: boolean }>('select pg_try_advisory_lock($1, $2) as got', [
        RUN_LOCK_SPACE,
        key,
      ]);
      if (rows[0]?.got) break;
      key = randomInt(1, 2 ** 31 - 1);
    }
    await dropStaleDatabases(lock);
  }
  const templates: RunTemplates = {
    key,
    dir,
    sqlite: join(dir, 'template.sqlite'),
    ...(lock ? { postgres: templateName(key) } : {}),
  };
  return {
    templates,
    async seed() {
      // Side by side: SQLite's seed is this process's CPU, PostgreSQL's mostly the server's.
      await Promise.all([
        seedSqliteTemplate(templates.sqlite),
        templates.postgres ? seedPostgresTemplate(templates.postgres) : undefined,
      ]);
    },
    async finish() {
      try {
        if (lock && templates.postgres) {
          // The template, and what suites that failed before their cleanup left behind.
          const { rows } = await lock.query<{ datname: string }>('select datname from pg_database');
          for (const { datname } of rows) {
            if (Number(RUN_DATABASE.exec(datname)?.[1]) === key) {
              await lock.query(`drop database if exists ${datname} with (force)`);
            }
          }
        }
      } finally {
        await lock?.end();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
