/**
 * The public articles (design §3): published, in a public channel. Every guest list starts from `publicArticles`,
 * ordered newest first (`publish_time desc, id desc`, which the article indexes serve backwards on both engines).
 * The channel condition is kept as narrow as the tree allows, so the planners pick the channel index: no list of
 * channels when every channel is public, a parent's own key when all its children are, one channel's key for one
 * channel (measured at 100,000 articles: a redundant `channel_id in (…)` cost a table visit per row, or the wrong
 * index on SQLite).
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '~/server/db';
import type { CmsArticleTable } from '~/server/db/schema-cms';
import { CARD_COLUMNS, type CardRow } from './cards';
import type { ChannelTree } from './channels';

export type ArticlesDb = DB & { a: CmsArticleTable };
export type ArticleQuery = SelectQueryBuilder<ArticlesDb, 'a', CardRow>;

/** A list narrowed to one public channel: its own articles, or with its children's (`top`). */
export interface ChannelScope {
  id: number;
  top: boolean;
}

type Where = <Q extends SelectQueryBuilder<ArticlesDb, 'a', object>>(query: Q) => Q;

/** The channel condition of a list, or `null` when nothing can be public. */
function channelCondition(tree: ChannelTree, scope?: ChannelScope): Where | null {
  const publicIds = tree.list.map((node) => node.id);
  if (publicIds.length === 0) return null;
  if (scope && !scope.top) return (query) => query.where('a.channel_id', '=', scope.id) as typeof query;
  if (scope) {
    const children = [...tree.byId.values()].filter((node) => node.pid === scope.id);
    const hidden = children.some((node) => !node.public);
    return (query) => {
      const own = query.where('a.top_channel_id', '=', scope.id) as typeof query;
      return hidden ? (own.where('a.channel_id', 'in', publicIds) as typeof query) : own;
    };
  }
  const allPublic = publicIds.length === tree.byId.size;
  return (query) => (allPublic ? query : (query.where('a.channel_id', 'in', publicIds) as typeof query));
}

/** Cards' rows of the public articles, newest first; `null` when no channel is public (nothing to list). */
export function publicArticles(db: Kysely<DB>, tree: ChannelTree, scope?: ChannelScope): ArticleQuery | null {
  const condition = channelCondition(tree, scope);
  if (!condition) return null;
  const query = db.selectFrom('cms_article as a').select(CARD_COLUMNS).where('a.status', '=', 'published');
  return condition(query as unknown as ArticleQuery)
    .orderBy('a.publish_time', 'desc')
    .orderBy('a.id', 'desc');
}

/**
 * One page of a list: the ids first (read from the index alone, however deep the page), then their rows — a deep
 * page does not read every skipped article's columns.
 */
export async function publicPage(
  db: Kysely<DB>,
  tree: ChannelTree,
  scope: ChannelScope | undefined,
  window: { limit: number; offset: number },
): Promise<CardRow[]> {
  const condition = channelCondition(tree, scope);
  if (!condition) return [];
  const base = db.selectFrom('cms_article as a').select('a.id').where('a.status', '=', 'published');
  const ids = (
    await condition(base as unknown as SelectQueryBuilder<ArticlesDb, 'a', { id: number }>)
      .orderBy('a.publish_time', 'desc')
      .orderBy('a.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute()
  ).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('cms_article as a').select(CARD_COLUMNS).where('a.id', 'in', ids).execute();
  const order = new Map(ids.map((id, i) => [id, i]));
  return (rows as CardRow[]).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/**
 * The number of public articles of a channel's list, from the channels' counters (kept in the transactions that
 * publish, withdraw and delete): its own, and its public children's for a parent.
 */
export function countPublic(tree: ChannelTree, scope: ChannelScope): number {
  const node = tree.byId.get(scope.id);
  if (!node?.public) return 0;
  if (!scope.top) return node.article_count;
  return node.article_count + tree.children(scope.id).reduce((sum, child) => sum + child.article_count, 0);
}
