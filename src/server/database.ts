/**
 * The built-in API's databases as the app uses them: `createDatabase()` opens, migrates and (unless `seed: false`)
 * seeds one (tests, scripts); `getDb()` gives the process-wide instance, created on first use.
 */
import { orderSweepSeconds } from '~/config';
import { type Database, type DatabaseOptions, engineOf, openDatabase, optionsFromEnv } from './db';
import { migrateDatabase } from './migrations';
import { stopViews } from './modules/cms/views';
import { startOrderSweeper } from './modules/order/expire';
import { localStorageRoot } from './storage/local';
import { sweepStorage } from './storage/sweep';

export type { Database, DatabaseOptions } from './db';

/**
 * Opens, migrates and (unless `seed: false`) seeds a database, then adds the generated hotels `seedHotels` asks
 * for (SEED_HOTELS; minutes for 10,000: the first request waits) and the generated articles `seedArticles` asks for
 * (SEED_ARTICLES), then the generated cars `seedCars` asks for (SEED_CARS). The caller owns it: `await db.destroy()`.
 */
export async function createDatabase(options: DatabaseOptions = optionsFromEnv()): Promise<Database> {
  const db = await openDatabase(options);
  try {
    await migrateDatabase(db, engineOf(db));
    // The demo data and its generators (~0.5 MB of text and code, kept in memory once loaded) load only when there
    // is something to seed: a server restarted on its database never loads them.
    if (options.seed !== false) {
      if (!(await hasMembers(db))) await (await import('./seed')).seedDatabase(db);
      const log = (line: string) => console.info(`[seed] ${line}`);
      if (options.seedHotels) {
        await (await import('./modules/hotel/synthetic')).seedSyntheticHotels(db, options.seedHotels, { log });
      }
      if (options.seedArticles) {
        await (await import('./modules/cms/synthetic')).seedSyntheticArticles(db, options.seedArticles, { log });
      }
      if (options.seedCars) {
        await (await import('./modules/car/synthetic')).seedSyntheticCars(db, options.seedCars, { log });
      }
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
/** True once the database holds a member (the demo seed checks again, under its lock). */
async function hasMembers(db: Database): Promise<boolean> {
  return (await db.selectFrom('user').select('id').limit(1).executeTakeFirst()) !== undefined;
}

let shared: Promise<Database> | undefined;
let stopSweeper: () => void = () => {};

/** The process-wide database, initialised once (concurrent first callers share the same promise). */
export function getDb(): Promise<Database> {
  if (!shared) {
    shared = createDatabase();
    // Leftovers of a crash mid-upload go once the database is up (in the background, bounded, logged only).
    shared.then(
      (db) => {
        sweepStorage(db, localStorageRoot(), Date.now()).catch((error) => console.error('storage sweep', error));
        // Unpaid orders past their time give their rooms back (also those that expired while the server was down).
        stopSweeper = startOrderSweeper(db, orderSweepSeconds());
      },
      () => {},
    );
    // A failed start (e.g. database down) must not poison the process: the next request tries again.
    shared.catch(() => {
      shared = undefined;
    });
  }
  return shared;
}

/** Closes the process-wide database (graceful shutdown, tests). */
export async function closeDb(): Promise<void> {
  const current = shared;
  shared = undefined;
  stopSweeper();
  if (current) {
    const db = await current;
    await stopViews(db);
    await db.destroy();
  }
}
