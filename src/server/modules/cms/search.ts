/**
 * `GET /api/cms/search` (guest): public articles by keyword (title, summary, tags and, for a free article, the body,
 * in every language; Chinese found inside a sentence), by tag, or both; optionally in one channel (with its
 * children). Newest first (the search index by article id, a tag by publication); the count stops at 1,000
 * ("more than 1,000 results", `total_capped`) and pages at 100. Each hit carries its title and a snippet as
 * segments with the matches marked — never HTML (design §5). A paid article's snippet is its summary: its body is
 * not even indexed.
 */

import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { SearchHit } from '~/contract/cms';
import { highlightSegments, highlightTitle } from '~/lib/content/highlight';
import { isQueryRefusal, type ParsedQuery, QUERY_REFUSALS, queryTerms } from '~/lib/content/searchTerms';
import { isTagLength, tagKey } from '~/lib/content/tags';
import type { Lang } from '~/lib/i18n/locale';
import type { DB } from '~/server/db';
import type { Engine } from '~/server/db/engine';
import { engineOf } from '~/server/db/engine';
import { countMatches, SEARCH_COUNT_CAP, type SearchRestriction, searchIds } from '~/server/db/fulltext';
import { langsOf, preferred } from '~/server/db/preferredLang';
import type { ApiContext } from '~/server/http/context';
import { ok } from '~/server/http/envelope';
import { ApiError } from '~/server/http/errors';
import type { Reply } from '~/server/http/router';
import { articleCards } from './cards';
import { CHANNEL_NOT_FOUND } from './channel';
import { type ChannelNode, type ChannelTree, channelTree } from './channels';
import { idOf, pageParam, textParam } from './params';
import { publicArticles } from './publicArticles';
import { htmlText } from './sanitize';

/** Search pages stop here (1,000 results at 10 a page). */
export const SEARCH_MAX_PAGE = 100;
const SNIPPET_WINDOW = 80;

interface Found {
  ids: number[];
  total: number;
  capped: boolean;
}

const refuse = (field: string, key: string, reason?: string) =>
  new ApiError(key, { data: reason === undefined ? { field } : { field, reason } });

/**
 * The condition "in this channel" (its children too when it is a parent) and, optionally, "has this tag", as
 * correlated `exists` tests on each candidate: SQLite pushes an `id in (subquery)` into FTS5 as rowid constraints and
 * then runs the match once per listed id (32 s for a large channel at 100,000 articles, measured); `exists` is
 * checked per match instead, and PostgreSQL plans it as a semi-join.
 */
function restriction(channel: ChannelNode | undefined, tagId: number | undefined): SearchRestriction | undefined {
  if (!channel && tagId === undefined) return undefined;
  return (id) => {
    const parts = [];
    if (channel) {
      const column = channel.pid === null ? sql.ref('a.top_channel_id') : sql.ref('a.channel_id');
      parts.push(
        sql`exists (select 1 from ${sql.table('cms_article')} as ${sql.ref('a')} where ${sql.ref('a.id')} = ${id} and ${column} = ${channel.id})`,
      );
    }
    if (tagId !== undefined) {
      parts.push(
        sql`exists (select 1 from ${sql.table('cms_article_tag')} as ${sql.ref('t')} where ${sql.ref('t.article_id')} = ${id} and ${sql.ref('t.tag_id')} = ${tagId})`,
      );
    }
    return sql.join(parts, sql` and `);
  };
}

/** A page of ids matching the keyword (and restriction), with the capped count, in one read transaction. */
async function byKeyword(
  db: Kysely<DB>,
  engine: Engine,
  query: ParsedQuery,
  window: { limit: number; offset: number },
  restrict: SearchRestriction | undefined,
): Promise<Found> {
  return db.transaction().execute(async (trx: Transaction<DB>) => {
    const count = await countMatches(trx, engine, query.terms, SEARCH_COUNT_CAP, restrict);
    const ids = window.offset < count ? await searchIds(trx, engine, query.terms, window, restrict, count) : [];
    return { ids, total: Math.min(count, SEARCH_COUNT_CAP), capped: count > SEARCH_COUNT_CAP };
  });
}

