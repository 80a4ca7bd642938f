/**
 * Tags in the database: one `cms_tag` row per key (`lib/content/tags.ts`), created on first use; an article's links
 * carry its publication time while it is published, so a tag's list is one index range (design §2, §5.1).
 */
import type { Kysely } from 'kysely';
import { distinctTags, tagKey } from '~/lib/content/tags';
import type { DB } from '~/server/db';

/** The ids of the tags named (created when new), in the order given, one per key. */
export async function ensureTags(db: Kysely<DB>, names: readonly string[], now: number): Promise<number[]> {
  const tags = distinctTags(names);
  if (tags.length === 0) return [];
  const keys = tags.map(tagKey);
  await db
    .insertInto('cms_tag')
    .values(tags.map((name, i) => ({ name, key: keys[i] as string, create_time: now })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const rows = await db.selectFrom('cms_tag').select(['id', 'key']).where('key', 'in', keys).execute();
  const byKey = new Map(rows.map((row) => [row.key, row.id]));
  return keys.map((key) => byKey.get(key)).filter((id): id is number => id !== undefined);
}

/** Replaces an article's tags; `publishTime` is its publication while published, else null. */
export async function setArticleTags(
  db: Kysely<DB>,
  articleId: number,
  tagIds: readonly number[],
  publishTime: number | null,
): Promise<void> {
  await db.deleteFrom('cms_article_tag').where('article_id', '=', articleId).execute();
  if (tagIds.length === 0) return;
  await db
    .insertInto('cms_article_tag')
    .values(tagIds.map((tag_id, position) => ({ article_id: articleId, tag_id, position, publish_time: publishTime })))
    .execute();
}
