/**
 * Storage drivers by name: `local` (files on this machine's disk), `database` (the site's database) and `s3` (a
 * bucket of an S3-compatible object store).
 */
import type { Kysely } from 'kysely';
import { type Env, PROCESS_ENV, s3Settings, storageSetting } from '~/config';
import type { DB } from '~/server/db/schema';
import { DatabaseStorage } from './database';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './types';

export { DatabaseStorage } from './database';
export { StorageUnavailableError } from './errors';
export { LocalStorage } from './local';
export { S3Storage } from './s3';
export type { Storage } from './types';

let s3: { settings: string; storage: S3Storage } | undefined;

/** One S3 driver per process (its signing keys are cached), rebuilt when the S3_* settings change (tests). */
function s3Storage(env: Env): S3Storage {
  const settings = s3Settings(env);
  const key = JSON.stringify(settings);
  if (s3?.settings !== key) s3 = { settings: key, storage: new S3Storage(settings) };
  return s3.storage;
}

/**
 * The driver called `name` (as stored in `attachment.storage`; the local root is read from the environment at call
 * time), or undefined when unsupported. `db` is the database (or transaction) the `database` driver writes to.
 */
export function storageDriver(name: string, db: Kysely<DB>): Storage | undefined {
  if (name === 'local') return new LocalStorage();
  if (name === 'database') return new DatabaseStorage(db);
  if (name === 's3') return s3Storage(PROCESS_ENV);
  return undefined;
}

/** The driver new files go to: STORAGE (default `local`). */
export function configuredStorage(db: Kysely<DB>, env: Env = PROCESS_ENV): Storage {
  const name = storageSetting(env);
  return name === 's3' ? s3Storage(env) : (storageDriver(name, db) as Storage);
}
