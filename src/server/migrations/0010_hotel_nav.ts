/**
 * The head navigation's "酒店 / Hotels" entry (a `nav` rule, shown to guests) for databases seeded before the hotel
 * pages existed. A fresh database gets it from the seed (`HOTEL_NAV_RULE`, id 7); this adds the same rule by name
 * where it is missing, with id 7 when that id is free, and its English title. An empty database (not seeded yet) is
 * left to the seed. Down removes the entry (seeded or added) and its title.
 *
 * Numbered 0010 after a gap: 0009 is the orders schema of the booking work, which lands separately; names only
 * need to sort.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

/** The rule as the seed of this version writes it (frozen here: a migration never changes with the seed). */
const NAV = {
  pid: 0,
  type: 'nav',
  title: '酒店',
  name: 'hotel/list',
  path: 'hotel/list',
  icon: 'fa fa-building',
  menu_type: 'tab',
  url: '',
  component: '',
  no_login_valid: 1,
  extend: 'none',
  remark: '',
  weigh: 300,
  status: '1',
} as const;
const PREFERRED_ID = 7;
const EN_TITLE = 'Hotels';

async function exists(db: Db, query: ReturnType<typeof sql>): Promise<boolean> {
  const { rows } = await query.execute(db);
  return rows.length > 0;
}

export function hotelNavMigration(): Migration {
  return {
    async up(db: Db) {
      const seeded = await exists(db, sql`select ${sql.ref('id')} from ${sql.table('user')} limit 1`);
      if (!seeded) return;
      const present = await exists(
        db,
        sql`select ${sql.ref('id')} from ${sql.table('user_rule')} where ${sql.ref('name')} = ${NAV.name} and ${sql.ref('type')} = ${NAV.type}`,
      );
      if (present) return;
      const idTaken = await exists(
        db,
        sql`select ${sql.ref('id')} from ${sql.table('user_rule')} where ${sql.ref('id')} = ${PREFERRED_ID}`,
      );
      const now = Math.floor(Date.now() / 1000);
      const row = { ...NAV, ...(idTaken ? {} : { id: PREFERRED_ID }), create_time: now, update_time: now };
      const inserted = (await (db as Kysely<{ user_rule: typeof row & { id?: number } }>)
        .insertInto('user_rule')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number };
      await (db as Kysely<{ translation: Record<string, string> }>)
        .insertInto('translation')
        .values({ scope: 'user_rule', ref: String(inserted.id), field: 'title', lang: 'en', value: EN_TITLE })
        .execute();
    },

    async down(db: Db) {
      const { rows } = await sql<{ id: number }>`select ${sql.ref('id')} from ${sql.table('user_rule')}
        where ${sql.ref('name')} = ${NAV.name} and ${sql.ref('type')} = ${NAV.type}`.execute(db);
      for (const { id } of rows) {
        await sql`delete from ${sql.table('translation')} where ${sql.ref('scope')} = ${'user_rule'}
          and ${sql.ref('ref')} = ${String(id)}`.execute(db);
        await sql`delete from ${sql.table('user_rule')} where ${sql.ref('id')} = ${id}`.execute(db);
      }
    },
  };
}
