/**
 * The public articles (design §3): published, in a public channel. Every guest list starts from `publicArticles`,
 * ordered newest first (`publish_time desc, id desc`, which the article indexes serve backwards on both engines).
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '~/server/db';
import type { CmsArticleTable } from '~/server/db/schema-cms';
import { CARD_COLUMNS, type CardRow } from './cards';
import type { ChannelTree } from './channels';

export type ArticlesDb = DB & { a: CmsArticleTable };
export type ArticleQuery = SelectQueryBuilder<ArticlesDb, 'a', CardRow>;

/** A list narrowed to one channel: its own articles, or with its children's (`top`). */
export interface ChannelScope {
  id: number;
  top: boolean;
}

const scopeColumn = (scope: ChannelScope): 'a.top_channel_id' | 'a.channel_id' =>
  scope.top ? 'a.top_channel_id' : 'a.channel_id';

/** Cards' rows of the public articles, newest first; `null` when no channel is public (nothing to list). */
export function publicArticles(db: Kysely<DB>, tree: ChannelTree, scope?: ChannelScope): ArticleQuery | null {
  const ids = tree.list.map((node) => node.id);
  if (ids.length === 0) return null;
  let query = db
    .selectFrom('cms_article as a')
    .select(CARD_COLUMNS)
    .where('a.status', '=', 'published')
    .where('a.channel_id', 'in', ids);
  if (scope) query = query.where(scopeColumn(scope), '=', scope.id);
  return query.orderBy('a.publish_time', 'desc').orderBy('a.id', 'desc') as unknown as ArticleQuery;
}

/** The number of public articles of a list (all, or one channel's). */
export async function countPublic(db: Kysely<DB>, tree: ChannelTree, scope?: ChannelScope): Promise<number> {
  const ids = tree.list.map((node) => node.id);
  if (ids.length === 0) return 0;
  let query = db
    .selectFrom('cms_article as a')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('a.status', '=', 'published')
    .where('a.channel_id', 'in', ids);
  if (scope) query = query.where(scopeColumn(scope), '=', scope.id);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}
