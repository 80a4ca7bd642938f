/**
 * The built-in API's databases as the app uses them: `createDatabase()` opens, migrates and sets up one (and seeds
 * the demo with DEMO=on); `getDb()` gives the process-wide instance, created on first use.
 */
import { orderSweepSeconds, siteOrigin } from '~/config';
import { announceSetupLink } from '~/server/admin/firstOperator';
import { nowSeconds } from '~/server/clock';
import { startJobs } from '~/server/jobs';
import { startOrderSweeper } from '~/server/modules/booking';
import { stopViews } from '~/server/modules/cms';
import { type Database, type DatabaseOptions, engineOf, openDatabase, optionsFromEnv } from './db';
import { migrateDatabase } from './migrations';
import { seedDemoWhenAsked } from './seeding';
import { setUpDatabase } from './setup';
import { configuredStorage } from './storage';

export type { Database, DatabaseOptions } from './db';

/**
 * Opens, migrates and sets up a database (the defaults every site starts with: `setup/`), then, with `demo` (DEMO=on),
 * seeds the demo site into it when it has no member and adds the generated data asked for (SEED_*; minutes for
 * 10,000 hotels: the first request waits). The caller owns it: `await db.destroy()`.
 */
export async function createDatabase(options: DatabaseOptions = optionsFromEnv()): Promise<Database> {
  const db = await openDatabase(options);
  try {
    await migrateDatabase(db, engineOf(db));
    await setUpDatabase(db);
    await seedDemoWhenAsked(db, options.demo);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

let shared: Promise<Database> | undefined;
let stopSweeper: () => void = () => {};
let stopJobs: () => void = () => {};

/** The process-wide database, initialised once (concurrent first callers share the same promise). */
export function getDb(): Promise<Database> {
  if (!shared) {
    shared = createDatabase();
    // Leftovers of a crash mid-upload go once the database is up (in the background, bounded, logged only).
    shared.then(
      (db) => {
        configuredStorage(db)
          .sweep(db, Date.now())
          .catch((error) => console.error('storage sweep', error));
        // Unpaid orders past their time give their rooms back (also those that expired while the server was down).
        stopSweeper = startOrderSweeper(db, orderSweepSeconds());
        // The daily jobs (the rolling horizon of nights and car days), one instance each, once a day.
        stopJobs = startJobs(db, nowSeconds);
        // No operator yet: the one-time link that creates the first (issue 24; never a known password).
        announceSetupLink(db, nowSeconds(), siteOrigin() ?? '').catch((error) => console.error('setup link', error));
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
  stopJobs();
  if (current) {
    const db = await current;
    await stopViews(db);
    await db.destroy();
  }
}
