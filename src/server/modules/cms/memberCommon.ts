/** Pieces the member content calls share: the public article a member acts on, titles by id, transactions. */
import type { Kysely } from 'kysely';
import type { Lang } from '~/lib/i18n/locale';
import type { DB } from '~/server/db';
import { withBusyRetry } from '~/server/db/engine';
import { preferred } from '~/server/db/preferredLang';
import { ApiError } from '~/server/http/errors';
import type { Params } from '~/server/http/request';
import { articleTexts } from './cards';
import { type ChannelTree, channelTree } from './channels';
import { ARTICLE_NOT_FOUND } from './info';
import { idOf } from './params';

/** `Article not found`, naming the parameter that held the id. */
export const articleNotFound = (field = 'article_id') => new ApiError(ARTICLE_NOT_FOUND, { data: { field } });

/** The id of a public article (published, its channel and parent enabled), or `Article not found`. */
export async function publicArticleId(
  db: Kysely<DB>,
  params: Params,
  field: string,
  lang: Lang,
): Promise<{ id: number; tree: ChannelTree; channel_id: number }> {
  const id = idOf(params, field);
  if (id === undefined) throw articleNotFound(field);
  const [tree, row] = await Promise.all([
    channelTree(db, lang),
    db.selectFrom('cms_article').select(['status', 'channel_id']).where('id', '=', id).executeTakeFirst(),
  ]);
  if (row?.status !== 'published' || !tree.byId.get(row.channel_id)?.public) throw articleNotFound(field);
  return { id, tree, channel_id: row.channel_id };
}

/** Titles of articles in the language (or the default one), by id. */
export async function titlesOf(db: Kysely<DB>, ids: readonly number[], lang: Lang): Promise<Map<number, string>> {
  const chosen = preferred(await articleTexts(db, ids), (text) => text.article_id, lang);
  return new Map([...chosen].map(([id, text]) => [id, text.title]));
}

/** Runs `fn` in one transaction, retried while another process holds SQLite's write lock. */
export const inTransaction = <T>(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<T>): Promise<T> =>
  withBusyRetry(() => db.transaction().execute(fn));
