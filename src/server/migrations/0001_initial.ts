/** The first schema: members, groups, rules, tokens, site config, translations and rate limits. */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';

type Db = Kysely<unknown>;

export function initialMigration(engine: Engine): Migration {
  /** Auto-incrementing integer primary key in the engine's own dialect. */
  const id = (col: ColumnDefinitionBuilder) =>
    engine === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

  return {
    async up(db: Db) {
      await db.schema
        .createTable('user_group')
        .addColumn('id', 'integer', id)
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('rules', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('user')
        .addColumn('id', 'integer', id)
        .addColumn('group_id', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('username', 'varchar(32)', (c) => c.notNull())
        .addColumn('nickname', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
        .addColumn('password', 'varchar(255)', (c) => c.notNull())
        .addColumn('avatar', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('gender', 'smallint', (c) => c.notNull().defaultTo(0))
        .addColumn('birthday', 'varchar(10)')
        .addColumn('money', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('motto', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('enable'))
        .addColumn('join_time', 'bigint', (c) => c.notNull())
        .addColumn('last_login_time', 'bigint')
        .addColumn('last_login_ip', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_username_unique').on('user').column('username').unique().execute();
      // Unbound e-mail / mobile are '', so uniqueness applies to non-empty values only (partial indexes).
      await db.schema
        .createIndex('user_email_unique')
        .on('user')
        .column('email')
        .unique()
        .where('email', '<>', '')
        .execute();
      await db.schema
        .createIndex('user_mobile_unique')
        .on('user')
        .column('mobile')
        .unique()
        .where('mobile', '<>', '')
        .execute();
      await db.schema.createIndex('user_group_id_index').on('user').column('group_id').execute();

      await db.schema
        .createTable('user_rule')
        .addColumn('id', 'integer', id)
        .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('type', 'varchar(20)', (c) => c.notNull().defaultTo('menu'))
        .addColumn('title', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('path', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('icon', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('menu_type', 'varchar(20)', (c) => c.notNull().defaultTo('tab'))
        .addColumn('url', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('component', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('no_login_valid', 'smallint', (c) => c.notNull().defaultTo(0))
        .addColumn('extend', 'varchar(20)', (c) => c.notNull().defaultTo('none'))
        .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
        .addColumn('weigh', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('update_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('user_rule_pid_index').on('user_rule').column('pid').execute();
      await db.schema
        .createIndex('user_rule_guest_index')
        .on('user_rule')
        .columns(['status', 'no_login_valid', 'weigh'])
        .execute();

      await db.schema
        .createTable('token')
        .addColumn('token', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('type', 'varchar(20)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addColumn('expire_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('token_user_id_index').on('token').columns(['user_id', 'type']).execute();
      await db.schema.createIndex('token_expire_time_index').on('token').column('expire_time').execute();

      await db.schema
        .createTable('config')
        .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
        .addColumn('group', 'varchar(30)', (c) => c.notNull().defaultTo('basics'))
        .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await db.schema
        .createTable('translation')
        .addColumn('scope', 'varchar(30)', (c) => c.notNull())
        .addColumn('ref', 'varchar(50)', (c) => c.notNull())
        .addColumn('field', 'varchar(30)', (c) => c.notNull())
        .addColumn('lang', 'varchar(10)', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('translation_pk', ['scope', 'lang', 'field', 'ref'])
        .execute();

      await db.schema
        .createTable('rate_limit')
        .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('rate_limit_window_index').on('rate_limit').column('window_start').execute();
    },

    async down(db: Db) {
      for (const table of ['rate_limit', 'translation', 'config', 'token', 'user_rule', 'user', 'user_group']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
