/**
 * A refresh grace window: when a refresh token is exchanged, its row keeps the new pair for a few seconds
 * (`successor`, sealed with a key only the old refresh token's holder can derive: see auth/tokens.ts), so a
 * concurrent twin presenting the same refresh token gets the same pair instead of a refusal. The partial index
 * finds the sealed pairs whose window has passed, which every exchange clears.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

export function tokenSuccessorMigration(): Migration {
  return {
    async up(db: Db) {
      await db.schema.alterTable('token').addColumn('successor', 'text').execute();
      await db.schema
        .createIndex('token_successor_index')
        .on('token')
        .column('rotated_time')
        .where(sql.ref('successor'), 'is not', null)
        .execute();
    },

    async down(db: Db) {
      await db.schema.dropIndex('token_successor_index').ifExists().execute();
      await db.schema.alterTable('token').dropColumn('successor').execute();
    },
  };
}
