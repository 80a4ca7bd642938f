/**
 * Sub-accounts (docs/design/subaccounts.md §2): `user.parent_id` (the main account; null for every other member)
 * and `delete_time` (the tombstone of a deleted sub-account), the per-user rule set `user_sub_rule`, who booked an
 * order (`hotel_order.booked_by`, `booked_by_nickname`, filled for existing rows with the owner) and who caused a
 * change of someone else's balance (`user_money_log.actor_*`). One order per form submission becomes one per
 * booker: the request index moves from `(user_id, request_id)` to `(booked_by, request_id)`.
 *
 * `parent_id` declares no foreign key: SQLite cannot drop a column used in one, and down must work on both
 * engines; no member row is ever deleted (sub-accounts become tombstones), so the reference cannot dangle.
 *
 * Also the API rule `manage/subAccount` (a `route`, `add_rules_only`) and its buttons add / edit / del for databases
 * seeded earlier, by name, with their seed ids when free (a database without rules, not seeded yet, is left to the
 * seed). Down removes all of it.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';
import { tableParts } from './tableParts';

type Db = Kysely<unknown>;

/** The rows as the seed of this version writes them (frozen here: a migration never changes with the seed). */
const RULES = [
  { id: 31, name: 'manage/subAccount', type: 'route', title: '子账号', en: 'Sub-accounts' },
  { id: 32, name: 'manage/subAccount/add', type: 'button', title: '添加', en: 'Add' },
  { id: 33, name: 'manage/subAccount/edit', type: 'button', title: '编辑', en: 'Edit' },
  { id: 34, name: 'manage/subAccount/del', type: 'button', title: '删除', en: 'Delete' },
] as const;

async function ruleId(db: Db, name: string): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`select ${sql.ref('id')} from ${sql.table('user_rule')}
    where ${sql.ref('name')} = ${name}`.execute(db);
  return rows[0] === undefined ? undefined : Number(rows[0].id);
}

async function addRules(db: Db, engine: Engine): Promise<void> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table('user_rule')}`.execute(db);
  if (Number(rows[0]?.n ?? 0) === 0) return;
  const now = Math.floor(Date.now() / 1000);
  let pageId = 0;
  for (const rule of RULES) {
    const existing = await ruleId(db, rule.name);
    if (existing !== undefined) {
      if (rule.type === 'route') pageId = existing;
      continue;
    }
    const { rows: taken } = await sql`select ${sql.ref('id')} from ${sql.table('user_rule')}
      where ${sql.ref('id')} = ${rule.id}`.execute(db);
    const pid = rule.type === 'route' ? 0 : pageId;
    const extend = rule.type === 'route' ? 'add_rules_only' : 'none';
    const columns = sql`pid, type, title, name, path, icon, menu_type, url, component, no_login_valid, extend,
      remark, weigh, status, create_time, update_time`;
    const values = sql`${pid}, ${rule.type}, ${rule.title}, ${rule.name}, '', '', 'tab', '', '', 0, ${extend}, '', 0,
      '1', ${now}, ${now}`;
    if (taken.length > 0) {
      await sql`insert into ${sql.table('user_rule')} (${columns}) values (${values})`.execute(db);
    } else {
      await sql`insert into ${sql.table('user_rule')} (id, ${columns}) values (${rule.id}, ${values})`.execute(db);
    }
    const id = (await ruleId(db, rule.name)) ?? 0;
    if (rule.type === 'route') pageId = id;
    await sql`insert into ${sql.table('translation')} (scope, ref, field, lang, value)
      values ('user_rule', ${String(id)}, 'title', 'en', ${rule.en})`.execute(db);
  }
  // Explicit ids do not move PostgreSQL's identity sequence: keep the next generated id past them.
  if (engine === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('user_rule', 'id'),
      (select coalesce(max(id), 1) from ${sql.table('user_rule')}))`.execute(db);
  }
}

export function subAccountsMigration(engine: Engine): Migration {
  const parts = tableParts(engine);
  return {
    async up(db: Db) {
      await db.schema.alterTable('user').addColumn('parent_id', 'integer').execute();
      await db.schema.alterTable('user').addColumn('delete_time', 'bigint').execute();
      await sql`${parts.index('user_parent_index', 'user', ['parent_id', 'delete_time'])}`.execute(db);

      await parts
        .clustered(
          db.schema
            .createTable('user_sub_rule')
            .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id').onDelete('cascade'))
            .addColumn('rule_id', 'integer', (c) => c.notNull().references('user_rule.id').onDelete('cascade'))
            .addPrimaryKeyConstraint('user_sub_rule_pkey', ['user_id', 'rule_id']),
        )
        .execute();

      await db.schema
        .alterTable('hotel_order')
        .addColumn('booked_by', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('hotel_order')
        .addColumn('booked_by_nickname', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .execute();
      await sql`update ${sql.table('hotel_order')} set ${sql.ref('booked_by')} = ${sql.ref('user_id')},
        ${sql.ref('booked_by_nickname')} = coalesce((select ${sql.ref('u.nickname')} from ${sql.table('user')} as u
          where ${sql.ref('u.id')} = ${sql.ref('hotel_order.user_id')}), '')`.execute(db);
      await db.schema.dropIndex('hotel_order_request_unique').execute();
      await db.schema
        .createIndex('hotel_order_request_unique')
        .on('hotel_order')
        .columns(['booked_by', 'request_id'])
        .unique()
        .where(sql.ref('request_id'), '<>', '')
        .execute();
      await sql`${parts.index('hotel_order_booker_index', 'hotel_order', ['user_id', 'booked_by', 'create_time'])}`.execute(
        db,
      );

      await db.schema
        .alterTable('user_money_log')
        .addColumn('actor_id', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('user_money_log')
        .addColumn('actor_account', 'varchar(32)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('user_money_log')
        .addColumn('actor_nickname', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .execute();

      await addRules(db, engine);
    },

    async down(db: Db) {
      for (const rule of [...RULES].reverse()) {
        const id = await ruleId(db, rule.name);
        if (id === undefined) continue;
        await sql`delete from ${sql.table('translation')} where ${sql.ref('scope')} = ${'user_rule'}
          and ${sql.ref('ref')} = ${String(id)}`.execute(db);
        await sql`delete from ${sql.table('user_rule')} where ${sql.ref('id')} = ${id}`.execute(db);
      }
      for (const column of ['actor_nickname', 'actor_account', 'actor_id']) {
        await db.schema.alterTable('user_money_log').dropColumn(column).execute();
      }
      await db.schema.dropIndex('hotel_order_booker_index').execute();
      await db.schema.dropIndex('hotel_order_request_unique').execute();
      await db.schema
        .createIndex('hotel_order_request_unique')
        .on('hotel_order')
        .columns(['user_id', 'request_id'])
        .unique()
        .where(sql.ref('request_id'), '<>', '')
        .execute();
      await db.schema.alterTable('hotel_order').dropColumn('booked_by_nickname').execute();
      await db.schema.alterTable('hotel_order').dropColumn('booked_by').execute();
      await db.schema.dropTable('user_sub_rule').execute();
      await db.schema.dropIndex('user_parent_index').execute();
      await db.schema.alterTable('user').dropColumn('delete_time').execute();
      await db.schema.alterTable('user').dropColumn('parent_id').execute();
    },
  };
}
