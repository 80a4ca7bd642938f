/**
 * User names and e-mail addresses are unique regardless of case, as login, registration and profile compare them:
 * unique indexes on `lower(username)` and on `lower(email)` where `email <> ''` (unbound addresses are '').
 * Expression and partial indexes are portable between the two engines (SQLite ≥ 3.9, PostgreSQL), in this form.
 * Existing rows that differ only in case stop the migration with a list of them: which account keeps the name is
 * the operator's call, not the migration's.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';

type Db = Kysely<unknown>;

/** "column value (ids …)" for each value that several members share ignoring case. */
async function duplicates(db: Db, engine: Engine, column: 'username' | 'email'): Promise<string[]> {
  const ids = engine === 'postgres' ? sql`string_agg(cast(id as text), ',' order by id)` : sql`group_concat(id, ',')`;
  const { rows } = await sql<{ value: string; ids: string }>`
    select lower(${sql.ref(column)}) as value, ${ids} as ids
    from ${sql.table('user')}
    where ${sql.ref(column)} <> ''
    group by lower(${sql.ref(column)})
    having count(*) > 1`.execute(db);
  return rows.map((row) => `${column} "${row.value}" (ids ${row.ids})`);
}

export function uniqueLowerNamesMigration(engine: Engine): Migration {
  return {
    async up(db: Db) {
      const clashes = [...(await duplicates(db, engine, 'username')), ...(await duplicates(db, engine, 'email'))];
      if (clashes.length > 0) {
        throw new Error(
          `Migration 0004_unique_lower_names: these members share a name or e-mail ignoring case; rename all but one, then restart: ${clashes.join('; ')}`,
        );
      }
      await db.schema
        .createIndex('user_username_lower_unique')
        .on('user')
        .expression(sql`lower(${sql.ref('username')})`)
        .unique()
        .execute();
      await db.schema
        .createIndex('user_email_lower_unique')
        .on('user')
        .expression(sql`lower(${sql.ref('email')})`)
        .unique()
        .where(sql.ref('email'), '<>', '')
        .execute();
    },

    async down(db: Db) {
      await db.schema.dropIndex('user_email_lower_unique').ifExists().execute();
      await db.schema.dropIndex('user_username_lower_unique').ifExists().execute();
    },
  };
}
