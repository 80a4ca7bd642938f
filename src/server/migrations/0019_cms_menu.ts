/**
 * The member menu's "我的内容 / My content" group (a `menu_dir` named `cms`, id 18 when free) with the entries of the
 * member content pages (`/user/cms/content`, `collect`, `comment`, `order`), for databases seeded before those pages
 * existed. There the rules `cms/content`, `cms/collect`, `cms/comment` and `cms/order` (0016) are API rules
 * (`route`, `add_rules_only`, no path); this turns them into the group's `menu` entries, keeping their ids, so the
 * groups' rule lists stay as they are, as 0011 did for the orders. Found by name, so running it twice changes
 * nothing; a database without them (not seeded yet) is left to the seed. Down restores the route rules and removes
 * the group. (Named after 0018: the migrator refuses a migration named before one a database has already run.)
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';

type Db = Kysely<unknown>;

/** The rows as the seed of this version writes them (frozen here: a migration never changes with the seed). */
const GROUP = {
  pid: 0,
  type: 'menu_dir',
  title: '我的内容',
  name: 'cms',
  path: 'cms',
  icon: 'fa fa-newspaper-o',
  menu_type: 'tab',
  url: '',
  component: '',
  no_login_valid: 0,
  extend: 'none',
  remark: '',
  weigh: 0,
  status: '1',
} as const;
const GROUP_ID = 18;
const GROUP_EN = 'My content';
const COMPONENT = '/src/views/frontend/user/cms/';
const ENTRIES = [
  { name: 'cms/content', icon: 'fa fa-file-text-o' },
  { name: 'cms/collect', icon: 'fa fa-heart-o' },
  { name: 'cms/comment', icon: 'fa fa-comment-o' },
  { name: 'cms/order', icon: 'fa fa-shopping-cart' },
] as const;

async function idOf(db: Db, name: string, type?: string): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`select ${sql.ref('id')} from ${sql.table('user_rule')}
    where ${sql.ref('name')} = ${name}${type ? sql` and ${sql.ref('type')} = ${type}` : sql``}`.execute(db);
  return rows[0] === undefined ? undefined : Number(rows[0].id);
}

async function setRule(
  db: Db,
  id: number,
  row: { pid: number; type: string; path: string; icon: string; component: string; extend: string },
): Promise<void> {
  await sql`update ${sql.table('user_rule')} set ${sql.ref('pid')} = ${row.pid}, ${sql.ref('type')} = ${row.type},
    ${sql.ref('path')} = ${row.path}, ${sql.ref('icon')} = ${row.icon}, ${sql.ref('component')} = ${row.component},
    ${sql.ref('extend')} = ${row.extend} where ${sql.ref('id')} = ${id}`.execute(db);
}

export function cmsMenuMigration(engine: Engine): Migration {
  return {
    async up(db: Db) {
      const entries: { id: number; name: string; icon: string }[] = [];
      for (const entry of ENTRIES) {
        const id = await idOf(db, entry.name);
        if (id !== undefined) entries.push({ ...entry, id });
      }
      if (entries.length === 0) return;
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
        // An explicit id does not move PostgreSQL's identity sequence: keep the next generated id past it.
        if (engine === 'postgres') {
          await sql`select setval(pg_get_serial_sequence('user_rule', 'id'),
            (select coalesce(max(id), 1) from ${sql.table('user_rule')}))`.execute(db);
        }
      }
      for (const entry of entries) {
        await setRule(db, entry.id, {
          pid: groupId,
          type: 'menu',
          path: entry.name,
          icon: entry.icon,
          component: `${COMPONENT}${entry.name.split('/')[1]}.vue`,
          extend: 'none',
        });
      }
    },

    async down(db: Db) {
      for (const entry of ENTRIES) {
        const id = await idOf(db, entry.name);
        if (id === undefined) continue;
        await setRule(db, id, { pid: 0, type: 'route', path: '', icon: '', component: '', extend: 'add_rules_only' });
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
