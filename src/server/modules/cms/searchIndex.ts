/**
 * The search row of an article (docs/design/content.md §2, §5): one document per published article of an enabled
 * channel, holding every language's title, summary and tags and, for a free article only, its body text (a paid
 * body is never indexed, §8). Called in the transaction that publishes, edits, withdraws or deletes the article.
 */
import type { Kysely } from 'kysely';
import { isPaid } from '~/lib/content/purchase';
import { indexTerms } from '~/lib/content/searchTerms';
import type { DB } from '~/server/db';
import type { Engine } from '~/server/db/engine';
import { deleteSearchRow, writeSearchRow } from '~/server/db/fulltext';
import { htmlText } from './sanitize';

/** The text an article is found by: every language's title, summary, (free) body text and the tag names. */
export function searchableText(
  texts: readonly { title: string; summary: string; content: string }[],
  tags: readonly string[],
  paid: boolean,
): string {
  const parts = texts.flatMap((text) => [text.title, text.summary, paid ? '' : htmlText(text.content)]);
  return [...parts, ...tags].filter((part) => part !== '').join('\n');
}

/** Whether the article should be in the index: published, in an enabled channel whose parent (if any) is enabled. */
async function isListed(db: Kysely<DB>, articleId: number): Promise<{ paid: boolean } | null> {
  const row = await db
    .selectFrom('cms_article as a')
    .innerJoin('cms_channel as c', 'c.id', 'a.channel_id')
    .leftJoin('cms_channel as p', 'p.id', 'c.pid')
    .select(['a.status', 'a.price_money', 'a.price_points', 'c.status as channel_status', 'p.status as parent_status'])
    .where('a.id', '=', articleId)
    .executeTakeFirst();
  if (row?.status !== 'published' || row.channel_status !== '1' || row.parent_status === '0') return null;
  return { paid: isPaid({ price_money: Number(row.price_money), price_points: Number(row.price_points) }) };
}

/** Writes the article's search row, or removes it when the article is not public. */
export async function indexArticle(db: Kysely<DB>, engine: Engine, articleId: number): Promise<void> {
  const listed = await isListed(db, articleId);
  if (!listed) {
    await deleteSearchRow(db, engine, articleId);
    return;
  }
  const texts = await db
    .selectFrom('cms_article_i18n')
    .select(['title', 'summary', 'content'])
    .where('article_id', '=', articleId)
    .orderBy('lang')
    .execute();
  const tags = await db
    .selectFrom('cms_article_tag as at')
    .innerJoin('cms_tag as t', 't.id', 'at.tag_id')
    .select('t.name')
    .where('at.article_id', '=', articleId)
    .orderBy('at.position')
    .execute();
  const terms = indexTerms(
    searchableText(
      texts,
      tags.map((tag) => tag.name),
      listed.paid,
    ),
  );
  await writeSearchRow(db, engine, articleId, terms);
}

/** Removes the article's search row (withdrawn, rejected, deleted, or its channel disabled). */
export async function unindexArticle(db: Kysely<DB>, engine: Engine, articleId: number): Promise<void> {
  await deleteSearchRow(db, engine, articleId);
}

/**
 * Rebuilds the search rows of every article, `batch` at a time in order of id, each batch in one transaction of
 * its own (the seed, and after a change of `indexTerms`). Returns how many articles were looked at.
 */
export async function reindexAll(db: Kysely<DB>, engine: Engine, batch = 500): Promise<number> {
  let after = 0;
  let seen = 0;
  for (;;) {
    const ids = await db
      .selectFrom('cms_article')
      .select('id')
      .where('id', '>', after)
      .orderBy('id')
      .limit(batch)
      .execute();
    if (ids.length === 0) return seen;
    await db.transaction().execute(async (trx) => {
      for (const { id } of ids) await indexArticle(trx, engine, id);
    });
    seen += ids.length;
    after = ids[ids.length - 1]?.id ?? after;
  }
}