/** A page of the tag's published articles by publication (the tag's own index range); its count is the tag's. */
async function byTag(
  db: Kysely<DB>,
  tagId: number,
  count: number,
  channel: ChannelNode | undefined,
  window: { limit: number; offset: number },
): Promise<Found> {
  let query = db
    .selectFrom('cms_article_tag as t')
    .select('t.article_id')
    .where('t.tag_id', '=', tagId)
    .where('t.publish_time', 'is not', null);
  if (channel) {
    query = query
      .innerJoin('cms_article as a', 'a.id', 't.article_id')
      .where(channel.pid === null ? 'a.top_channel_id' : 'a.channel_id', '=', channel.id);
  }
  const rows = await query
    .orderBy('t.publish_time', 'desc')
    .orderBy('t.article_id', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const total = channel ? await countTagInChannel(db, tagId, channel) : count;
  return {
    ids: rows.map((row) => row.article_id),
    total: Math.min(total, SEARCH_COUNT_CAP),
    capped: total > SEARCH_COUNT_CAP,
  };
}

async function countTagInChannel(db: Kysely<DB>, tagId: number, channel: ChannelNode): Promise<number> {
  const row = await db
    .selectFrom('cms_article_tag as t')
    .innerJoin('cms_article as a', 'a.id', 't.article_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('t.tag_id', '=', tagId)
    .where('t.publish_time', 'is not', null)
    .where(channel.pid === null ? 'a.top_channel_id' : 'a.channel_id', '=', channel.id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The hits of `ids` in their order, with marked titles and snippets (a paid article's from its summary). */
async function hits(
  db: Kysely<DB>,
  ids: readonly number[],
  keyword: string,
  lang: Lang,
  tree: ChannelTree,
): Promise<SearchHit[]> {
  if (ids.length === 0) return [];
  const rows =
    (await publicArticles(db, tree)
      ?.where('a.id', 'in', [...ids])
      .execute()) ?? [];
  const order = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const cards = await articleCards(db, rows, lang, tree);
  const free = cards.filter((card) => card.paid === null).map((card) => card.id);
  const bodies =
    keyword === '' || free.length === 0
      ? new Map<number, { lang: string; content: string }>()
      : preferred(
          await db
            .selectFrom('cms_article_i18n')
            .select(['article_id', 'lang', 'content'])
            .where('article_id', 'in', free)
            .where('lang', 'in', langsOf(lang))
            .execute(),
          (row) => row.article_id,
          lang,
        );
  return cards.map((card) => {
    const summary = highlightSegments(card.summary, keyword, { window: SNIPPET_WINDOW });
    const body = bodies.get(card.id);
    const fromBody = body ? highlightSegments(htmlText(body.content), keyword, { window: SNIPPET_WINDOW }) : null;
    const useBody = fromBody !== null && !summary.segments.some((s) => s.mark) && fromBody.segments.some((s) => s.mark);
    const snippet = useBody ? fromBody : summary;
    const segments = [
      ...(snippet.clipped_start ? [{ text: '…', mark: false }] : []),
      ...snippet.segments,
      ...(snippet.clipped_end ? [{ text: '…', mark: false }] : []),
    ];
    return { ...card, title_segments: highlightTitle(card.title, keyword), snippet: segments };
  });
}

export async function cmsSearch(ctx: ApiContext): Reply<'cms/search'> {
  const keyword = textParam(ctx.query, 'keyword') ?? '';
  const tag = textParam(ctx.query, 'tag') ?? '';
  if (keyword === '' && tag === '') throw refuse('keyword', QUERY_REFUSALS.empty, 'empty');
  let query: ParsedQuery | undefined;
  if (keyword !== '') {
    const parsed = queryTerms(keyword);
    if (isQueryRefusal(parsed)) throw refuse('keyword', QUERY_REFUSALS[parsed.refused], parsed.refused);
    query = parsed;
  }
  if (tag !== '' && !isTagLength(tag)) throw refuse('tag', 'Parameter error');
  const window = pageParam(ctx.query, { default: 10, max: 20 }, SEARCH_MAX_PAGE);
  const tree = await channelTree(ctx.db, ctx.lang);
  let channel: ChannelNode | undefined;
  if (ctx.query.channel !== undefined && ctx.query.channel !== '') {
    const channelId = idOf(ctx.query, 'channel');
    channel = channelId === undefined ? undefined : tree.byId.get(channelId);
    if (!channel?.public) throw refuse('channel', CHANNEL_NOT_FOUND);
  }
  let tagRow: { id: number; article_count: number } | undefined;
  if (tag !== '') {
    tagRow = await ctx.db
      .selectFrom('cms_tag')
      .select(['id', 'article_count'])
      .where('key', '=', tagKey(tag))
      .executeTakeFirst();
  }
  const terms = query?.terms.map((term) => term.value) ?? [];
  const nothing = { list: [], total: 0, total_capped: false, terms };
  if (tag !== '' && !tagRow) return ok(nothing);

  const found = query
    ? await byKeyword(ctx.db, engineOf(ctx.db), query, window, restriction(channel, tagRow?.id))
    : tagRow
      ? await byTag(ctx.db, tagRow.id, tagRow.article_count, channel, window)
      : { ids: [], total: 0, capped: false };
  const list = await hits(ctx.db, found.ids, keyword, ctx.lang, tree);
  return ok({ list, total: found.total, total_capped: found.capped, terms });
}
