/**
 * The member menu's "我的订单 / My orders" group (a `menu_dir`, id 13 when free) with the "酒店订单 / Hotel orders"
 * entry, for databases seeded before the order pages existed. There the rule `order/hotel` (0009) is an API rule
 * (`route`, `add_rules_only`, no path); this turns it into the menu entry of `/user/order/hotel` under the new group,
 * keeping its id, so the groups' rule lists and its buttons (pay, cancel, export) stay as they are. Found by name;
 * a database without it (not seeded yet) is left to the seed. Down restores the route rule and removes the group.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

/** The rows as the seed of this version writes them (frozen here: a migration never changes with the seed). */
const GROUP = {
  pid: 0,
  type: 'menu_dir',
  title: '我的订单',
  name: 'order',
  path: 'order',
  icon: 'fa fa-list',
  menu_type: 'tab',
  url: '',
  component: '',
  no_login_valid: 0,
  extend: 'none',
  remark: '',
  weigh: 0,
  status: '1',
} as const;
const GROUP_ID = 13;
const GROUP_EN = 'My orders';
const ENTRY = {
  name: 'order/hotel',
  menu: {
    type: 'menu',
    path: 'order/hotel',
    icon: 'fa fa-hotel',
    component: '/src/views/frontend/user/order/hotel.vue',
    extend: 'none',
  },
  route: { type: 'route', path: '', icon: '', component: '', extend: 'add_rules_only' },
} as const;

async function idOf(db: Db, name: string, type?: string): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`select ${sql.ref('id')} from ${sql.table('user_rule')}
    where ${sql.ref('name')} = ${name}${type ? sql` and ${sql.ref('type')} = ${type}` : sql``}`.execute(db);
  return rows[0] === undefined ? undefined : Number(rows[0].id);
}

export function orderRulesMigration(): Migration {
  return {
    async up(db: Db) {
      const entryId = await idOf(db, ENTRY.name);
      if (entryId === undefined) return;
      let groupId = await idOf(db, GROUP.name, GROUP.type);
      if (groupId === undefined) {
        const { rows: taken } = await sql`select ${sql.ref('id')} from ${sql.table('user_rule')}
          where ${sql.ref('id')} = ${GROUP_ID}`.execute(db);
        const now = Math.floor(Date.now() / 1000);
        const row = { ...GROUP, ...(taken.length > 0 ? {} : { id: GROUP_ID }), create_time: now, update_time: now };
        const inserted = (await (db as Kysely<{ user_rule: typeof row & { id?: number } }>)
          .insertInto('user_rule')
          .values(row)
          .returning('id')
          .executeTakeFirstOrThrow()) as { id: number };
        groupId = Number(inserted.id);
        await (db as Kysely<{ translation: Record<string, string> }>)
          .insertInto('translation')
          .values({ scope: 'user_rule', ref: String(groupId), field: 'title', lang: 'en', value: GROUP_EN })
          .execute();
      }
      const { type, path, icon, component, extend } = ENTRY.menu;
      await sql`update ${sql.table('user_rule')} set ${sql.ref('pid')} = ${groupId}, ${sql.ref('type')} = ${type},
        ${sql.ref('path')} = ${path}, ${sql.ref('icon')} = ${icon}, ${sql.ref('component')} = ${component},
        ${sql.ref('extend')} = ${extend} where ${sql.ref('id')} = ${entryId}`.execute(db);
    },

    async down(db: Db) {
      const entryId = await idOf(db, ENTRY.name);
      if (entryId !== undefined) {
        const { type, path, icon, component, extend } = ENTRY.route;
        await sql`update ${sql.table('user_rule')} set ${sql.ref('pid')} = ${0}, ${sql.ref('type')} = ${type},
          ${sql.ref('path')} = ${path}, ${sql.ref('icon')} = ${icon}, ${sql.ref('component')} = ${component},
          ${sql.ref('extend')} = ${extend} where ${sql.ref('id')} = ${entryId}`.execute(db);
      }
      const groupId = await idOf(db, GROUP.name, GROUP.type);
      if (groupId !== undefined) {
        await sql`delete from ${sql.table('translation')} where ${sql.ref('scope')} = ${'user_rule'}
          and ${sql.ref('ref')} = ${String(groupId)}`.execute(db);
        await sql`delete from ${sql.table('user_rule')} where ${sql.ref('id')} = ${groupId}`.execute(db);
      }
    },
  };
}
