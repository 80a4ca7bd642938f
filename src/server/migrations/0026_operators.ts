/**
 * The operators' side (docs/design/operators.md §2): operators (`admin`), their groups and the groups' rules as
 * BuildAdmin names them (`admin_group`, `admin_group_access`, `admin_rule`), the hotels a group is limited to
 * (`admin_group_hotel`: no row, every hotel) and the audit log (`admin_log`, BuildAdmin's columns plus what was
 * changed). The database keeps the audit log unedited: a trigger on both engines refuses any `UPDATE` or `DELETE`
 * of its rows.
 *
 * The built-in groups are written here, not by the set-up, so that a site set up before this version gets them too:
 * super admin (every rule), front desk, revenue manager, content editor and finance. Their rules arrive with the
 * calls they guard. Groups that move money ask for a second factor (`require_2fa`). No operator is written: a
 * production site never holds an account with a known password.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';
import { tableParts } from './tableParts';

type Db = Kysely<unknown>;

/** The built-in groups as this version writes them (frozen here: a migration never changes with the code). */
const GROUPS = [
  { id: 1, name: '超级管理员', en: 'Super admin', rules: '*', require_2fa: 1 },
  { id: 2, name: '前台', en: 'Front desk', rules: '', require_2fa: 0 },
  { id: 3, name: '收益经理', en: 'Revenue manager', rules: '', require_2fa: 0 },
  { id: 4, name: '内容编辑', en: 'Content editor', rules: '', require_2fa: 0 },
  { id: 5, name: '财务', en: 'Finance', rules: '', require_2fa: 1 },
] as const;

const TABLES = ['admin_log', 'admin_group_hotel', 'admin_group_access', 'admin_rule', 'admin_group', 'admin'] as const;

async function createOperatorTables(db: Db, engine: Engine): Promise<void> {
  const { id, times, clustered } = tableParts(engine);
  await times(
    db.schema
      .createTable('admin')
      .addColumn('id', 'integer', id)
      .addColumn('username', 'varchar(32)', (c) => c.notNull())
      .addColumn('nickname', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('avatar', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
      .addColumn('password', 'varchar(255)', (c) => c.notNull())
      // BuildAdmin's salted MD5 is not used (docs/design/operators.md §0): the hash carries its own salt.
      .addColumn('salt', 'varchar(30)', (c) => c.notNull().defaultTo(''))
      .addColumn('motto', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('login_failure', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_login_time', 'bigint')
      .addColumn('last_login_ip', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      // Encrypted; '' while the operator has no second factor.
      .addColumn('totp_secret', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      // Hashes of the unused recovery codes (a JSON array).
      .addColumn('totp_recovery', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1')),
  ).execute();
  await db.schema
    .createIndex('admin_username_lower_unique')
    .on('admin')
    .expression(sql`lower(${sql.ref('username')})`)
    .unique()
    .execute();

  await times(
    db.schema
      .createTable('admin_group')
      .addColumn('id', 'integer', id)
      .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('rules', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('require_2fa', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1')),
  ).execute();

  await clustered(
    db.schema
      .createTable('admin_group_access')
      .addColumn('uid', 'integer', (c) => c.notNull().references('admin.id').onDelete('cascade'))
      .addColumn('group_id', 'integer', (c) => c.notNull().references('admin_group.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('admin_group_access_pk', ['uid', 'group_id']),
  ).execute();

  await times(
    db.schema
      .createTable('admin_rule')
      .addColumn('id', 'integer', id)
      .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('type', 'varchar(10)', (c) => c.notNull())
      .addColumn('title', 'varchar(50)', (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('path', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('icon', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('menu_type', 'varchar(10)', (c) => c.notNull().defaultTo(''))
      .addColumn('url', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('component', 'varchar(100)', (c) => c.notNull().defaultTo(''))
      .addColumn('keepalive', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('extend', 'varchar(20)', (c) => c.notNull().defaultTo('none'))
      .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
      .addColumn('weigh', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1')),
  ).execute();

  await clustered(
    db.schema
      .createTable('admin_group_hotel')
      .addColumn('group_id', 'integer', (c) => c.notNull().references('admin_group.id').onDelete('cascade'))
      .addColumn('hotel_id', 'integer', (c) => c.notNull().references('hotel.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('admin_group_hotel_pk', ['group_id', 'hotel_id']),
  ).execute();
}

async function createAuditLog(db: Db, engine: Engine): Promise<void> {
  const { id, index } = tableParts(engine);
  await db.schema
    .createTable('admin_log')
    .addColumn('id', 'integer', id)
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    .addColumn('username', 'varchar(32)', (c) => c.notNull())
    .addColumn('url', 'varchar(1500)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    // The call's parameters, secrets masked (JSON).
    .addColumn('data', 'text', (c) => c.notNull().defaultTo(''))
    // What was changed: `table:id`, and the changed fields before and after (JSON), '' when nothing was.
    .addColumn('target', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('before', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('after', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(50)', (c) => c.notNull())
    .addColumn('useragent', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'bigint', (c) => c.notNull())
    .execute();
  await index('admin_log_admin_index', 'admin_log', ['admin_id', 'create_time']).execute(db);
  await index('admin_log_target_index', 'admin_log', ['target']).execute(db);
  await appendOnly(db, engine);
}

/** Triggers that refuse every change and removal of an audit entry. */
async function appendOnly(db: Db, engine: Engine): Promise<void> {
  if (engine === 'sqlite') {
    for (const event of ['update', 'delete'] as const) {
      await sql`create trigger ${sql.ref(`admin_log_no_${event}`)} before ${sql.raw(event)} on ${sql.table('admin_log')}
        begin select raise(abort, 'admin_log is append-only'); end`.execute(db);
    }
    return;
  }
  await sql`create function admin_log_append_only() returns trigger language plpgsql as $$
    begin raise exception 'admin_log is append-only'; end $$`.execute(db);
  await sql`create trigger admin_log_no_change before update or delete on ${sql.table('admin_log')}
    for each row execute function admin_log_append_only()`.execute(db);
  await sql`create trigger admin_log_no_truncate before truncate on ${sql.table('admin_log')}
    for each statement execute function admin_log_append_only()`.execute(db);
}

async function insertGroups(db: Db, engine: Engine): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  for (const group of GROUPS) {
    await sql`insert into ${sql.table('admin_group')} (id, pid, name, rules, require_2fa, status, create_time,
      update_time) values (${group.id}, 0, ${group.name}, ${group.rules}, ${group.require_2fa}, '1', ${now}, ${now})`.execute(
      db,
    );
    await sql`insert into ${sql.table('translation')} (scope, ref, field, lang, value)
      values ('admin_group', ${String(group.id)}, 'name', 'en', ${group.en})`.execute(db);
  }
  // Explicit ids do not move PostgreSQL's identity sequence: keep the next generated id past them.
  if (engine === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('admin_group', 'id'),
      (select max(id) from ${sql.table('admin_group')}))`.execute(db);
  }
}

export function operatorsMigration(engine: Engine): Migration {
  return {
    async up(db: Db) {
      await createOperatorTables(db, engine);
      await createAuditLog(db, engine);
      await insertGroups(db, engine);
    },

    async down(db: Db) {
      await sql`delete from ${sql.table('translation')} where ${sql.ref('scope')} = 'admin_group'`.execute(db);
      for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
      if (engine === 'postgres') await sql`drop function if exists admin_log_append_only()`.execute(db);
    },
  };
}
