/**
 * The `database` driver (STORAGE=database): files in the `storage_file` table of the site's own database, so every
 * instance on one PostgreSQL (or one SQLite file) serves every upload and seeded photo with nothing else to run.
 * A file is one row, read whole: the upload cap (`upload_max_size`) bounds what is written, so it bounds each read.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '~/server/db/schema';
import { isStorageUrl } from './paths';
import { SWEEP_MIN_AGE_MS } from './sweep';
import type { Storage, SweepResult } from './types';

const seconds = (ms: number) => Math.floor(ms / 1000);

export class DatabaseStorage implements Storage {
  readonly name = 'database';

  /** `db` may be a transaction (the demo's seeding writes its pictures in its own). */
  constructor(private readonly db: Kysely<DB>) {}

  private row(url: string, bytes: Uint8Array) {
    return { url, bytes, size: bytes.byteLength, create_time: seconds(Date.now()) };
  }

  async put(url: string, bytes: Uint8Array): Promise<void> {
    if (!isStorageUrl(url)) throw new Error(`unsafe storage path: ${url}`);
    await this.db
      .insertInto('storage_file')
      .values(this.row(url, bytes))
      .onConflict((oc) => oc.column('url').doUpdateSet({ bytes, size: bytes.byteLength }))
      .execute();
  }

  async create(url: string, bytes: Uint8Array): Promise<boolean> {
    if (!isStorageUrl(url)) throw new Error(`unsafe storage path: ${url}`);
    // The primary key decides: of two instances creating one name at once, exactly one inserts.
    const result = await this.db
      .insertInto('storage_file')
      .values(this.row(url, bytes))
      .onConflict((oc) => oc.column('url').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async read(url: string): Promise<Uint8Array | undefined> {
    if (!isStorageUrl(url)) return undefined;
    const row = await this.db.selectFrom('storage_file').select('bytes').where('url', '=', url).executeTakeFirst();
    return row ? new Uint8Array(row.bytes) : undefined;
  }

  async exists(url: string): Promise<boolean> {
    if (!isStorageUrl(url)) return false;
    const row = await this.db.selectFrom('storage_file').select('url').where('url', '=', url).executeTakeFirst();
    return row !== undefined;
  }

  url(url: string, host: string): string {
    return `//${host}${url}`;
  }

  async delete(url: string): Promise<void> {
    await this.db.deleteFrom('storage_file').where('url', '=', url).execute();
  }

  /** One statement: the rows older than an hour that no attachment names (a crash between storing and recording). */
  async sweep(db: Kysely<DB>, nowMs: number): Promise<SweepResult> {
    const result = await db
      .deleteFrom('storage_file')
      .where('create_time', '<', seconds(nowMs - SWEEP_MIN_AGE_MS))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('attachment').select(sql.lit(1).as('one')).whereRef('attachment.url', '=', 'storage_file.url'),
          ),
        ),
      )
      .executeTakeFirst();
    return { temporary: 0, orphans: Number(result.numDeletedRows) };
  }
}
