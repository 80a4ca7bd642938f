/**
 * What every database starts with, demo or not: the default member group, the member rules (menus, buttons, guest
 * navigation), the site settings in both languages and the hotel facilities. No member and no operator: a
 * production site never holds an account with a known password. Runs once, in one transaction, while the settings
 * table is empty (under an advisory lock on PostgreSQL, so several instances starting at once set up once).
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { type Engine, engineOf, withBusyRetry } from '~/server/db/engine';
import type { DB } from '~/server/db/schema';
import { insertFacilities } from '~/server/modules/hotel';
import { DEFAULT_RULES, insertRules } from './rules';
import { DEFAULT_SETTINGS } from './settings';

/** Arbitrary constant for PostgreSQL's advisory lock around the first set-up (the demo seed takes the same). */
const SETUP_LOCK_ID = 720_301;

async function isSetUp(db: Kysely<DB> | Transaction<DB>): Promise<boolean> {
  return (await db.selectFrom('config').select('name').limit(1).executeTakeFirst()) !== undefined;
}

async function insertDefaults(trx: Transaction<DB>, now: number): Promise<void> {
  await trx
    .insertInto('user_group')
    .values({ id: 1, name: '默认分组', rules: '*', status: '1', create_time: now, update_time: now })
    .execute();
  await insertRules(trx, DEFAULT_RULES, now);
  const translations = Object.entries(DEFAULT_SETTINGS).flatMap(([name, [, , en]]) =>
    en === undefined ? [] : [{ scope: 'config', ref: name, field: 'value', lang: 'en', value: en }],
  );
  await trx.insertInto('translation').values(translations).execute();
  await trx
    .insertInto('config')
    .values(Object.entries(DEFAULT_SETTINGS).map(([name, [group, value]]) => ({ name, group, value })))
    .execute();
  await insertFacilities(trx);
}

/** Explicit ids do not advance PostgreSQL identity sequences; move them past the given tables' rows. */
export async function syncSequences(trx: Transaction<DB>, tables: readonly (keyof DB & string)[]): Promise<void> {
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, 'id'), (select coalesce(max(id), 1) from ${sql.table(table)}))`.execute(
      trx,
    );
  }
}

/**
 * Runs `work` in one transaction unless `isDone` finds it done, asked again inside the transaction under the set-up
 * lock (PostgreSQL's advisory lock; SQLite's write lock, retried while busy): instances starting at once run it once.
 * Answers true when it ran.
 */
export async function onceUnderLock(
  db: Kysely<DB>,
  isDone: (db: Kysely<DB> | Transaction<DB>) => Promise<boolean>,
  work: (trx: Transaction<DB>, engine: Engine) => Promise<void>,
): Promise<boolean> {
  if (await isDone(db)) return false;
  const engine = engineOf(db);
  return withBusyRetry(() =>
    db.transaction().execute(async (trx) => {
      if (engine === 'postgres') await sql`select pg_advisory_xact_lock(${SETUP_LOCK_ID})`.execute(trx);
      if (await isDone(trx)) return false;
      await work(trx, engine);
      return true;
    }),
  );
}

/** Sets up a new database (migrated already). Returns true when it inserted the defaults, false when they were there. */
export function setUpDatabase(db: Kysely<DB>, now = Math.floor(Date.now() / 1000)): Promise<boolean> {
  return onceUnderLock(db, isSetUp, async (trx, engine) => {
    await insertDefaults(trx, now);
    if (engine === 'postgres') await syncSequences(trx, ['user_group', 'user_rule']);
  });
}
