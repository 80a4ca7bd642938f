/**
 * An article's cover in several widths (docs/design/content.md §2): `cover_sources` holds `[{w, url}]` smallest
 * first, as `hotel_photo.sources` does, so a card loads a small file and the article page a large one. Empty (`''`)
 * for a cover of one file (a member's upload): `cover` alone is then the only source.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

export function cmsCoverSourcesMigration(): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('cms_article')
        .addColumn('cover_sources', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
        .execute();
    },

    async down(db: Db) {
      await db.schema.alterTable('cms_article').dropColumn('cover_sources').execute();
    },
  };
}
