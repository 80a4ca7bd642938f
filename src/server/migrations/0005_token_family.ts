/**
 * Refresh-token rotation: every token of one login shares a `family` (a random id made at login), and a refresh
 * token that has been exchanged keeps its row with `rotated_time` set until it expires, so a second use of it is
 * recognised as reuse and ends the whole family. Tokens issued before this migration form one family per member.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

export function tokenFamilyMigration(): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('token')
        .addColumn('family', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('token').addColumn('rotated_time', 'bigint').execute();
      await sql`update ${sql.table('token')} set ${sql.ref('family')} = ${'legacy:'} || cast(${sql.ref('user_id')} as varchar(20))`.execute(
        db,
      );
      await db.schema.createIndex('token_family_index').on('token').column('family').execute();
    },

    async down(db: Db) {
      await db.schema.dropIndex('token_family_index').ifExists().execute();
      await db.schema.alterTable('token').dropColumn('rotated_time').execute();
      await db.schema.alterTable('token').dropColumn('family').execute();
    },
  };
}
