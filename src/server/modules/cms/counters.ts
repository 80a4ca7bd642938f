/**
 * Counters recomputed from the rows (design §0 "counters"): a channel's published articles, a tag's published
 * articles, an article's shown comments and its favourites. The seed and the synthetic articles call them once at
 * the end; the member calls keep them right in the transactions that change them.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from '~/server/db';

/** `article_count` of every channel and tag, from the published articles. */
export async function recountChannelsAndTags(db: Kysely<DB>): Promise<void> {
  await db
    .updateTable('cms_channel')
    .set({
      article_count: sql<number>`(select count(*) from ${sql.table('cms_article')} a
        where a.channel_id = ${sql.ref('cms_channel.id')} and a.status = 'published')`,
    })
    .execute();
  await db
    .updateTable('cms_tag')
    .set({
      article_count: sql<number>`(select count(*) from ${sql.table('cms_article_tag')} t
        where t.tag_id = ${sql.ref('cms_tag.id')} and t.publish_time is not null)`,
    })
    .execute();
}

/** `comments` and `favourites` of the articles with ids in [from, to]. */
export async function recountArticles(db: Kysely<DB>, from: number, to: number): Promise<void> {
  await db
    .updateTable('cms_article')
    .set({
      comments: sql<number>`(select count(*) from ${sql.table('cms_comment')} c
        where c.article_id = ${sql.ref('cms_article.id')} and c.status = '1')`,
      favourites: sql<number>`(select count(*) from ${sql.table('cms_favourite')} f
        where f.article_id = ${sql.ref('cms_article.id')})`,
    })
    .where('id', '>=', from)
    .where('id', '<=', to)
    .execute();
}
