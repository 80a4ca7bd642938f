/** Sign-in and verification: click captchas and verification codes (e-mail and SMS). */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';

export function membershipMigration(_engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('click_captcha')
        .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('expire_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('click_captcha_expire_index').on('click_captcha').column('expire_time').execute();

      await db.schema
        .createTable('verification_code')
        .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('event', 'varchar(30)', (c) => c.notNull())
        .addColumn('code', 'varchar(64)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('expire_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('verification_code_expire_index')
        .on('verification_code')
        .column('expire_time')
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ['verification_code', 'click_captcha']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
