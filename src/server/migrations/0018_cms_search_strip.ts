/**
 * PostgreSQL: the content search documents without positions (`strip`), as `db/fulltext.ts` now writes them: the
 * search only asks "has every term", never a phrase, and the page query rechecks each candidate's document, which is
 * cheaper when it is smaller. SQLite's FTS5 table is unchanged. Down leaves the stripped documents (they answer the
 * same queries; the next write of each article writes it again either way).
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';

type Db = Kysely<unknown>;

export function cmsSearchStripMigration(engine: Engine): Migration {
  return {
    async up(db: Db) {
      if (engine === 'postgres')
        await sql`update ${sql.table('cms_search')} set ${sql.ref('doc')} = strip(${sql.ref('doc')})`.execute(db);
    },
    async down() {},
  };
}
