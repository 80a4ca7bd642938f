/**
 * A member-menu group for databases seeded before its pages existed: a `menu_dir` (its seed id when free) whose
 * entries are API rules already there (`route`, `add_rules_only`, no path), turned into the group's `menu`
 * entries keeping their ids, so the groups' rule lists stay as they are. Found by name, so running it twice changes
 * nothing; a database without the entries (not seeded yet) is left to the seed. Down turns the entries back into
 * route rules and removes the group. Each migration passes its rows frozen (a migration never changes with the seed).
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';

type Db = Kysely<unknown>;

export interface MenuGroupRows {
  group: { id: number; name: string; title: string; en: string; icon: string };
  /** The folder of the official front end's page components, ending in '/'. */
  component: string;
  entries: readonly { name: string; icon: string }[];
}

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

async function insertGroup(db: Db, engine: Engine, group: MenuGroupRows['group']): Promise<number> {
  const { rows: taken } = await sql`select ${sql.ref('id')} from ${sql.table('user_rule')}
    where ${sql.ref('id')} = ${group.id}`.execute(db);
  const now = Math.floor(Date.now() / 1000);
  const row = {
    ...(taken.length > 0 ? {} : { id: group.id }),
    pid: 0,
    type: 'menu_dir',
    title: group.title,
    name: group.name,
    path: group.name,
    icon: group.icon,
    menu_type: 'tab',
    url: '',
    component: '',
    no_login_valid: 0,
    extend: 'none',
    remark: '',
    weigh: 0,
    status: '1',
    create_time: now,
    update_time: now,
  };
  const inserted = (await (db as Kysely<{ user_rule: typeof row & { id?: number } }>)
    .insertInto('user_rule')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow()) as { id: number };
  const groupId = Number(inserted.id);
  await (db as Kysely<{ translation: Record<string, string> }>)
    .insertInto('translation')
    .values({ scope: 'user_rule', ref: String(groupId), field: 'title', lang: 'en', value: group.en })
    .execute();
  // An explicit id does not move PostgreSQL's identity sequence: keep the next generated id past it.
  if (engine === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('user_rule', 'id'),
      (select coalesce(max(id), 1) from ${sql.table('user_rule')}))`.execute(db);
  }
  return groupId;
}

export function menuGroupMigration(engine: Engine, rows: MenuGroupRows): Migration {
  return {
    async up(db: Db) {
      const entries: { id: number; name: string; icon: string }[] = [];
      for (const entry of rows.entries) {
        const id = await idOf(db, entry.name);
        if (id !== undefined) entries.push({ ...entry, id });
      }
      if (entries.length === 0) return;
      const groupId = (await idOf(db, rows.group.name, 'menu_dir')) ?? (await insertGroup(db, engine, rows.group));
      for (const entry of entries) {
        await setRule(db, entry.id, {
          pid: groupId,
          type: 'menu',
          path: entry.name,
          icon: entry.icon,
          component: `${rows.component}${entry.name.split('/')[1]}.vue`,
          extend: 'none',
        });
      }
    },

    async down(db: Db) {
      for (const entry of rows.entries) {
        const id = await idOf(db, entry.name);
        if (id === undefined) continue;
        await setRule(db, id, { pid: 0, type: 'route', path: '', icon: '', component: '', extend: 'add_rules_only' });
      }
      const groupId = await idOf(db, rows.group.name, 'menu_dir');
      if (groupId !== undefined) {
        await sql`delete from ${sql.table('translation')} where ${sql.ref('scope')} = ${'user_rule'}
          and ${sql.ref('ref')} = ${String(groupId)}`.execute(db);
        await sql`delete from ${sql.table('user_rule')} where ${sql.ref('id')} = ${groupId}`.execute(db);
      }
    },
  };
}
