/**
 * Articles as lists show them (`ArticleCard`, docs/api.md §14): the row's facts, the texts in the request's language
 * (or the default one), the channel, the author, the tags and the cover. Every list call reads its page of rows with
 * `CARD_COLUMNS` and turns them into cards here, with one query per kind of data for the whole page.
 */
import type { Kysely } from 'kysely';
import { siteCurrency } from '~/config';
import type { ArticleCard, Cover, ImageSource } from '~/contract/cms';
import { isPaid } from '~/lib/content/purchase';
import { DEFAULT_AVATAR } from '~/lib/format/url';
import { isLang, type Lang } from '~/lib/i18n/locale';
import type { DB } from '~/server/db';
import { langsById, preferred } from '~/server/db/preferredLang';
import { type ChannelTree, channelRef } from './channels';

/** The columns of `cms_article` a card needs (select them with the table aliased `a`). */
export const CARD_COLUMNS = [
  'a.id',
  'a.channel_id',
  'a.user_id',
  'a.status',
  'a.cover',
  'a.cover_width',
  'a.cover_height',
  'a.cover_sources',
  'a.publish_time',
  'a.update_time',
  'a.views',
  'a.comments',
  'a.favourites',
  'a.price_money',
  'a.price_points',
] as const;

export interface CardRow {
  id: number;
  channel_id: number;
  user_id: number | null;
  status: string;
  cover: string;
  cover_width: number;
  cover_height: number;
  cover_sources: string;
  publish_time: number | string | null;
  update_time: number | string;
  views: number;
  comments: number;
  favourites: number;
  price_money: number | string;
  price_points: number;
}

export interface ArticleText {
  article_id: number;
  lang: string;
  title: string;
  summary: string;
}

function sourcesOf(text: string): ImageSource[] {
  if (text === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter(
          (item): item is ImageSource =>
            typeof item === 'object' &&
            item !== null &&
            Number.isInteger((item as ImageSource).w) &&
            typeof (item as ImageSource).url === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function coverOf(row: Pick<CardRow, 'cover' | 'cover_width' | 'cover_height' | 'cover_sources'>): Cover | null {
  if (row.cover === '') return null;
  const sources = sourcesOf(row.cover_sources);
  return {
    url: row.cover,
    width: row.cover_width,
    height: row.cover_height,
    sources: sources.length > 0 ? sources : [{ w: row.cover_width, url: row.cover }],
  };
}

/** Titles and summaries of the articles in every language (a page of ids: at most a few hundred rows). */
export async function articleTexts(db: Kysely<DB>, ids: readonly number[]): Promise<ArticleText[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('cms_article_i18n')
    .select(['article_id', 'lang', 'title', 'summary'])
    .where('article_id', 'in', [...new Set(ids)])
    .execute();
}

/** Tag names per article, in the article's order. */
async function tagsOf(db: Kysely<DB>, ids: readonly number[]): Promise<Map<number, { name: string }[]>> {
  const out = new Map<number, { name: string }[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('cms_article_tag as at')
    .innerJoin('cms_tag as t', 't.id', 'at.tag_id')
    .select(['at.article_id', 't.name'])
    .where('at.article_id', 'in', [...new Set(ids)])
    .orderBy('at.article_id')
    .orderBy('at.position')
    .execute();
  for (const row of rows) out.set(row.article_id, [...(out.get(row.article_id) ?? []), { name: row.name }]);
  return out;
}

/** Nicknames and avatars of the members by id. */
export async function authorsOf(
  db: Kysely<DB>,
  ids: readonly (number | null)[],
): Promise<Map<number, { id: number; nickname: string; avatar: string }>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('user').select(['id', 'nickname', 'avatar']).where('id', 'in', wanted).execute();
  return new Map(
    rows.map((row) => [row.id, { id: row.id, nickname: row.nickname, avatar: row.avatar || DEFAULT_AVATAR }]),
  );
}

/** The cards of `rows` in their order; rows whose channel is not in `tree` are left out. */
export async function articleCards(
  db: Kysely<DB>,
  rows: readonly CardRow[],
  lang: Lang,
  tree: ChannelTree,
): Promise<ArticleCard[]> {
  const ids = rows.map((row) => row.id);
  const [texts, tags, authors] = await Promise.all([
    articleTexts(db, ids),
    tagsOf(db, ids),
    authorsOf(
      db,
      rows.map((row) => row.user_id),
    ),
  ]);
  const chosen = preferred(texts, (text) => text.article_id, lang);
  const langs = langsById(texts, (text) => text.article_id);
  const currency = siteCurrency();
  return rows.flatMap((row): ArticleCard[] => {
    const channel = tree.byId.get(row.channel_id);
    const text = chosen.get(row.id);
    if (!channel || !text) return [];
    const price = { price_money: Number(row.price_money), price_points: row.price_points };
    return [
      {
        id: row.id,
        title: text.title,
        summary: text.summary,
        cover: coverOf(row),
        channel: channelRef(channel),
        author: row.user_id === null ? null : (authors.get(row.user_id) ?? null),
        publish_time: Number(row.publish_time ?? 0),
        views: row.views,
        comments: row.comments,
        favourites: row.favourites,
        tags: tags.get(row.id) ?? [],
        paid: isPaid(price) ? { ...price, currency } : null,
        content_lang: isLang(text.lang) ? text.lang : lang,
        langs: langs.get(row.id) ?? [],
      },
    ];
  });
}
