/**
 * `GET /api/cms/sitemap` (guest): every public item of the news site for `sitemap.xml` — channels, then single
 * pages, then articles, each by id — with the languages it is written in and when it last changed. Only public
 * items: published articles of public channels, enabled pages.
 */
import type { SitemapItem } from '~/contract/cms';
import { LANGS } from '~/lib/i18n/locale';
import { langsById } from '~/server/db/preferredLang';
import type { ApiContext } from '~/server/http/context';
import { ok, PUBLIC_SHORT_CACHE } from '~/server/http/envelope';
import type { Reply } from '~/server/http/router';
import { channelTree } from './channels';
import { pageParam } from './params';

/** URLs per sitemap file (the protocol allows 50,000). */
export const SITEMAP_LIMIT = 20_000;

export async function cmsSitemap(ctx: ApiContext): Reply<'cms/sitemap'> {
  const window = pageParam(ctx.query, { default: SITEMAP_LIMIT, max: SITEMAP_LIMIT });
  const tree = await channelTree(ctx.db, ctx.lang);
  const channelIds = tree.list.map((node) => node.id);
  const [channelTexts, pages] = await Promise.all([
    channelIds.length === 0
      ? []
      : ctx.db
          .selectFrom('cms_channel_i18n')
          .select(['channel_id', 'lang'])
          .where('channel_id', 'in', channelIds)
          .execute(),
    ctx.db
      .selectFrom('cms_page as p')
      .innerJoin('cms_page_i18n as t', 't.page_id', 'p.id')
      .select(['p.id', 'p.name', 'p.update_time', 't.lang'])
      .where('p.status', '=', '1')
      .orderBy('p.id')
      .execute(),
  ]);
  const channelLangs = langsById(channelTexts, (row) => row.channel_id);
  const pageLangs = langsById(pages, (row) => row.id);
  const fixed: SitemapItem[] = [
    ...[...tree.list]
      .sort((a, b) => a.id - b.id)
      .map((node) => ({
        kind: 'channel' as const,
        id: node.id,
        name: node.name,
        langs: channelLangs.get(node.id) ?? [...LANGS],
        update_time: 0,
      })),
    ...[...new Map(pages.map((page) => [page.id, page])).values()].map((page) => ({
      kind: 'page' as const,
      id: page.id,
      name: page.name,
      langs: pageLangs.get(page.id) ?? [],
      update_time: Number(page.update_time),
    })),
  ];
  const articleBase =
    channelIds.length === 0
      ? null
      : ctx.db.selectFrom('cms_article').where('status', '=', 'published').where('channel_id', 'in', channelIds);
  const articleCount = articleBase
    ? Number((await articleBase.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())?.n ?? 0)
    : 0;
  const head = fixed.slice(window.offset, window.offset + window.limit);
  const articleOffset = Math.max(0, window.offset - fixed.length);
  const articleLimit = window.limit - head.length;
  const articles =
    articleBase && articleLimit > 0 && articleOffset < articleCount
      ? await articleBase
          .select(['id', 'update_time'])
          .orderBy('id')
          .limit(articleLimit)
          .offset(articleOffset)
          .execute()
      : [];
  const articleLangs =
    articles.length === 0
      ? new Map()
      : langsById(
          await ctx.db
            .selectFrom('cms_article_i18n')
            .select(['article_id', 'lang'])
            .where('article_id', '>=', articles[0]?.id ?? 0)
            .where('article_id', '<=', articles.at(-1)?.id ?? 0)
            .execute(),
          (row) => row.article_id,
        );
  const list: SitemapItem[] = [
    ...head,
    ...articles.map((row) => ({
      kind: 'article' as const,
      id: row.id,
      name: '',
      langs: articleLangs.get(row.id) ?? [],
      update_time: Number(row.update_time),
    })),
  ];
  const data = { list, total: fixed.length + articleCount };
  return ctx.token ? ok(data) : { ...ok(data), headers: PUBLIC_SHORT_CACHE };
}
