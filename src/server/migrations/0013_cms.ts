/**
 * Content (docs/design/content.md §2): channels with URL names, articles with their states and texts per language,
 * tags, comments, favourites, single pages, purchases, and the search index. The search index is the one
 * engine-specific table (§5): an FTS5 contentless table over the terms of `lib/content/searchTerms.ts` on SQLite
 * (`rowid` = article id), a `tsvector` column with a GIN index on PostgreSQL. Its statements live in
 * `db/fulltext.ts`; the DDL is frozen here, as every migration is.
 */
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Engine } from '~/server/db/engine';
import { tableParts } from './tableParts';

type Db = Kysely<unknown>;

/** Dropped in this order (children first). */
const TABLES = [
  'cms_search',
  'cms_purchase',
  'cms_favourite',
  'cms_comment',
  'cms_page_i18n',
  'cms_page',
  'cms_article_tag',
  'cms_tag',
  'cms_article_i18n',
  'cms_article',
  'cms_channel_i18n',
  'cms_channel',
] as const;

export function cmsMigration(engine: Engine): Migration {
  const { id, clustered, times, index } = tableParts(engine);

  return {
    async up(db: Db) {
      await times(
        db.schema
          .createTable('cms_channel')
          .addColumn('id', 'integer', id)
          .addColumn('pid', 'integer', (c) => c.references('cms_channel.id'))
          .addColumn('name', 'varchar(40)', (c) => c.notNull().unique())
          .addColumn('layout', 'varchar(8)', (c) => c.notNull().defaultTo('list'))
          .addColumn('member_submit', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
          .addColumn('submit_review', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
          .addColumn('show_on_index', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
          .addColumn('article_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('weigh', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1')),
      ).execute();
      await clustered(
        db.schema
          .createTable('cms_channel_i18n')
          .addColumn('channel_id', 'integer', (c) => c.notNull().references('cms_channel.id').onDelete('cascade'))
          .addColumn('lang', 'varchar(8)', (c) => c.notNull())
          .addColumn('title', 'varchar(40)', (c) => c.notNull())
          .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
          .addPrimaryKeyConstraint('cms_channel_i18n_pk', ['channel_id', 'lang']),
      ).execute();

      await times(
        db.schema
          .createTable('cms_article')
          .addColumn('id', 'integer', id)
          .addColumn('channel_id', 'integer', (c) => c.notNull().references('cms_channel.id'))
          .addColumn('top_channel_id', 'integer', (c) => c.notNull().references('cms_channel.id'))
          .addColumn('user_id', 'integer', (c) => c.references('user.id'))
          .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('draft'))
          .addColumn('reject_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
          .addColumn('cover', 'varchar(255)', (c) => c.notNull().defaultTo(''))
          .addColumn('cover_width', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('cover_height', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('is_featured', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
          .addColumn('price_money', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('price_points', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('favourites', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('publish_time', 'bigint')
          .addColumn('submit_time', 'bigint')
          .addCheckConstraint('cms_article_price_check', sql`price_money >= 0 and price_points >= 0`),
      ).execute();
      const articleIndexes: [string, string[]][] = [
        ['cms_article_channel_index', ['channel_id', 'status', 'publish_time', 'id']],
        ['cms_article_top_index', ['top_channel_id', 'status', 'publish_time', 'id']],
        ['cms_article_status_index', ['status', 'publish_time', 'id']],
        ['cms_article_featured_index', ['is_featured', 'status', 'publish_time']],
        ['cms_article_user_index', ['user_id', 'status', 'update_time']],
      ];
      for (const [name, columns] of articleIndexes) await index(name, 'cms_article', columns).execute(db);
      await clustered(
        db.schema
          .createTable('cms_article_i18n')
          .addColumn('article_id', 'integer', (c) => c.notNull().references('cms_article.id').onDelete('cascade'))
          .addColumn('lang', 'varchar(8)', (c) => c.notNull())
          .addColumn('title', 'varchar(80)', (c) => c.notNull())
          .addColumn('summary', 'varchar(200)', (c) => c.notNull().defaultTo(''))
          .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('content_policy', 'smallint', (c) => c.notNull().defaultTo(0))
          .addColumn('seo_title', 'varchar(80)', (c) => c.notNull().defaultTo(''))
          .addColumn('seo_description', 'varchar(160)', (c) => c.notNull().defaultTo(''))
          .addPrimaryKeyConstraint('cms_article_i18n_pk', ['article_id', 'lang']),
      ).execute();

      await db.schema
        .createTable('cms_tag')
        .addColumn('id', 'integer', id)
        .addColumn('name', 'varchar(20)', (c) => c.notNull())
        .addColumn('key', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('article_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await clustered(
        db.schema
          .createTable('cms_article_tag')
          .addColumn('article_id', 'integer', (c) => c.notNull().references('cms_article.id').onDelete('cascade'))
          .addColumn('tag_id', 'integer', (c) => c.notNull().references('cms_tag.id'))
          .addColumn('position', 'smallint', (c) => c.notNull().defaultTo(0))
          .addColumn('publish_time', 'bigint')
          .addPrimaryKeyConstraint('cms_article_tag_pk', ['article_id', 'tag_id']),
      ).execute();
      await index('cms_article_tag_tag_index', 'cms_article_tag', ['tag_id', 'publish_time', 'article_id']).execute(db);

      await times(
        db.schema
          .createTable('cms_page')
          .addColumn('id', 'integer', id)
          .addColumn('name', 'varchar(40)', (c) => c.notNull().unique())
          .addColumn('in_footer', 'varchar(1)', (c) => c.notNull().defaultTo('0'))
          .addColumn('weigh', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1')),
      ).execute();
      await clustered(
        db.schema
          .createTable('cms_page_i18n')
          .addColumn('page_id', 'integer', (c) => c.notNull().references('cms_page.id').onDelete('cascade'))
          .addColumn('lang', 'varchar(8)', (c) => c.notNull())
          .addColumn('title', 'varchar(80)', (c) => c.notNull())
          .addColumn('description', 'varchar(160)', (c) => c.notNull().defaultTo(''))
          .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('content_policy', 'smallint', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('cms_page_i18n_pk', ['page_id', 'lang']),
      ).execute();

      await db.schema
        .createTable('cms_comment')
        .addColumn('id', 'integer', id)
        .addColumn('article_id', 'integer', (c) => c.notNull().references('cms_article.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id'))
        .addColumn('content', 'varchar(500)', (c) => c.notNull())
        .addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('1'))
        .addColumn('ip', 'varchar(45)', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .execute();
      await index('cms_comment_article_index', 'cms_comment', ['article_id', 'status', 'id']).execute(db);
      await index('cms_comment_user_index', 'cms_comment', ['user_id', 'id']).execute(db);

      await clustered(
        db.schema
          .createTable('cms_favourite')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id'))
          .addColumn('article_id', 'integer', (c) => c.notNull().references('cms_article.id').onDelete('cascade'))
          .addColumn('create_time', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('cms_favourite_pk', ['user_id', 'article_id']),
      ).execute();
      await index('cms_favourite_article_index', 'cms_favourite', ['article_id']).execute(db);

      await db.schema
        .createTable('cms_purchase')
        .addColumn('id', 'integer', id)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('user.id'))
        .addColumn('article_id', 'integer', (c) => c.notNull().references('cms_article.id'))
        .addColumn('pay', 'varchar(8)', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('title', 'varchar(80)', (c) => c.notNull().defaultTo(''))
        .addColumn('create_time', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('cms_purchase_user_article_unique', ['user_id', 'article_id'])
        .addCheckConstraint('cms_purchase_amount_check', sql`amount >= 0`)
        .execute();
      await index('cms_purchase_user_index', 'cms_purchase', ['user_id', 'id']).execute(db);

      if (engine === 'sqlite') {
        await sql`create virtual table ${sql.table('cms_search')} using fts5(terms, content='',
          contentless_delete=1, tokenize='unicode61 remove_diacritics 2', detail=full)`.execute(db);
      } else {
        await db.schema
          .createTable('cms_search')
          .addColumn('article_id', 'integer', (c) => c.primaryKey().references('cms_article.id').onDelete('cascade'))
          .addColumn('doc', sql`tsvector`, (c) => c.notNull())
          .execute();
        await sql`create index ${sql.ref('cms_search_doc')} on ${sql.table('cms_search')}
          using gin (${sql.ref('doc')}) with (fastupdate = off)`.execute(db);
      }
    },

    async down(db: Db) {
      for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
