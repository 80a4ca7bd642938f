/**
 * What follows a change of an article's state, channel or tags, in the transaction that makes it (design §3): the
 * tag links carry the publication time while it is published, the counters of the channels and tags it was and is
 * in are recounted from the rows, and its search row is written or removed.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '~/server/db';
import type { Engine } from '~/server/db/engine';
import { indexArticle, unindexArticle } from './searchIndex';

/** The channel and tags of an article now (before a change, to recount what it leaves). */
export async function articlePlaces(
  db: Kysely<DB>,
  articleId: number,
): Promise<{ channels: number[]; tags: number[] }> {
  const [row, tags] = await Promise.all([
    db.selectFrom('cms_article').select('channel_id').where('id', '=', articleId).executeTakeFirst(),
    db.selectFrom('cms_article_tag').select('tag_id').where('article_id', '=', articleId).execute(),
  ]);
  return { channels: row ? [row.channel_id] : [], tags: tags.map((tag) => tag.tag_id) };
}

/** `article_count` of the channels and tags named, from the published articles. */
export async function recount(db: Kysely<DB>, channels: readonly number[], tags: readonly number[]): Promise<void> {
  const channelIds = [...new Set(channels)];
  const tagIds = [...new Set(tags)];
  if (channelIds.length > 0) {
    await db
      .updateTable('cms_channel')
      .set({
        article_count: sql<number>`(select count(*) from ${sql.table('cms_article')} a
          where a.channel_id = ${sql.ref('cms_channel.id')} and a.status = 'published')`,
      })
      .where('id', 'in', channelIds)
      .execute();
  }
  if (tagIds.length > 0) {
    await db
      .updateTable('cms_tag')
      .set({
        article_count: sql<number>`(select count(*) from ${sql.table('cms_article_tag')} t
          where t.tag_id = ${sql.ref('cms_tag.id')} and t.publish_time is not null)`,
      })
      .where('id', 'in', tagIds)
      .execute();
  }
}

/**
 * Brings the article's tag links, the counters of `before` (its places before the change) and of its places now,
 * and its search row in line with its row. A deleted article (no row) only has its counters and search row fixed.
 */
export async function syncArticle(
  db: Kysely<DB>,
  engine: Engine,
  articleId: number,
  before: { channels: readonly number[]; tags: readonly number[] },
): Promise<void> {
  const row = await db
    .selectFrom('cms_article')
    .select(['status', 'publish_time'])
    .where('id', '=', articleId)
    .executeTakeFirst();
  if (row) {
    const published = row.status === 'published' && row.publish_time !== null;
    await db
      .updateTable('cms_article_tag')
      .set({ publish_time: published ? Number(row.publish_time) : null })
      .where('article_id', '=', articleId)
      .execute();
  }
  const now = await articlePlaces(db, articleId);
  await recount(db, [...before.channels, ...now.channels], [...before.tags, ...now.tags]);
  if (row) await indexArticle(db, engine, articleId);
  else await unindexArticle(db, engine, articleId);
}
