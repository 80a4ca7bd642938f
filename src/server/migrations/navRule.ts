/**
 * Adding a head-navigation entry (a `nav` rule, shown to guests) to databases seeded before its pages existed: the
 * rule is found by name and type; when missing it is inserted with its preferred id when that id is free, with its
 * English title. A database without rules (not set up yet) is left to its set-up (`server/setup`), which writes
 * them all; a set-up database without members gets the entry too. Down removes the entry and its title. Each
 * migration passes the rule as the seed of its version wrote it (frozen there).
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

export interface NavRuleRow {
  pid: number;
  type: 'nav';
  title: string;
  name: string;
  path: string;
  icon: string;
  menu_type: string;
  url: string;
  component: string;
  no_login_valid: number;
  extend: string;
  remark: string;
  weigh: number;
  status: string;
}

async function exists(db: Db, query: ReturnType<typeof sql>): Promise<boolean> {
  const { rows } = await query.execute(db);
  return rows.length > 0;
}

export function navRuleMigration(nav: NavRuleRow, preferredId: number, enTitle: string): Migration {
  return {
    async up(db: Db) {
      const setUp = await exists(db, sql`select ${sql.ref('id')} from ${sql.table('user_rule')} limit 1`);
      if (!setUp) return;
      const present = await exists(
        db,
        sql`select ${sql.ref('id')} from ${sql.table('user_rule')} where ${sql.ref('name')} = ${nav.name} and ${sql.ref('type')} = ${nav.type}`,
      );
      if (present) return;
      const idTaken = await exists(
        db,
        sql`select ${sql.ref('id')} from ${sql.table('user_rule')} where ${sql.ref('id')} = ${preferredId}`,
      );
      const now = Math.floor(Date.now() / 1000);
      const row = { ...nav, ...(idTaken ? {} : { id: preferredId }), create_time: now, update_time: now };
      const inserted = (await (db as Kysely<{ user_rule: typeof row & { id?: number } }>)
        .insertInto('user_rule')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number };
      await (db as Kysely<{ translation: Record<string, string> }>)
        .insertInto('translation')
        .values({ scope: 'user_rule', ref: String(inserted.id), field: 'title', lang: 'en', value: enTitle })
        .execute();
    },

    async down(db: Db) {
      const { rows } = await sql<{ id: number }>`select ${sql.ref('id')} from ${sql.table('user_rule')}
        where ${sql.ref('name')} = ${nav.name} and ${sql.ref('type')} = ${nav.type}`.execute(db);
      for (const { id } of rows) {
        await sql`delete from ${sql.table('translation')} where ${sql.ref('scope')} = ${'user_rule'}
          and ${sql.ref('ref')} = ${String(id)}`.execute(db);
        await sql`delete from ${sql.table('user_rule')} where ${sql.ref('id')} = ${id}`.execute(db);
      }
    },
  };
}
