/** Storage drivers by name: `local` (files on this machine's disk) and `database` (the site's database). */
import type { Kysely } from 'kysely';
import { type Env, PROCESS_ENV, storageSetting } from '~/config';
import type { DB } from '~/server/db/schema';
import { DatabaseStorage } from './database';
import { LocalStorage } from './local';
import type { Storage } from './types';

export { DatabaseStorage } from './database';
export { LocalStorage } from './local';
export type { Storage } from './types';

/**
 * The driver called `name` (as stored in `attachment.storage`; the local root is read from the environment at call
 * time), or undefined when unsupported. `db` is the database (or transaction) the `database` driver writes to.
 */
export function storageDriver(name: string, db: Kysely<DB>): Storage | undefined {
  if (name === 'local') return new LocalStorage();
  if (name === 'database') return new DatabaseStorage(db);
  return undefined;
}

/** The driver new files go to: STORAGE (default `local`). */
export function configuredStorage(db: Kysely<DB>, env: Env = PROCESS_ENV): Storage {
  return storageDriver(storageSetting(env), db) as Storage;
}
