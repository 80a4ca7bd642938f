import type { Kysely } from 'kysely';
import type { DB } from '~/server/db/schema';

/** What one start-up sweep removed: our own temporary files, and stored files no attachment row names. */
export interface SweepResult {
  temporary: number;
  orphans: number;
}

/**
 * Where uploaded files live. Paths are attachment URLs (`/storage/...`); drivers map them to their own keys.
 * Drivers: `local` (local.ts, files under $DATA_DIR/storage), `database` (database.ts, the `storage_file` table) and
 * `s3` (s3.ts, a bucket of an S3-compatible store). The s3 driver throws StorageUnavailableError (errors.ts) when its
 * store cannot be reached or refuses a request; an upload answers any driver's failure with a translated error.
 */
export interface Storage {
  /** Driver name as stored in `attachment.storage`. */
  readonly name: string;
  /** Writes (or overwrites) the file at `url`. */
  put(url: string, bytes: Uint8Array): Promise<void>;
  /** Writes a new file at `url` only if none is there (atomic); false when one exists. */
  create(url: string, bytes: Uint8Array): Promise<boolean>;
  /** The file's bytes, or undefined when it does not exist or the path is not one of ours. */
  read(url: string): Promise<Uint8Array | undefined>;
  /** Whether a file is at `url`, without reading it (false for a path that is not one of ours). */
  exists(url: string): Promise<boolean>;
  /** The address a browser uses, protocol-relative for the local driver (`//host/storage/...`). */
  url(url: string, host: string): string;
  delete(url: string): Promise<void>;
  /** Removes files older than an hour that no attachment row names (a crash between storing and recording). */
  sweep(db: Kysely<DB>, nowMs: number): Promise<SweepResult>;
}

/** One width of a stored image (`sources` of hotel, car and cover photos, smallest first). */
export interface ImageSource {
  w: number;
  url: string;
}
