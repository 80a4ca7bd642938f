/**
 * The files of the `database` storage driver (STORAGE=database): one row per stored file, its bytes in a `bytea`
 * (PostgreSQL) or `blob` (SQLite) column, so every instance on one database serves every upload and seeded photo.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';

type Db = Kysely<unknown>;

export function storageFileMigration(engine: Engine): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('storage_file')
        .addColumn('url', 'varchar(512)', (c) => c.primaryKey())
        .addColumn('bytes', engine === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
    },

    async down(db: Db) {
      await db.schema.dropTable('storage_file').execute();
    },
  };
}
