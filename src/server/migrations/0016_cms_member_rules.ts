/**
 * The API rules the member content calls check (docs/design/content.md §2 "Rules"), for databases seeded before
 * those calls existed: `cms/content`, `cms/collect`, `cms/comment` and `cms/order` as `route` rules
 * (`add_rules_only`, no path), as `order/hotel` started in 0009. A fresh database gets them from the seed
 * (DEFAULT_RULES, ids 19–22). When the member pages land, a later migration turns them into the entries of a
 * "我的内容 / My content" menu group (a `menu_dir`, id 18), keeping their ids, as 0011 did for the orders. Found by
 * name, so running it twice adds nothing; a database without rules (not seeded yet) is left to the seed. Down
 * removes them and their English titles.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';

type Db = Kysely<unknown>;

/** The rows as the seed of this version writes them (frozen here: a migration never changes with the seed). */
const RULES = [
  { id: 19, name: 'cms/content', title: '我的文章', en: 'My articles' },
  { id: 20, name: 'cms/collect', title: '我的收藏', en: 'Favourites' },
  { id: 21, name: 'cms/comment', title: '我的评论', en: 'My comments' },
  { id: 22, name: 'cms/order', title: '已购内容', en: 'Purchased content' },
] as const;

async function ruleId(db: Db, name: string): Promise<number | undefined> {
  const { rows } = await sql<{ id: number }>`select ${sql.ref('id')} from ${sql.table('user_rule')}
    where ${sql.ref('name')} = ${name}`.execute(db);
  return rows[0] === undefined ? undefined : Number(rows[0].id);
}

async function idTaken(db: Db, id: number): Promise<boolean> {
  const { rows } =
    await sql`select ${sql.ref('id')} from ${sql.table('user_rule')} where ${sql.ref('id')} = ${id}`.execute(db);
  return rows.length > 0;
}

export function cmsMemberRulesMigration(engine: Engine): Migration {
  return {
    async up(db: Db) {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table('user_rule')}`.execute(
        db,
      );
      if (Number(rows[0]?.n ?? 0) === 0) return;
      const now = Math.floor(Date.now() / 1000);
      for (const rule of RULES) {
        if ((await ruleId(db, rule.name)) !== undefined) continue;
        const values = sql`0, 'route', ${rule.title}, ${rule.name}, '', '', 'tab', '', '', 0, 'add_rules_only', '', 0,
          '1', ${now}, ${now}`;
        const columns = sql`pid, type, title, name, path, icon, menu_type, url, component, no_login_valid, extend,
          remark, weigh, status, create_time, update_time`;
        if (await idTaken(db, rule.id)) {
          await sql`insert into ${sql.table('user_rule')} (${columns}) values (${values})`.execute(db);
        } else {
          await sql`insert into ${sql.table('user_rule')} (id, ${columns}) values (${rule.id}, ${values})`.execute(db);
        }
        const id = await ruleId(db, rule.name);
        await sql`insert into ${sql.table('translation')} (scope, ref, field, lang, value)
          values ('user_rule', ${String(id)}, 'title', 'en', ${rule.en})`.execute(db);
      }
      // Explicit ids do not move PostgreSQL's identity sequence: keep the next generated id past them.
      if (engine === 'postgres') {
        await sql`select setval(pg_get_serial_sequence('user_rule', 'id'),
          (select coalesce(max(id), 1) from ${sql.table('user_rule')}))`.execute(db);
      }
    },

    async down(db: Db) {
      for (const rule of RULES) {
        const id = await ruleId(db, rule.name);
        if (id === undefined) continue;
        await sql`delete from ${sql.table('translation')} where ${sql.ref('scope')} = ${'user_rule'}
          and ${sql.ref('ref')} = ${String(id)}`.execute(db);
        await sql`delete from ${sql.table('user_rule')} where ${sql.ref('id')} = ${id}`.execute(db);
      }
    },
  };
}
