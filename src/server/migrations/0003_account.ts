/** Member account data: balance and points logs, attachments. */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';

type Db = Kysely<unknown>;

export function accountMigration(engine: Engine): Migration {
  const id = (col: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  async function logTable(db: Db, table: 'user_money_log' | 'user_score_log', amount: 'money' | 'score') {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', id)
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn(amount, 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('before', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('after', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('memo', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_user_time_index`).on(table).columns(['user_id', 'create_time']).execute();
  }

  return {
    async up(db: Db) {
      await logTable(db, 'user_money_log', 'money');
      await logTable(db, 'user_score_log', 'score');

      await db.schema
        .createTable('attachment')
        .addColumn('id', 'integer', id)
        .addColumn('topic', 'varchar(30)', (c) => c.notNull().defaultTo('default'))
        .addColumn('user_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('url', 'varchar(255)', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'varchar(120)', (c) => c.notNull().defaultTo(''))
        .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('mimetype', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('storage', 'varchar(50)', (c) => c.notNull().defaultTo('local'))
        .addColumn('sha1', 'varchar(40)', (c) => c.notNull())
        .addColumn('quote', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('last_upload_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('attachment_file_unique')
        .on('attachment')
        .columns(['sha1', 'topic', 'storage', 'user_id'])
        .unique()
        .execute();
      await db.schema.createIndex('attachment_url_index').on('attachment').column('url').execute();
    },

    async down(db: Db) {
      for (const table of ['attachment', 'user_score_log', 'user_money_log']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
